/**
 * The intelligence service: generated trade-implication cards (SPEC §4.6). No source: the cards
 * are published by an operator tool, never fetched.
 */
import { defineService } from '../service';
import { intelligenceOperations } from './contract';
import { intelligenceKeys } from './data';
import { getCountryPortActivityHandler } from './get-country-port-activity';
import { getGdeltTopicTimelineHandler } from './get-gdelt-topic-timeline';
import { listCrossSourceSignalsHandler } from './list-cross-source-signals';
import { listMarketImplicationsHandler } from './list-market-implications';
import { intelligenceNoSource } from './no-source';
import { portActivityKeys } from './port-data';
import { searchGdeltDocumentsHandler } from './search-gdelt-documents';
import { gdeltDocSource } from './sources/gdelt-doc/source';
import { imfPortwatchPortsSource } from './sources/imf-portwatch-ports/source';

/** The intelligence service. */
export const intelligenceService = defineService({
  name: 'intelligence',
  operations: [...intelligenceOperations, ...intelligenceNoSource.operations],
  handlers: [
    listMarketImplicationsHandler,
    getCountryPortActivityHandler,
    listCrossSourceSignalsHandler,
    searchGdeltDocumentsHandler,
    getGdeltTopicTimelineHandler,
    ...intelligenceNoSource.handlers,
  ],
  postHandlers: intelligenceNoSource.postHandlers,
  keys: { ...intelligenceKeys, ...portActivityKeys },
  sources: [imfPortwatchPortsSource, gdeltDocSource],
});
