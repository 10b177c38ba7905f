/**
 * trade service contract.
 */
import type { OperationDef } from './op';

/** Every trade operation. */
export const tradeOperations: readonly OperationDef[] = [];
