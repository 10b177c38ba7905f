/**
 * intelligence service contract.
 */
import type { OperationDef } from './op';

/** Every intelligence operation. */
export const intelligenceOperations: readonly OperationDef[] = [];
