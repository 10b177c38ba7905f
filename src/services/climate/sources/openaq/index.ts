/**
 * OpenAQ v3 (key `OPENAQ_API_KEY`, hourly): the latest PM2.5 reading of every monitored location.
 * Bundled real capture in `bundle/`, loaded even without the key.
 * @see https://docs.openaq.org/
 */

import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { OPENAQ_ENV } from './env';
import { createOpenAqAirQualityJob } from './job';

/** The OpenAQ source. */
export const openaqSource = defineSource({
  id: 'openaq',
  title: 'OpenAQ v3 API',
  note: 'key OPENAQ_API_KEY; hourly',
  availability: { kind: 'operator-key', variables: ['OPENAQ_API_KEY'], reason: 'a free OpenAQ v3 API key' },
  keys: [climateKeys.airQuality],
  env: OPENAQ_ENV,
  jobs: (settings) => [createOpenAqAirQualityJob(settings)],
});
