/**
 * resilience service contract.
 */
import type { OperationDef } from './op';

/** Every resilience operation. */
export const resilienceOperations: readonly OperationDef[] = [];
