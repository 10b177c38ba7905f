/** The seismology service: recent earthquakes from the USGS summary feeds. */
import { defineService } from '../service';
import { seismologyOperations } from './contract';
import { seismologyKeys } from './data';
import { listEarthquakesHandler } from './list-earthquakes';
import { usgsEarthquakesSource } from './sources/usgs-earthquakes/source';

/** The seismology service. */
export const seismologyService = defineService({
  name: 'seismology',
  operations: seismologyOperations,
  handlers: [listEarthquakesHandler],
  keys: seismologyKeys,
  sources: [usgsEarthquakesSource],
});
