/** Handlers of the resilience service. */
import type { BoundHandler } from '../handler';
import { getDemographicsCapabilityHandler } from './get-demographics-capability';

/** Handlers of the resilience operations. */
export const resilienceHandlers: readonly BoundHandler[] = [getDemographicsCapabilityHandler];
