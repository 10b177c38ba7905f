import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { climateKeys } from '../../data';
import { EONET_DAYS, EONET_EVENTS_PATH, eonetSource } from './source';

const BODY = readFixture(import.meta.url, 'events_status-open_days-7.json');

describeJobScenarios({
  name: 'eonet-events',
  job: (url) => sourceJob(eonetSource, { EONET_BASE_URL: url }),
  payloads: { [EONET_EVENTS_PATH]: BODY },
  mainPath: EONET_EVENTS_PATH,
  records: 11,
  malformed: '{"title":"EONET Events","error":"events unavailable"}',
});

describe('eonet-events: request and bundle', () => {
  it('asks for the open events of the last days, and dates the snapshot by their newest date', async () => {
    const up = await startUpstream({ [EONET_EVENTS_PATH]: { body: BODY } });
    const h = harness();
    const summary = await h.run(sourceJob(eonetSource, { EONET_BASE_URL: up.url }));
    // The run's clock is 2026-08-10T12:00Z; the newest track point is 2026-07-20T06:00Z.
    expect(summary).toMatchObject({ state: 'ok', records: 11, fetchedAt: '2026-07-20T06:00:00.000Z' });
    expect(up.requests[0]?.path).toBe(`${EONET_EVENTS_PATH}?status=open&days=${EONET_DAYS}`);
    await up.close();
    await h.close();
  });

  it('loads the bundled capture with its own date (newest track point, not the capture time)', async () => {
    const h = harness();
    const [result] = await loadBundles([sourceJob(eonetSource)], { store: h.store });
    expect(result).toMatchObject({ state: 'loaded', records: 11, fetchedAt: '2026-07-20T06:00:00.000Z' });
    const read = await h.store.snapshots.read(climateKeys.disastersEonet);
    const ids = read.status === 'hit' ? read.snapshot.data.disasters.map((d) => d.id) : [];
    expect(ids[0]).toBe('eonet-EONET_21399');
    expect(ids).toHaveLength(11);
    await h.close();
  });
});

describe('eonet: configuration', () => {
  it('refuses a malformed EONET_BASE_URL with a ConfigError naming it', () => {
    const build = () => eonetSource.createJobs({ EONET_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('EONET_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
