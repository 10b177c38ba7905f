/**
 * The intelligence service: generated trade-implication cards (SPEC §4.6). No source: the cards
 * are published by an operator tool, never fetched.
 */
import { defineService } from '../service';
import { intelligenceOperations } from './contract';
import { intelligenceKeys } from './data';
import { getGdeltTopicTimelineHandler } from './get-gdelt-topic-timeline';
import { listCrossSourceSignalsHandler } from './list-cross-source-signals';
import { listMarketImplicationsHandler } from './list-market-implications';
import { searchGdeltDocumentsHandler } from './search-gdelt-documents';
import { gdeltDocSource } from './sources/gdelt-doc/source';

/** The intelligence service. */
export const intelligenceService = defineService({
  name: 'intelligence',
  operations: intelligenceOperations,
  handlers: [
    listMarketImplicationsHandler,
    listCrossSourceSignalsHandler,
    searchGdeltDocumentsHandler,
    getGdeltTopicTimelineHandler,
  ],
  sources: [gdeltDocSource],
  keys: intelligenceKeys,
});
