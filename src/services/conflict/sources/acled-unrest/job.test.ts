import { sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { ACLED_READ_PATH } from '../acled/fetch';
import { acledPage, acledRow } from '../acled/pages.test-helper';
import { acledUnrestSource } from './source';

/** Synthetic ACLED rows (no ACLED capture exists): two demonstrations and a battle, which is left out. */
const PAGE = acledPage([
  acledRow({
    event_id_cnty: 'KEN1',
    event_type: 'Protests',
    country: 'Kenya',
    iso: '404',
    event_date: '2026-08-01',
  }),
  acledRow({
    event_id_cnty: 'KEN2',
    event_type: 'Riots',
    country: 'Kenya',
    iso: '404',
    event_date: '2026-08-02',
  }),
  acledRow({ event_id_cnty: 'COD1', event_type: 'Battles', event_date: '2026-08-02' }),
]);

describeJobScenarios({
  name: 'acled-unrest-events (synthetic rows)',
  job: (url) => sourceJob(acledUnrestSource, { ACLED_BASE_URL: url, ACLED_ACCESS_TOKEN: 'test-token' }),
  payloads: { [ACLED_READ_PATH]: PAGE },
  mainPath: ACLED_READ_PATH,
  records: 2,
  malformed: '{"status":400,"success":false,"error":"bad request"}',
});
