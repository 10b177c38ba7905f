/**
 * Writes `docs/coverage.md` and the README's coverage line from the operation registry and the
 * reference's operations (`npm run coverage`). When the reference OpenAPI documents are at hand
 * (`REFERENCE_OPENAPI_DIR`, default `/work/shared/reference/worldmonitor-openapi`), it first
 * refreshes `src/coverage-reference.json`, the list of their operations the drift test reads.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverageRows, type ReferenceOperation, renderCoverage, withCoverageSummary } from '../src/coverage';
import { coverageInput, REFERENCE_OPERATIONS_FILE } from '../src/coverage-input';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const dir = process.env.REFERENCE_OPENAPI_DIR || '/work/shared/reference/worldmonitor-openapi';

if (existsSync(dir)) {
  const reference: ReferenceOperation[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.openapi.json'))
    .sort()) {
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId: string }>>>;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const m of METHODS) {
        const op = item[m];
        if (op)
          reference.push({
            document: file.replace(/\.openapi\.json$/, ''),
            method: m.toUpperCase() as ReferenceOperation['method'],
            path,
            operationId: op.operationId,
          });
      }
    }
  }
  writeFileSync(REFERENCE_OPERATIONS_FILE, `${JSON.stringify(reference, null, 2)}\n`);
  process.stdout.write(`wrote ${reference.length} reference operations from ${dir}\n`);
}

const input = coverageInput();
writeFileSync(new URL('../docs/coverage.md', import.meta.url), renderCoverage(input));
const readmeUrl = new URL('../README.md', import.meta.url);
writeFileSync(readmeUrl, withCoverageSummary(readFileSync(readmeUrl, 'utf8'), coverageRows(input)));
process.stdout.write('wrote docs/coverage.md and the README coverage line\n');
