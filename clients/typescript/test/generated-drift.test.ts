/**
 * The client's generated sources are committed; they must be exactly what `npm run
 * client:generate` makes of the committed `openapi/openapi.json`, so a contract change without a
 * regenerated client fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateClientSources, OPENAPI_FILE } from '../scripts/generate';

const HINT = 'the TypeScript client is out of date with openapi/openapi.json: run `npm run client:generate`';

describe('generated client sources', () => {
  it('match what the generator makes of openapi/openapi.json', async () => {
    const files = await generateClientSources(readFileSync(OPENAPI_FILE, 'utf8'));
    expect(Object.keys(files).sort()).toEqual(['openapi.ts', 'operations.ts']);
    for (const [name, text] of Object.entries(files)) {
      const committed = readFileSync(`${GENERATED_DIR}${name}`, 'utf8');
      if (committed !== text) expect.fail(`${HINT} (src/generated/${name} differs)`);
    }
  });
});
