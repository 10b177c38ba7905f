/**
 * What a service is: one folder under `src/services/` declaring its operations (contract), the
 * handlers that serve them, the snapshot keys it owns (data) and its upstream sources. The one
 * list in `index.ts` names the services; everything else is derived from it (DESIGN §6).
 */
import type { OperationDef } from '../contract/op';
import type { Source } from '../ingest/source';
import type { SnapshotKey } from '../store/snapshot';
import type { BoundHandler, BoundPostHandler, PostRouteFactory } from './handler';

/** One service as its `index.ts` declares it. */
export interface ServiceDef {
  /** The path segment (`supply-chain`), which is also the folder name. */
  readonly name: string;
  /** Its operations, in document order. */
  readonly operations: readonly OperationDef[];
  /** One handler per routed GET operation. */
  readonly handlers?: readonly BoundHandler[];
  /** Routes of its POST operations, by operation id (a route written by hand, like the batch's). */
  readonly postRoutes?: Readonly<Record<string, PostRouteFactory>>;
  /** Its POST operations answered from a function of their body (the app builds their routes). */
  readonly postHandlers?: readonly BoundPostHandler[];
  /** The snapshot keys it owns (its `data.ts`). */
  readonly keys?: Readonly<Record<string, SnapshotKey>>;
  /** Its upstream sources (`sources/<source>/`). */
  readonly sources?: readonly Source[];
}

/** Declares a service (checks that operations belong to it and that every GET has its handler). */
export function defineService(def: ServiceDef): ServiceDef {
  const handled = new Set((def.handlers ?? []).map((h) => h.op.id));
  for (const op of def.operations) {
    if (op.service !== def.name) throw new Error(`${op.id} is declared in ${def.name} for ${op.service}`);
    if (!op.routed) continue;
    if (op.method === 'GET' && !handled.has(op.id)) throw new Error(`No handler for ${op.id}`);
    if (op.method === 'POST' && !def.postRoutes?.[op.id] && !def.postHandlers?.some((h) => h.op === op))
      throw new Error(`No route for ${op.id}`);
  }
  for (const h of def.postHandlers ?? []) {
    if (!def.operations.includes(h.op) || h.op.method !== 'POST')
      throw new Error(`POST handler of ${h.op.id} outside ${def.name}'s POST operations`);
  }
  for (const h of def.handlers ?? []) {
    if (!def.operations.includes(h.op))
      throw new Error(`Handler of ${h.op.id} outside ${def.name}'s contract`);
  }
  return def;
}
