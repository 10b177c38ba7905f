/** The trade service: US customs revenue (SPEC §4.6). */
import { defineService } from '../service';
import { tradeOperations } from './contract';
import { tradeKeys } from './data';
import { getCustomsRevenueHandler } from './get-customs-revenue';
import { treasuryFiscalDataSource } from './sources/treasury-fiscal-data/source';

/** The trade service. */
export const tradeService = defineService({
  name: 'trade',
  operations: tradeOperations,
  handlers: [getCustomsRevenueHandler],
  keys: tradeKeys,
  sources: [treasuryFiscalDataSource],
});
