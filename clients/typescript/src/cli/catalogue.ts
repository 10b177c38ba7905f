/**
 * The operations the CLI knows, from the generated operation table: lookup by service and
 * operation as they appear in paths (`supply-chain list-pipelines`; camelCase also accepted).
 */
import { OPERATIONS } from '../generated/operations.js';
import type { OperationSpec } from '../operation-spec.js';

/** Every operation of the contract, in document order. */
export const ALL_OPERATIONS: readonly OperationSpec[] = Object.values(OPERATIONS).flatMap((service) =>
  Object.values(service),
);

/** The operations `get` can call: routed GET operations. */
export const GET_OPERATIONS: readonly OperationSpec[] = ALL_OPERATIONS.filter(
  (op) => op.method === 'GET' && op.routed,
);

/** Service segments that have GET operations, in document order. */
export const GET_SERVICES: readonly string[] = [...new Set(GET_OPERATIONS.map((op) => op.service))];

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The GET operation named by a service and an operation, or undefined. */
export function findGetOperation(service: string, name: string): OperationSpec | undefined {
  const s = kebab(service);
  const n = kebab(name);
  return GET_OPERATIONS.find((op) => op.service === s && op.name === n);
}

/** The GET operations of a service. */
export function operationsOf(service: string): OperationSpec[] {
  const s = kebab(service);
  return GET_OPERATIONS.filter((op) => op.service === s);
}
