/**
 * What `docs/coverage.md` is rendered from: the reference's operations (`coverage-reference.json`,
 * refreshed by `npm run coverage` from the reference documents) and the services list.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CoverageInput, ReferenceOperation } from './coverage';
import { CATALOG } from './services';

/** The committed list of the reference's operations. */
export const REFERENCE_OPERATIONS_FILE = fileURLToPath(new URL('./coverage-reference.json', import.meta.url));

/** The reference's operations and the registry, sources and jobs (default settings) of this server. */
export function coverageInput(): CoverageInput {
  return {
    reference: JSON.parse(readFileSync(REFERENCE_OPERATIONS_FILE, 'utf8')) as ReferenceOperation[],
    operations: CATALOG.registry.operations,
    sources: CATALOG.sources,
    jobs: CATALOG.createJobs({}),
  };
}
