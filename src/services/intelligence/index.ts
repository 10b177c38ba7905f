/** Handlers of the intelligence service. */
import type { BoundHandler } from '../handler';

export const intelligenceHandlers: readonly BoundHandler[] = [];
