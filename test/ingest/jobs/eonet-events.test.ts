import { describe, expect, it } from 'vitest';
import { loadBundles } from '../../../src/ingest/bundled';
import { createEonetEventsJob, EONET_DAYS, EONET_EVENTS_PATH } from '../../../src/ingest/jobs/eonet-events';
import { keys } from '../../../src/store/keys';
import { fixture, harness } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';
import { startUpstream } from '../../helpers/ingest/upstream-server';

const BODY = fixture('eonet', 'events_status-open_days-7.json');

describeJobScenarios({
  name: 'eonet-events',
  job: (url) => createEonetEventsJob({ EONET_BASE_URL: url }),
  payloads: { [EONET_EVENTS_PATH]: BODY },
  mainPath: EONET_EVENTS_PATH,
  records: 11,
  malformed: '{"title":"EONET Events","error":"events unavailable"}',
});

describe('eonet-events: request and bundle', () => {
  it('asks for the open events of the last days', async () => {
    const up = await startUpstream({ [EONET_EVENTS_PATH]: { body: BODY } });
    const h = harness();
    const summary = await h.run(createEonetEventsJob({ EONET_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 11, fetchedAt: '2026-08-10T12:00:00.000Z' });
    expect(up.requests[0]?.path).toBe(`${EONET_EVENTS_PATH}?status=open&days=${EONET_DAYS}`);
    await up.close();
    await h.close();
  });

  it('loads the bundled capture with its capture date', async () => {
    const h = harness();
    const [result] = await loadBundles([createEonetEventsJob({})], { store: h.store });
    expect(result).toMatchObject({ state: 'loaded', records: 11, fetchedAt: '2026-07-20T14:18:49.000Z' });
    const read = await h.store.snapshots.read(keys.climateDisastersEonet);
    const ids = read.status === 'hit' ? read.snapshot.data.disasters.map((d) => d.id) : [];
    expect(ids[0]).toBe('eonet-EONET_21399');
    expect(ids).toHaveLength(11);
    await h.close();
  });
});
