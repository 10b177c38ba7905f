/** The positive-events service: places in positive news, from the GDELT 2.0 GKG. */
import { defineService } from '../service';
import { positiveEventsOperations } from './contract';
import { positiveEventsKeys } from './data';
import { listPositiveGeoEventsHandler } from './list-positive-geo-events';
import { gdeltGkgSource } from './sources/gdelt-gkg/source';

/** The positive-events service. */
export const positiveEventsService = defineService({
  name: 'positive-events',
  operations: positiveEventsOperations,
  handlers: [listPositiveGeoEventsHandler],
  keys: positiveEventsKeys,
  sources: [gdeltGkgSource],
});
