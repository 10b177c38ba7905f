import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { climateKeys } from '../../data';
import { GDACS_EVENT_LIST_PATH, gdacsSource } from './source';

const BODY = readFixture(import.meta.url, 'geteventlist-MAP.json');

describeJobScenarios({
  name: 'gdacs-events',
  job: (url) => sourceJob(gdacsSource, { GDACS_BASE_URL: url }),
  payloads: { [GDACS_EVENT_LIST_PATH]: BODY },
  mainPath: GDACS_EVENT_LIST_PATH,
  records: 5,
  malformed: '{"type":"FeatureCollection","error":"maintenance"}',
});

describe('gdacs-events: request, date and bundle', () => {
  it('asks the event list for GeoJSON and dates the snapshot with its newest datemodified', async () => {
    const up = await startUpstream({ [GDACS_EVENT_LIST_PATH]: { body: BODY } });
    const h = harness();
    const summary = await h.run(sourceJob(gdacsSource, { GDACS_BASE_URL: `${up.url}/` }));
    // The run's clock is 2026-08-10T12:00Z; the list's newest update is 2026-07-20T13:21:13.
    expect(summary).toMatchObject({ state: 'ok', records: 5, fetchedAt: '2026-07-20T13:21:13.000Z' });
    expect(up.requests[0]?.path).toBe(GDACS_EVENT_LIST_PATH);
    expect(up.requests[0]?.headers.accept).toContain('application/json');
    await up.close();
    await h.close();
  });

  it('refuses a list with no climate event (suspiciously empty) and keeps nothing', async () => {
    const up = await startUpstream({
      [GDACS_EVENT_LIST_PATH]: { body: '{"type":"FeatureCollection","features":[],"bbox":null}' },
    });
    const h = harness();
    const summary = await h.run(sourceJob(gdacsSource, { GDACS_BASE_URL: up.url }));
    expect(summary.state).toBe('failed');
    expect(summary.error).toMatch(/suspiciously empty/);
    expect((await h.store.snapshots.read(climateKeys.disastersGdacs)).status).toBe('miss');
    await up.close();
    await h.close();
  });

  it('loads the bundled capture with its own date (newest datemodified, not the capture time)', async () => {
    const h = harness();
    const [result] = await loadBundles([sourceJob(gdacsSource)], { store: h.store });
    expect(result).toMatchObject({ state: 'loaded', records: 5, fetchedAt: '2026-07-20T13:21:13.000Z' });
    const read = await h.store.snapshots.read(climateKeys.disastersGdacs);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe('bundled:gdacs/geteventlist-MAP.json');
    await h.close();
  });
});

describe('gdacs: configuration', () => {
  it('refuses a malformed GDACS_BASE_URL with a ConfigError naming it', () => {
    const build = () => gdacsSource.createJobs({ GDACS_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('GDACS_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
