/** Handlers of the economic service. */
import type { BoundHandler } from '../handler';

export const economicHandlers: readonly BoundHandler[] = [];
