import { describe, expect, it } from 'vitest';
import {
  createFaaAirportDelaysJob,
  FAA_AIRPORT_STATUS_PATH,
} from '../../../src/ingest/jobs/faa-airport-delays';
import { keys } from '../../../src/store/keys';
import { fixture, harness } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';
import { startUpstream } from '../../helpers/ingest/upstream-server';

const XML = fixture('faa-nas-status', 'airport-status-information.xml');

describeJobScenarios({
  name: 'faa-airport-delays',
  job: (url) => createFaaAirportDelaysJob({ FAA_NAS_BASE_URL: url }),
  payloads: { [FAA_AIRPORT_STATUS_PATH]: XML },
  mainPath: FAA_AIRPORT_STATUS_PATH,
  records: 6,
  malformed: '{"error":"not xml"}',
});

describe('faa-airport-delays: dates and zero alerts', () => {
  it("dates the snapshot with the feed's Update_Time, not the fetch time", async () => {
    const up = await startUpstream({ [FAA_AIRPORT_STATUS_PATH]: { body: XML } });
    const h = harness();
    const summary = await h.run(createFaaAirportDelaysJob({ FAA_NAS_BASE_URL: `${up.url}/` }));
    expect(summary.fetchedAt).toBe('2026-07-29T14:41:01.000Z');
    const read = await h.store.snapshots.read(keys.aviationAirportDelays);
    expect(
      read.status === 'hit' &&
        read.snapshot.data.alerts.every((a) => a.updatedAt === Date.UTC(2026, 6, 29, 14, 41, 1)),
    ).toBe(true);
    await up.close();
    await h.close();
  });

  it('publishes a feed with no programme in force as zero alerts', async () => {
    const quiet =
      '<AIRPORT_STATUS_INFORMATION><Update_Time>Sat Aug 01 03:00:00 2026 GMT</Update_Time><Dtd_File>http://www.fly.faa.gov/AirportStatus.dtd</Dtd_File></AIRPORT_STATUS_INFORMATION>';
    const up = await startUpstream({ [FAA_AIRPORT_STATUS_PATH]: { body: quiet } });
    const h = harness();
    const summary = await h.run(createFaaAirportDelaysJob({ FAA_NAS_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 0, fetchedAt: '2026-08-01T03:00:00.000Z' });
    await up.close();
    await h.close();
  });
});
