/**
 * The intelligence service: generated trade-implication cards (SPEC §4.6), published by an
 * operator tool and never fetched; satellites (CelesTrak), GPS interference (GPSJam), port activity
 * (PortWatch), GDELT searches and cross-source signals.
 */
import { defineService } from '../service';
import { intelligenceOperations } from './contract';
import { intelligenceKeys } from './data';
import { orbitKeys } from './data-orbit';
import { getCountryPortActivityHandler } from './get-country-port-activity';
import { getGdeltTopicTimelineHandler } from './get-gdelt-topic-timeline';
import { listCrossSourceSignalsHandler } from './list-cross-source-signals';
import { listGpsInterferenceHandler } from './list-gps-interference';
import { listMarketImplicationsHandler } from './list-market-implications';
import { listSatellitesHandler } from './list-satellites';
import { intelligenceNoSource } from './no-source';
import { portActivityKeys } from './port-data';
import { searchGdeltDocumentsHandler } from './search-gdelt-documents';
import { celestrakSource } from './sources/celestrak/source';
import { gdeltDocSource } from './sources/gdelt-doc/source';
import { gpsJamSource } from './sources/gpsjam/source';
import { imfPortwatchPortsSource } from './sources/imf-portwatch-ports/source';

/** The intelligence service. */
export const intelligenceService = defineService({
  name: 'intelligence',
  operations: [...intelligenceOperations, ...intelligenceNoSource.operations],
  handlers: [
    listMarketImplicationsHandler,
    getCountryPortActivityHandler,
    listSatellitesHandler,
    listGpsInterferenceHandler,
    listCrossSourceSignalsHandler,
    searchGdeltDocumentsHandler,
    getGdeltTopicTimelineHandler,
    ...intelligenceNoSource.handlers,
  ],
  postHandlers: intelligenceNoSource.postHandlers,
  keys: { ...intelligenceKeys, ...portActivityKeys, ...orbitKeys },
  sources: [imfPortwatchPortsSource, celestrakSource, gpsJamSource, gdeltDocSource],
});
