import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { naturalKeys } from '../../data';
import { NHC_CURRENT_STORMS_PATH, nhcSource } from './source';

const BODY = readFixture(import.meta.url, 'CurrentStorms.json');

describeJobScenarios({
  name: 'nhc-current-storms',
  job: (url) => sourceJob(nhcSource, { NHC_BASE_URL: url }),
  payloads: { [NHC_CURRENT_STORMS_PATH]: BODY },
  mainPath: NHC_CURRENT_STORMS_PATH,
  records: 1,
  malformed: '{"error":"storms unavailable"}',
});

describe('nhc-current-storms: request, empty season and bundle', () => {
  it('asks for CurrentStorms.json and dates the snapshot by the newest advisory', async () => {
    const up = await startUpstream({ [NHC_CURRENT_STORMS_PATH]: { body: BODY } });
    const h = harness();
    const summary = await h.run(sourceJob(nhcSource, { NHC_BASE_URL: up.url }));
    // The run's clock is 2026-08-10T12:00Z; Genevieve's advisory 036 is 2026-08-02T03:00Z.
    expect(summary).toMatchObject({ state: 'ok', records: 1, fetchedAt: '2026-08-02T03:00:00.000Z' });
    expect(up.requests[0]?.path).toBe(NHC_CURRENT_STORMS_PATH);
    await up.close();
    await h.close();
  });

  it('replaces the storms with an empty list when NHC lists none (no storm lingers)', async () => {
    const up = await startUpstream({ [NHC_CURRENT_STORMS_PATH]: { body: BODY } });
    const h = harness();
    const job = sourceJob(nhcSource, { NHC_BASE_URL: up.url });
    await h.run(job);
    up.route(NHC_CURRENT_STORMS_PATH, { body: '{"activeStorms":[]}' });
    const summary = await h.run(job);
    expect(summary).toMatchObject({ state: 'ok', records: 0, fetchedAt: '2026-08-10T12:00:00.000Z' });
    const read = await h.store.snapshots.read(naturalKeys.stormsNhc);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.storms).toEqual([]);
    await up.close();
    await h.close();
  });

  it('loads the bundled capture with its own date (the advisory, not the capture time)', async () => {
    const h = harness();
    const [result] = await loadBundles([sourceJob(nhcSource)], { store: h.store });
    expect(result).toMatchObject({ state: 'loaded', records: 1, fetchedAt: '2026-08-02T03:00:00.000Z' });
    const read = await h.store.snapshots.read(naturalKeys.stormsNhc);
    const storms = read.status === 'hit' ? read.snapshot.data.storms : [];
    expect(storms.map((s) => [s.id, s.name, s.windKt, s.pressureMb])).toEqual([
      ['ep072026', 'Genevieve', 40, 1004],
    ]);
    await h.close();
  });
});

describe('nhc: configuration', () => {
  it('refuses a malformed NHC_BASE_URL with a ConfigError naming it', () => {
    const build = () => nhcSource.createJobs({ NHC_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('NHC_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
