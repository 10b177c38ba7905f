/**
 * batch service contract.
 */
import type { OperationDef } from './op';

/** Every batch operation. */
export const batchOperations: readonly OperationDef[] = [];
