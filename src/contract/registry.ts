/**
 * The registry: every operation of the API, in document order, and the lookups derived from it.
 * The services list builds it (`src/services/index.ts`); routing, the batch allow-list,
 * authentication, the OpenAPI document and the docs all read it (DESIGN §2).
 */
import type { OperationDef } from './op';

/** The operations of the API and their lookups. */
export interface Registry {
  /** Every operation, routed or not, in document order. */
  readonly operations: readonly OperationDef[];
  /** Routed GET operations by path (the batch allow-list, SPEC §4.3). */
  readonly getOperationsByPath: ReadonlyMap<string, OperationDef>;
  /** Methods served at a path (empty when the path is unknown or unrouted). */
  methodsForPath(path: string): string[];
  /** Finds an operation by its id. */
  operationById(id: string): OperationDef | undefined;
}

/**
 * Builds the registry, refusing duplicate ids or paths and snapshot keys nobody owns
 * (`knownKeys`: every key name the services declare).
 */
export function createRegistry(
  operations: readonly OperationDef[],
  knownKeys: ReadonlySet<string>,
): Registry {
  const ids = new Set<string>();
  const routes = new Set<string>();
  for (const op of operations) {
    if (ids.has(op.id)) throw new Error(`Operation ${op.id} is declared twice`);
    ids.add(op.id);
    const route = `${op.method} ${op.path}`;
    if (routes.has(route)) throw new Error(`${route} is declared twice`);
    routes.add(route);
    for (const key of op.snapshotKeys) {
      if (!knownKeys.has(key))
        throw new Error(`${op.id} reads snapshot key ${key}, which no service declares`);
    }
  }
  const byId = new Map(operations.map((op) => [op.id, op]));
  return {
    operations,
    getOperationsByPath: new Map(
      operations.filter((op) => op.method === 'GET' && op.routed).map((op) => [op.path, op]),
    ),
    methodsForPath: (path) => operations.filter((op) => op.routed && op.path === path).map((op) => op.method),
    operationById: (id) => byId.get(id),
  };
}
