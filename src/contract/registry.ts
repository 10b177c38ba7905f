/**
 * The registry: every operation of the API, in document order. Routing, the batch allow-list,
 * authentication, the OpenAPI document and the docs all read this list (DESIGN §2).
 */
import { aviationOperations } from './aviation';
import { batchOperations } from './batch';
import { climateOperations } from './climate';
import { companyMonitoringOperations } from './company-monitoring';
import { conflictOperations } from './conflict';
import { economicOperations } from './economic';
import { intelligenceOperations } from './intelligence';
import type { OperationDef } from './op';
import { resilienceOperations } from './resilience';
import { supplyChainOperations } from './supply-chain';
import { tradeOperations } from './trade';

/** Every operation, routed or not. */
export const OPERATIONS: readonly OperationDef[] = [
  ...aviationOperations,
  ...batchOperations,
  ...climateOperations,
  ...conflictOperations,
  ...supplyChainOperations,
  ...resilienceOperations,
  ...economicOperations,
  ...tradeOperations,
  ...intelligenceOperations,
  ...companyMonitoringOperations,
];

/** Routed GET operations by path (the batch allow-list, SPEC §4.3). */
export const GET_OPERATIONS_BY_PATH: ReadonlyMap<string, OperationDef> = new Map(
  OPERATIONS.filter((op) => op.method === 'GET' && op.routed).map((op) => [op.path, op]),
);

/** Methods served at a path (empty when the path is unknown or unrouted). */
export function methodsForPath(path: string): string[] {
  return OPERATIONS.filter((op) => op.routed && op.path === path).map((op) => op.method);
}

/** Finds an operation by its id. */
export function operationById(id: string): OperationDef | undefined {
  return OPERATIONS.find((op) => op.id === id);
}
