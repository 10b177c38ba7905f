/** Handlers of the trade service. */
import type { BoundHandler } from '../handler';
import { getCustomsRevenueHandler } from './get-customs-revenue';

/** Handlers of the trade operations. */
export const tradeHandlers: readonly BoundHandler[] = [getCustomsRevenueHandler];
