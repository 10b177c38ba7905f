/**
 * supply-chain service contract.
 */
import type { OperationDef } from './op';

/** Every supply-chain operation. */
export const supplyChainOperations: readonly OperationDef[] = [];
