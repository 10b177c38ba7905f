/** The company-monitoring service: published as a contract only, not routed (SPEC §1, §4.6). */
import { defineService } from '../service';
import { companyMonitoringOperations } from './contract';

/** The company-monitoring service. */
export const companyMonitoringService = defineService({
  name: 'company-monitoring',
  operations: companyMonitoringOperations,
});
