/** The conflict service: armed-conflict events from UCDP GED and ACLED (SPEC §4.5). */
import { defineService } from '../service';
import { conflictOperations } from './contract';
import { conflictKeys } from './data';
import {
  getHumanitarianSummaryBatchHandler,
  getHumanitarianSummaryHandler,
} from './get-humanitarian-summary';
import { listDatasetEventsHandler } from './list-dataset-events';
import { listIranEventsHandler } from './list-iran-events';
import { listUcdpEventsHandler } from './list-ucdp-events';
import { acledUnrestSource } from './sources/acled-unrest/source';
import { hdxHapiSource } from './sources/hdx-hapi/source';
import { ucdpAcledSource } from './sources/ucdp-acled/source';

/** The conflict service. */
export const conflictService = defineService({
  name: 'conflict',
  operations: conflictOperations,
  handlers: [
    listDatasetEventsHandler,
    listIranEventsHandler,
    listUcdpEventsHandler,
    getHumanitarianSummaryHandler,
  ],
  postHandlers: [getHumanitarianSummaryBatchHandler],
  keys: conflictKeys,
  sources: [ucdpAcledSource, acledUnrestSource, hdxHapiSource],
});
