/**
 * economic service contract.
 */
import type { OperationDef } from './op';

/** Every economic operation. */
export const economicOperations: readonly OperationDef[] = [];
