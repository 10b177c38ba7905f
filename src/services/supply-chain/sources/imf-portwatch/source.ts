/**
 * IMF PortWatch (keyless ArcGIS feature services): the chokepoint database (ids, names,
 * positions; weekly) and the daily transit calls and capacity per chokepoint (every 6 hours).
 * @see https://portwatch.imf.org/
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { chokepointKeys } from '../../chokepoint-data';
import { createChokepointTransitsJob } from './job';
import { parseChokepointRegistry } from './parser';

/** Default ArcGIS origin of PortWatch's feature services. */
export const PORTWATCH_DEFAULT_BASE_URL = 'https://services9.arcgis.com';

/** Declared variables of the source. */
export const PORTWATCH_ENV = {
  IMF_PORTWATCH_BASE_URL: envVar.url({
    default: PORTWATCH_DEFAULT_BASE_URL,
    description:
      'ArcGIS origin of the IMF PortWatch feature services (chokepoint database and daily transits).',
  }),
} as const;

/** Path of the chokepoint database layer's query. */
export const PORTWATCH_CHOKEPOINTS_DB_PATH =
  '/weJ1QsnbMYJlCHdG/arcgis/rest/services/PortWatch_chokepoints_database/FeatureServer/0/query';
/** Its query: every chokepoint, the fields the registry keeps. */
export const PORTWATCH_CHOKEPOINTS_DB_QUERY =
  'where=1%3D1&outFields=portid%2Cportname%2Clat%2Clon&returnGeometry=false&f=json';
/** Weekly plus up to an hour of jitter (PortWatch adds a chokepoint rarely). */
export const PORTWATCH_REGISTRY_SCHEDULE = { everyMs: 7 * 86_400_000, jitterMs: 3_600_000 } as const;

/** Bundled real capture: the portal's CSV export of the chokepoint database (28 chokepoints). */
export const PORTWATCH_REGISTRY_BUNDLE = bundleBeside(import.meta.url, {
  name: 'imf-portwatch',
  files: { chokepoints: 'chokepoints-database.csv' },
  capturedAt: '2026-06-08T00:00:00Z',
});

/** The IMF PortWatch source. */
export const imfPortwatchSource = defineSource({
  id: 'imf-portwatch',
  title: 'IMF PortWatch (chokepoint database and daily chokepoint transits)',
  note: 'keyless; transits every 6 hours, chokepoint database weekly',
  availability: KEYLESS,
  keys: [chokepointKeys.chokepointRegistry, chokepointKeys.chokepointTransits],
  env: PORTWATCH_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'portwatch-chokepoint-registry',
      key: chokepointKeys.chokepointRegistry,
      title: 'IMF PortWatch PortWatch_chokepoints_database',
      url: `${joinUrl(settings.IMF_PORTWATCH_BASE_URL, PORTWATCH_CHOKEPOINTS_DB_PATH)}?${PORTWATCH_CHOKEPOINTS_DB_QUERY}`,
      resource: 'chokepoints',
      accept: 'application/json',
      schedule: PORTWATCH_REGISTRY_SCHEDULE,
      minRecords: 1,
      bundle: PORTWATCH_REGISTRY_BUNDLE,
      parse: (body) => parseChokepointRegistry(body, 'chokepoints'),
    }),
    createChokepointTransitsJob(settings.IMF_PORTWATCH_BASE_URL),
  ],
});
