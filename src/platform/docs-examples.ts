/**
 * Example responses of the reference page (`/docs`): each routed GET operation run through its own
 * handler on the bundled data (DESIGN §4 "Out of the box"), with its example query, so the page
 * shows what the operation really answers instead of values made up from the schema. An operation
 * with no bundled data (or a request-time provider, which is not called) shows the body it answers
 * then: its documented empty or degraded body. Built once, in a private in-memory store, on the
 * first request for the page's document.
 */
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import { parseQueryString, validateQuery } from '../http/query';
import { loadBundles } from '../ingest/bundled';
import type { AnyIngestJob } from '../ingest/types';
import { CATALOG } from '../services';
import type { BoundHandler } from '../services/handler';
import { createSqliteStore } from '../store/sqlite';

/** Items of an array an example keeps (the rest of a list is not what an example is for). */
export const EXAMPLE_ARRAY_ITEMS = 3;

/** The caller examples are run as: handlers of snapshot data never read it (get-renderer.ts). */
const EXAMPLE_CALLER: Caller = {
  kind: 'enterprise_key',
  id: 'docs-example',
  accountId: 'docs-example',
  tier: 3,
  scopes: [],
  subscription: 'active',
  planKey: 'enterprise',
};

/** A value with every array cut to its first {@link EXAMPLE_ARRAY_ITEMS} items. */
export function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_ARRAY_ITEMS).map(shortened);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]));
  return value;
}

/** What building the examples needs. */
export interface DocsExampleDeps {
  /** The process's ingestion jobs: their bundles are the data. */
  jobs: readonly AnyIngestJob[];
  operations?: readonly OperationDef[];
  handlers?: ReadonlyMap<string, BoundHandler>;
  /** Where failures are reported (an operation without an example keeps the schema's). */
  warn?: (message: string, err: unknown) => void;
}

/** The example 200 body of each routed GET operation, by operation id. */
export async function buildDocsExamples(deps: DocsExampleDeps): Promise<Map<string, unknown>> {
  const operations = deps.operations ?? CATALOG.registry.operations;
  const handlers = deps.handlers ?? CATALOG.handlers;
  const store = createSqliteStore(':memory:');
  const examples = new Map<string, unknown>();
  try {
    const loaded = await loadBundles(deps.jobs, { store });
    const dataDate = new Map(loaded.flatMap((r) => (r.fetchedAt ? [[r.key, r.fetchedAt] as const] : [])));
    for (const op of operations) {
      const handler = handlers.get(op.id);
      if (op.method !== 'GET' || !op.routed || !handler) continue;
      try {
        const { params } = validateQuery(op, parseQueryString(op.exampleQuery ?? ''));
        // Asked when its data was new: windows such as "the last 24 hours" then hold its records.
        const dates = op.snapshotKeys.flatMap((k) => dataDate.get(k) ?? []).sort();
        const asOf = dates.length > 0 ? new Date(dates[dates.length - 1] as string) : new Date();
        const result = await handler.run(
          { snapshots: store.snapshots, now: () => asOf, providers: {}, caller: EXAMPLE_CALLER },
          params,
        );
        examples.set(op.id, shortened(result.body));
      } catch (err) {
        deps.warn?.(`no example response for ${op.id}`, err);
      }
    }
  } finally {
    await store.close();
  }
  return examples;
}
