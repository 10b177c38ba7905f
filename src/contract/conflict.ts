/**
 * conflict service contract.
 */
import type { OperationDef } from './op';

/** Every conflict operation. */
export const conflictOperations: readonly OperationDef[] = [];
