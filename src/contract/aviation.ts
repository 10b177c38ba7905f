/**
 * aviation service contract.
 */
import type { OperationDef } from './op';

/** Every aviation operation. */
export const aviationOperations: readonly OperationDef[] = [];
