/** Handlers of the aviation service. */
import type { BoundHandler } from '../handler';

export const aviationHandlers: readonly BoundHandler[] = [];
