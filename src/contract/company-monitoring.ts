/**
 * company-monitoring service contract.
 */
import type { OperationDef } from './op';

/** Every company-monitoring operation. */
export const companyMonitoringOperations: readonly OperationDef[] = [];
