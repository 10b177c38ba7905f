import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { cyberKeys } from '../../data';
import { FEODO_BLOCKLIST_PATH, FEODO_BLOCKLIST_SCHEDULE, feodoTrackerSource } from './source';

const CSV = readFixture(import.meta.url, 'ipblocklist.csv');
const job = (url?: string) =>
  sourceJob(feodoTrackerSource, url === undefined ? {} : { FEODO_TRACKER_BASE_URL: url });

describeJobScenarios({
  name: 'feodo-blocklist',
  job: (url) => job(url),
  payloads: { [FEODO_BLOCKLIST_PATH]: CSV },
  mainPath: FEODO_BLOCKLIST_PATH,
  records: 13,
  malformed: '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head></html>',
});

describe('feodo-blocklist: request and date', () => {
  it('downloads /downloads/ipblocklist.csv and dates the snapshot by the list\'s "Last updated"', async () => {
    const up = await startUpstream({ [FEODO_BLOCKLIST_PATH]: { body: CSV } });
    const h = harness();
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', records: 13, fetchedAt: '2024-04-04T07:03:03.000Z' });
    expect(up.requests[0]?.path).toBe('/downloads/ipblocklist.csv');
    const read = await h.store.snapshots.read(cyberKeys.feodoC2);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe(`abuse.ch Feodo Tracker ${up.url}/downloads/ipblocklist.csv`);
    await up.close();
    await h.close();
  });

  it('publishes an empty list that says it is empty, and keeps no stale entries', async () => {
    const empty = CSV.split('\n')
      .filter((l) => !l.startsWith('"20'))
      .join('\n')
      .replace(/# END \d+ entries/, '# END 0 entries');
    const up = await startUpstream({ [FEODO_BLOCKLIST_PATH]: { body: empty } });
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary).toMatchObject({ state: 'ok', records: 0 });
    await up.close();
    await h.close();
  });

  it('runs keyless every 30 minutes', () => {
    expect(FEODO_BLOCKLIST_SCHEDULE.everyMs).toBe(30 * 60_000);
    expect(job().credentials).toEqual({ kind: 'keyless' });
  });

  it('refuses a malformed FEODO_TRACKER_BASE_URL with a ConfigError naming it', () => {
    const build = () => feodoTrackerSource.createJobs({ FEODO_TRACKER_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('FEODO_TRACKER_BASE_URL must be an http(s) URL (got "not a url")');
  });
});

describe('feodo-blocklist: bundled capture to operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('loads the bundle with the list date and list-cyber-threats answers from it', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 20, fetchedAt: '2024-04-04T07:03:03.000Z' });
    const res = await t.app.inject({
      url: '/api/cyber/v1/list-cyber-threats',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2024-04-04T07:03:03.000Z');
    expect(res.json().threats).toHaveLength(20);
  });
});
