/** The shipping service (version 2 path, /api/v2/shipping/…): route intelligence, which has no public source (DESIGN §8). */
import { defineService } from '../service';
import { shippingNoSource } from './no-source';

/** The shipping service. */
export const shippingService = defineService({
  name: 'shipping',
  operations: shippingNoSource.operations,
  handlers: shippingNoSource.handlers,
});
