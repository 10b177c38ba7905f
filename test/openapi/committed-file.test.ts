/**
 * `openapi/openapi.json` is committed (DESIGN §2); it must be exactly what the generator makes of
 * the current registry, so a contract change without a regenerated document fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document';
import { serializeOpenApiDocument } from '../../src/openapi/serialize';
import { CATALOG } from '../../src/services';

const OPERATIONS = CATALOG.registry.operations;

const FILE = new URL('../../openapi/openapi.json', import.meta.url);
const HINT =
  'openapi/openapi.json is out of date with the contract: run `npm run openapi` and commit the result';

/** The first line where two texts differ, for a readable failure. */
function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, i) => text !== right[i]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(left[at])}, generated ${JSON.stringify(right[at])}`;
}

describe('committed OpenAPI document', () => {
  it('matches the document generated from the registry', () => {
    expect(existsSync(FILE), HINT).toBe(true);
    const committed = readFileSync(FILE, 'utf8');
    const generated = serializeOpenApiDocument(buildOpenApiDocument(OPERATIONS));
    if (committed !== generated)
      expect.fail(`${HINT} (first difference at ${firstDifference(committed, generated)})`);
  });
});
