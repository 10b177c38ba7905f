/**
 * OpenAQ v3 (key `OPENAQ_API_KEY`, hourly): the latest PM2.5 reading of every monitored location.
 * Bundled real capture in `bundle/`, loaded even without the key.
 * @see https://docs.openaq.org/
 */
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { createOpenAqAirQualityJob } from './job';

/** Default origin of the OpenAQ API. */
export const OPENAQ_DEFAULT_BASE_URL = 'https://api.openaq.org';

/** Declared variables of the source. */
export const OPENAQ_ENV = {
  OPENAQ_BASE_URL: envVar.url({
    default: OPENAQ_DEFAULT_BASE_URL,
    description: 'OpenAQ v3 API origin.',
  }),
  OPENAQ_API_KEY: envVar.secret({
    description: 'OpenAQ API key (sent as X-API-Key); without it the job is not_configured.',
  }),
} as const;

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
