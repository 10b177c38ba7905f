import { sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { HDX_HAPI_CONFLICT_PATH, hdxHapiSource } from './source';

/** Documented layout, synthetic values (fixtures/SOURCE.md). */
const PAGE = JSON.stringify({
  data: [
    {
      location_code: 'YEM',
      location_name: 'Yemen',
      event_type: 'political_violence',
      events: 12,
      fatalities: 30,
      reference_period_start: '2026-06-01',
      reference_period_end: '2026-06-30',
    },
    {
      location_code: 'SDN',
      location_name: 'Sudan',
      event_type: 'demonstration',
      events: 2,
      fatalities: 0,
      reference_period_start: '2026-06-01',
      reference_period_end: '2026-06-30',
    },
  ],
});

describeJobScenarios({
  name: 'hdx-hapi-conflict-events (documented layout)',
  job: (url) =>
    sourceJob(hdxHapiSource, {
      HDX_HAPI_BASE_URL: url,
      HDX_HAPI_APP_IDENTIFIER: 'dGVzdDp0ZXN0QGV4YW1wbGUub3Jn',
    }),
  payloads: { [HDX_HAPI_CONFLICT_PATH]: PAGE },
  mainPath: HDX_HAPI_CONFLICT_PATH,
  records: 2,
  malformed: '{"detail":"Not authenticated"}',
});
