import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { createSqliteStore } from '../../../../store/sqlite';
import { aviationKeys } from '../../data';
import { FAA_AIRPORT_STATUS_PATH, faaNasStatusSource } from './source';

const XML = readFixture(import.meta.url, 'airport-status-information.xml');
const job = (url?: string) =>
  sourceJob(faaNasStatusSource, url === undefined ? {} : { FAA_NAS_BASE_URL: url });

describeJobScenarios({
  name: 'faa-airport-delays',
  job: (url) => job(url),
  payloads: { [FAA_AIRPORT_STATUS_PATH]: XML },
  mainPath: FAA_AIRPORT_STATUS_PATH,
  records: 6,
  malformed: '{"error":"not xml"}',
});

describe('faa-airport-delays: dates and zero alerts', () => {
  it("dates the snapshot with the feed's Update_Time, not the fetch time", async () => {
    const up = await startUpstream({ [FAA_AIRPORT_STATUS_PATH]: { body: XML } });
    const h = harness();
    const summary = await h.run(job(`${up.url}/`));
    expect(summary.fetchedAt).toBe('2026-07-29T14:41:01.000Z');
    const read = await h.store.snapshots.read(aviationKeys.airportDelays);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    for (const a of read.snapshot.data.alerts) expect(a.updatedAt).toBe(Date.UTC(2026, 6, 29, 14, 41, 1));
    await up.close();
    await h.close();
  });

  it('publishes a feed with no programme in force as zero alerts', async () => {
    const quiet =
      '<AIRPORT_STATUS_INFORMATION><Update_Time>Sat Aug 01 03:00:00 2026 GMT</Update_Time><Dtd_File>http://www.fly.faa.gov/AirportStatus.dtd</Dtd_File></AIRPORT_STATUS_INFORMATION>';
    const up = await startUpstream({ [FAA_AIRPORT_STATUS_PATH]: { body: quiet } });
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary).toMatchObject({ state: 'ok', records: 0, fetchedAt: '2026-08-01T03:00:00.000Z' });
    await up.close();
    await h.close();
  });
});

describe('faa-airport-delays: configuration and bundle', () => {
  it('refuses a malformed FAA_NAS_BASE_URL at start, naming the variable', () => {
    expect(() => faaNasStatusSource.createJobs({ FAA_NAS_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => faaNasStatusSource.createJobs({ FAA_NAS_BASE_URL: 'not a url' })).toThrow(
      /FAA_NAS_BASE_URL/,
    );
  });

  it('loads the bundled real capture under its old name, with its true date', async () => {
    const store = createSqliteStore(':memory:');
    const [result] = await loadBundles([job()], { store });
    expect(result).toMatchObject({ state: 'loaded', fetchedAt: '2026-07-29T14:41:01.000Z' });
    const read = await store.snapshots.read(aviationKeys.airportDelays);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe('bundled:faa-nas-status/airport-status-information.xml');
    await store.close();
  });
});
