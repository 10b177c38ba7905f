/** The natural service: natural events from NASA EONET, GDACS and NOAA NHC, merged. */
import { defineService } from '../service';
import { naturalOperations } from './contract';
import { naturalKeys } from './data';
import { listNaturalEventsHandler } from './list-natural-events';
import { nhcSource } from './sources/nhc/source';

/** The natural service. */
export const naturalService = defineService({
  name: 'natural',
  operations: naturalOperations,
  handlers: [listNaturalEventsHandler],
  keys: naturalKeys,
  sources: [nhcSource],
});
