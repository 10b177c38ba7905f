/**
 * USGS earthquake GeoJSON summary feeds (keyless, every 5 minutes): seismic events worldwide, with
 * a bundled real capture.
 * @see https://earthquake.usgs.gov/earthquakes/feed/v1.0/geojson.php
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { seismologyKeys } from '../../data';
import { USGS_EARTHQUAKES_ENV } from './env';
import { createUsgsEarthquakesJob } from './job';

/** The USGS earthquake source. */
export const usgsEarthquakesSource = defineSource({
  id: 'usgs-earthquakes',
  title: 'USGS earthquake GeoJSON summary feeds',
  note: 'keyless; every 5 minutes',
  availability: KEYLESS,
  keys: [seismologyKeys.earthquakes],
  env: USGS_EARTHQUAKES_ENV,
  jobs: (settings) => [createUsgsEarthquakesJob(settings)],
});
