/** The shipping wave's handlers (issue 40), so the service index takes them in one line. */
import type { BoundHandler } from '../handler';
import { getShippingRatesHandler } from './get-shipping-rates';
import { getShippingStressHandler } from './get-shipping-stress';

export const shippingHandlers: readonly BoundHandler[] = [getShippingStressHandler, getShippingRatesHandler];
