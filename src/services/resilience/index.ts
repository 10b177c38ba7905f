/** Handlers of the resilience service. */
import type { BoundHandler } from '../handler';

export const resilienceHandlers: readonly BoundHandler[] = [];
