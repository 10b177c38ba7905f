/** Handlers of the intelligence service. */
import type { BoundHandler } from '../handler';
import { listMarketImplicationsHandler } from './list-market-implications';

/** Handlers of the intelligence operations. */
export const intelligenceHandlers: readonly BoundHandler[] = [listMarketImplicationsHandler];
