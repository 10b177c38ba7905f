/**
 * A source is its declaration, its parser and its recorded payloads (`src/services/README.md`):
 * every source the services list holds is declared in a `source.ts` of its own folder, and source
 * folders stay small (median of non-test code files at most 2; a `job.ts` only where a run's
 * requests depend on earlier answers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/services';

const SERVICES = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/services');
/** Most non-test code files the median source folder may hold. */
const MEDIAN_CODE_FILES = 2;

const folders = readdirSync(SERVICES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((service) => {
    const dir = join(SERVICES, service.name, 'sources');
    const entries = (() => {
      try {
        return readdirSync(dir, { withFileTypes: true });
      } catch {
        return [];
      }
    })();
    return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name));
  });

const codeFiles = (dir: string) =>
  readdirSync(dir).filter((f) => f.endsWith('.ts') && !/\.test(-helper)?\.ts$/.test(f));

describe('source folders', () => {
  it('declare every source of the services list in its own source.ts', () => {
    const declared = folders
      .filter((dir) => codeFiles(dir).includes('source.ts'))
      .filter((dir) => readFileSync(join(dir, 'source.ts'), 'utf8').includes('defineSource('))
      .map((dir) => dir.split('/').at(-1));
    expect(declared.sort()).toEqual(CATALOG.sources.map((s) => s.id).sort());
  });

  it(`hold at most ${MEDIAN_CODE_FILES} non-test code files in the median folder`, () => {
    const counts = folders.map((dir) => codeFiles(dir).length).sort((a, b) => a - b);
    const mid = counts.length / 2;
    const median =
      counts.length % 2 === 1 ? counts[Math.floor(mid)] : ((counts[mid - 1] ?? 0) + (counts[mid] ?? 0)) / 2;
    expect(median).toBeLessThanOrEqual(MEDIAN_CODE_FILES);
  });
});
