/**
 * The intelligence service: generated trade-implication cards (SPEC §4.6). No source: the cards
 * are published by an operator tool, never fetched.
 */
import { defineService } from '../service';
import { intelligenceOperations } from './contract';
import { intelligenceKeys } from './data';
import { listCrossSourceSignalsHandler } from './list-cross-source-signals';
import { listMarketImplicationsHandler } from './list-market-implications';

/** The intelligence service. */
export const intelligenceService = defineService({
  name: 'intelligence',
  operations: intelligenceOperations,
  handlers: [listMarketImplicationsHandler, listCrossSourceSignalsHandler],
  keys: intelligenceKeys,
});
