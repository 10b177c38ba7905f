/** The resilience service: demographic and workforce capability of countries (SPEC §4.6). */
import { defineService } from '../service';
import { resilienceOperations } from './contract';
import { resilienceKeys } from './data';
import { getDemographicsCapabilityHandler } from './get-demographics-capability';
import { resilienceNoSource } from './no-source';
import { worldBankSource } from './sources/worldbank/source';

/** The resilience service. */
export const resilienceService = defineService({
  name: 'resilience',
  operations: [...resilienceOperations, ...resilienceNoSource.operations],
  handlers: [getDemographicsCapabilityHandler, ...resilienceNoSource.handlers],
  keys: resilienceKeys,
  sources: [worldBankSource],
});
