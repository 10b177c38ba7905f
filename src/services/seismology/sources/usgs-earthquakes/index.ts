/**
 * USGS earthquake GeoJSON summary feeds (keyless, every 5 minutes): seismic events worldwide, with
 * a bundled real capture.
 * @see https://earthquake.usgs.gov/earthquakes/feed/v1.0/geojson.php
 */
import { defineSource } from '../../../../ingest/source';
import { USGS_EARTHQUAKES_ENV } from './env';
import { createUsgsEarthquakesJob } from './job';

/** The USGS earthquake source. */
export const usgsEarthquakesSource = defineSource({
  id: 'usgs-earthquakes',
  title: 'USGS earthquake GeoJSON summary feeds',
  note: 'keyless; every 5 minutes',
  env: USGS_EARTHQUAKES_ENV,
  jobs: (settings) => [createUsgsEarthquakesJob(settings)],
});
