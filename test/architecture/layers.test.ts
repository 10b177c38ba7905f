/**
 * The tree shows the architecture (DESIGN §6): each service's code lives in its folder, other code
 * reaches a service only through the services list (and other services only through its
 * `data.ts`), and layers import one way. Read from the import statements of `src/` (tests aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/services';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** Modules of `src/services/` that are the services layer itself, not a service. */
const SERVICES_CORE = new Set([
  'services/index.ts',
  'services/service.ts',
  'services/catalog.ts',
  'services/handler.ts',
  'services/keyset-cursor.ts',
  'services/per-snapshot.ts',
  'services/query-window.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const testOnly = entry.name.endsWith('.test.ts') || entry.name.endsWith('.test-helper.ts');
    return entry.name.endsWith('.ts') && !testOnly ? [path] : [];
  });
}

/** Every file of src (relative, e.g. `http/cors.ts`) with the project files it imports. */
const GRAPH = sourceFiles(SRC).map((file) => {
  const text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']*)'/gm)].map((m) => {
    const target = relative(SRC, resolve(dirname(file), m[1] ?? ''));
    return target.endsWith('.ts') ? target : `${target}.ts`;
  });
  return { file: relative(SRC, file), text, imports };
});

/**
 * Mentions allowed because they are published text: the batch contract documents a batched path
 * with an example, and changing it would change the published OpenAPI document.
 */
const PUBLISHED_EXAMPLES = new Set(['services/batch/contract.ts get-energy-prices']);

/** The service folder a path lies in, if any (`services/aviation/x.ts` → `aviation`). */
function serviceOf(path: string): string | undefined {
  if (SERVICES_CORE.has(path) || SERVICES_CORE.has(path.replace(/\.ts\.ts$/, '.ts'))) return undefined;
  const m = /^services\/([^/]+)\//.exec(path);
  return m?.[1];
}

/** Normalises an import target to a file (`services/trade` → `services/trade/index.ts`). */
function targetFile(target: string): string {
  const known = new Set(GRAPH.map((g) => g.file));
  if (known.has(target)) return target;
  const asIndex = target.replace(/\.ts$/, '/index.ts');
  return known.has(asIndex) ? asIndex : target;
}

describe('service folders', () => {
  it('a service is imported only by the services list, and by other services through its data.ts', () => {
    const wrong: string[] = [];
    for (const { file, imports } of GRAPH) {
      for (const raw of imports) {
        const target = targetFile(raw);
        const owner = serviceOf(target);
        if (!owner || serviceOf(file) === owner) continue;
        const fromList = file === 'services/index.ts' && target === `services/${owner}/index.ts`;
        const throughData = serviceOf(file) !== undefined && target === `services/${owner}/data.ts`;
        if (!fromList && !throughData) wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("no file outside a service's folder names one of its operations", () => {
    const wrong: string[] = [];
    for (const op of CATALOG.registry.operations) {
      const rpc = op.path.split('/').at(-1) ?? '';
      // A one-word rpc name (`execute`) is an ordinary word: only its path counts.
      const name = rpc.includes('-') ? rpc : `${op.service}/v1/${rpc}`;
      const pattern = new RegExp(`(?<![a-z-])${name}(?![a-z-])`);
      for (const { file, text } of GRAPH) {
        if (serviceOf(file) === op.service) continue;
        if (pattern.test(text) && !PUBLISHED_EXAMPLES.has(`${file} ${rpc}`))
          wrong.push(`${file} names ${rpc}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every operation has its handler file named by its path segment (no-source ones: its no-source.ts)', () => {
    const files = new Set(GRAPH.map((g) => g.file));
    const text = new Map(GRAPH.map((g) => [g.file, g.text]));
    /** A no-public-source GET declared with noSourceGet in its service's no-source.ts. */
    const inNoSource = (service: string, rpc: string) =>
      text.get(`services/${service}/no-source.ts`)?.includes(`rpc: '${rpc}'`) === true;
    const missing = CATALOG.registry.operations
      .filter((op) => op.routed && op.method === 'GET')
      .filter(
        (op) =>
          !(
            op.availability?.kind === 'no-public-source' &&
            inNoSource(op.service, op.path.split('/').at(-1) ?? '')
          ),
      )
      .map((op) => `services/${op.service}/${op.path.split('/').at(-1)}.ts`)
      .filter((f) => !files.has(f));
    expect(missing).toEqual([]);
  });
});

/** Folders (or root files) that must not import the listed ones: layers go one way. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  'contract/': ['services/', 'http/', 'cli/', 'platform/', 'ingest/', 'app.ts', 'main.ts'],
  'store/': ['services/', 'http/', 'cli/', 'platform/', 'ingest/', 'contract/', 'app.ts', 'main.ts'],
  'ingest/': ['services/', 'http/', 'cli/', 'platform/', 'app.ts', 'main.ts'],
  'reference/': ['services/', 'http/', 'cli/', 'platform/', 'ingest/', 'contract/', 'store/'],
  'auth/': ['services/', 'http/', 'cli/', 'platform/', 'ingest/'],
  'rate-limit/': ['services/', 'http/', 'cli/', 'platform/', 'ingest/'],
  'services/': ['http/', 'cli/', 'platform/', 'app.ts', 'main.ts'],
  'http/': ['cli/', 'platform/', 'app.ts', 'main.ts'],
  'env-vars.ts': ['services/', 'http/', 'cli/', 'platform/', 'ingest/', 'contract/', 'store/'],
  'config.ts': ['services/', 'http/', 'cli/', 'platform/', 'ingest/'],
};

describe('layers', () => {
  it('nothing below imports upwards', () => {
    const wrong: string[] = [];
    for (const { file, imports } of GRAPH) {
      const rules = Object.entries(FORBIDDEN).filter(([layer]) => file.startsWith(layer));
      for (const [, banned] of rules) {
        for (const target of imports)
          if (banned.some((b) => target.startsWith(b))) wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
