import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEnvDoc, renderEnvExample } from '../../src/env-reference';
import { ENV_SECTIONS } from '../../src/env-sections';
import { mergeSpecs } from '../../src/env-vars';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the environment reference', () => {
  it('.env.example is what the declarations generate (run `npm run env-reference`)', () => {
    expect(read('.env.example')).toBe(renderEnvExample(ENV_SECTIONS));
  });

  it('docs/configuration.md is what the declarations generate (run `npm run env-reference`)', () => {
    expect(read('docs/configuration.md')).toBe(renderEnvDoc(ENV_SECTIONS));
  });

  it('declares no variable twice and describes every one', () => {
    const merged = mergeSpecs(ENV_SECTIONS.map((s) => s.spec));
    for (const [name, v] of Object.entries(merged)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(v.description.length, name).toBeGreaterThan(10);
    }
  });
});
