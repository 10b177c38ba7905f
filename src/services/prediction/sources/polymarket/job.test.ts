import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { predictionKeys } from '../../data';
import { POLYMARKET_EVENTS_PATH, POLYMARKET_SCHEDULE, polymarketSource } from './source';

const EVENTS = readFixture(import.meta.url, 'events.json');
const job = (url?: string) =>
  sourceJob(polymarketSource, url === undefined ? {} : { POLYMARKET_GAMMA_BASE_URL: url });

describeJobScenarios({
  name: 'polymarket-events',
  job: (url) => job(url),
  payloads: { [POLYMARKET_EVENTS_PATH]: EVENTS },
  mainPath: POLYMARKET_EVENTS_PATH,
  records: 2,
  malformed: '{"type":"validation error","error":"invalid order"}',
});

describe('polymarket-events: request and date', () => {
  it('asks /events for open events by 24-hour volume and dates the snapshot by their updatedAt', async () => {
    const up = await startUpstream({ [POLYMARKET_EVENTS_PATH]: { body: EVENTS } });
    const h = harness();
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', records: 2, fetchedAt: '2026-07-25T05:50:21.591Z' });
    expect(up.requests[0]?.path).toBe(
      '/events?limit=100&active=true&closed=false&order=volume24hr&ascending=false',
    );
    const read = await h.store.snapshots.read(predictionKeys.polymarket);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe(
      `Polymarket Gamma ${up.url}/events?limit=100&active=true&closed=false&order=volume24hr&ascending=false`,
    );
    await up.close();
    await h.close();
  });

  it('refuses a list without any open market, keeping nothing', async () => {
    const up = await startUpstream({ [POLYMARKET_EVENTS_PATH]: { body: '[]' } });
    const h = harness();
    expect((await h.run(job(up.url))).state).toBe('failed');
    expect((await h.store.snapshots.read(predictionKeys.polymarket)).status).toBe('miss');
    await up.close();
    await h.close();
  });

  it('runs keyless every 15 minutes', () => {
    expect(POLYMARKET_SCHEDULE.everyMs).toBe(15 * 60_000);
    expect(job().credentials).toEqual({ kind: 'keyless' });
  });

  it('refuses a malformed POLYMARKET_GAMMA_BASE_URL with a ConfigError naming it', () => {
    const build = () => polymarketSource.createJobs({ POLYMARKET_GAMMA_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('POLYMARKET_GAMMA_BASE_URL');
  });
});

describe('polymarket-events: bundled capture to operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('loads the bundle with its own date and list-prediction-markets answers from it', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 2, fetchedAt: '2026-07-25T05:50:21.591Z' });
    const res = await t.app.inject({
      url: '/api/prediction/v1/list-prediction-markets',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-25T05:50:21.591Z');
    expect(res.json().markets.map((m: { source: string }) => m.source)).toEqual([
      'MARKET_SOURCE_POLYMARKET',
      'MARKET_SOURCE_POLYMARKET',
    ]);
  });
});
