/** Handlers of the trade service. */
import type { BoundHandler } from '../handler';

export const tradeHandlers: readonly BoundHandler[] = [];
