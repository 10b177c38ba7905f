/** The consumer-prices service: retailer basket prices, which have no public source (DESIGN §8). */
import { defineService } from '../service';
import { consumerPricesNoSource } from './no-source';

/** The consumer-prices service. */
export const consumerPricesService = defineService({
  name: 'consumer-prices',
  operations: consumerPricesNoSource.operations,
  handlers: consumerPricesNoSource.handlers,
});
