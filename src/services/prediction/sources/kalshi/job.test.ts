import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { predictionKeys } from '../../data';
import { KALSHI_EVENTS_PATH, KALSHI_SCHEDULE, kalshiSource } from './source';

const EVENTS = readFixture(import.meta.url, 'events.json');
const job = (url?: string) => sourceJob(kalshiSource, url === undefined ? {} : { KALSHI_BASE_URL: url });

describeJobScenarios({
  name: 'kalshi-events',
  job: (url) => job(url),
  payloads: { [KALSHI_EVENTS_PATH]: EVENTS },
  mainPath: KALSHI_EVENTS_PATH,
  records: 4,
  malformed: '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head></html>',
});

describe('kalshi-events: request and date', () => {
  it('asks /trade-api/v2/events for open events with nested markets, dated by their update times', async () => {
    const up = await startUpstream({ [KALSHI_EVENTS_PATH]: { body: EVENTS } });
    const h = harness();
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', records: 4, fetchedAt: '2026-06-29T19:47:00.786Z' });
    expect(up.requests[0]?.path).toBe('/trade-api/v2/events?status=open&with_nested_markets=true&limit=200');
    const read = await h.store.snapshots.read(predictionKeys.kalshi);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe(
      `Kalshi ${up.url}/trade-api/v2/events?status=open&with_nested_markets=true&limit=200`,
    );
    await up.close();
    await h.close();
  });

  it('runs keyless every 15 minutes', () => {
    expect(KALSHI_SCHEDULE.everyMs).toBe(15 * 60_000);
    expect(job().credentials).toEqual({ kind: 'keyless' });
  });

  it('refuses a malformed KALSHI_BASE_URL with a ConfigError naming it', () => {
    const build = () => kalshiSource.createJobs({ KALSHI_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('KALSHI_BASE_URL');
  });
});

describe('kalshi-events: bundled capture to operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('loads the bundle with its own date and list-prediction-markets answers from it', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 7, fetchedAt: '2026-06-29T19:47:00.786Z' });
    const res = await t.app.inject({
      url: '/api/prediction/v1/list-prediction-markets',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json()).toMatchObject({
      fetchedAt: Date.parse('2026-06-29T19:47:00.786Z'),
      dataAvailable: true,
    });
    expect(res.json().markets).toHaveLength(7);
  });
});
