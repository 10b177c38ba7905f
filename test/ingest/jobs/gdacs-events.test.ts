import { describe, expect, it } from 'vitest';
import { loadBundles } from '../../../src/ingest/bundled';
import { createGdacsEventsJob, GDACS_EVENT_LIST_PATH } from '../../../src/ingest/jobs/gdacs-events';
import { keys } from '../../../src/store/keys';
import { fixture, harness } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';
import { startUpstream } from '../../helpers/ingest/upstream-server';

const BODY = fixture('gdacs', 'geteventlist-MAP.json');

describeJobScenarios({
  name: 'gdacs-events',
  job: (url) => createGdacsEventsJob({ GDACS_BASE_URL: url }),
  payloads: { [GDACS_EVENT_LIST_PATH]: BODY },
  mainPath: GDACS_EVENT_LIST_PATH,
  records: 5,
  malformed: '{"type":"FeatureCollection","error":"maintenance"}',
});

describe('gdacs-events: request, date and bundle', () => {
  it('asks the event list for GeoJSON and dates the snapshot with the fetch time', async () => {
    const up = await startUpstream({ [GDACS_EVENT_LIST_PATH]: { body: BODY } });
    const h = harness();
    const summary = await h.run(createGdacsEventsJob({ GDACS_BASE_URL: `${up.url}/` }));
    expect(summary).toMatchObject({ state: 'ok', records: 5, fetchedAt: '2026-08-10T12:00:00.000Z' });
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
    const summary = await h.run(createGdacsEventsJob({ GDACS_BASE_URL: up.url }));
    expect(summary.state).toBe('failed');
    expect(summary.error).toMatch(/suspiciously empty/);
    expect((await h.store.snapshots.read(keys.climateDisastersGdacs)).status).toBe('miss');
    await up.close();
    await h.close();
  });

  it('loads the bundled capture with its capture date', async () => {
    const h = harness();
    const [result] = await loadBundles([createGdacsEventsJob({})], { store: h.store });
    expect(result).toMatchObject({ state: 'loaded', records: 5, fetchedAt: '2026-07-20T14:19:20.000Z' });
    const read = await h.store.snapshots.read(keys.climateDisastersGdacs);
    expect(read.status === 'hit' && read.snapshot.meta.source).toBe('bundled:gdacs/geteventlist-MAP.json');
    await h.close();
  });
});
