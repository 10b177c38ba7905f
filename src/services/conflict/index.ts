/** Handlers of the conflict service. */
import type { BoundHandler } from '../handler';

export const conflictHandlers: readonly BoundHandler[] = [];
