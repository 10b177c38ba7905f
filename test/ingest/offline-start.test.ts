import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIngestion, ingestUserAgent } from '../../src/ingest/runtime';
import { CATALOG } from '../../src/services';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** What `npm start` does before listening, with no network: bundles in, keyed jobs not_configured. */
describe('offline start', () => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
    await createIngestion({ env: {}, jobs: CATALOG.createJobs({}), store: t.store }).prepare();
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: { 'x-service-key': key } });

  it('answers get-co2-monitoring and list-airport-delays from the bundles with their capture dates', async () => {
    const co2 = await get('/api/climate/v1/get-co2-monitoring');
    expect(co2.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(co2.headers['x-data-fetched-at']).toBe('2026-08-05T10:21:49.000Z');
    expect(co2.json().monitoring.currentPpm).toBe(429.12);
    const delays = await get('/api/aviation/v1/list-airport-delays');
    expect(delays.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(delays.headers['x-data-fetched-at']).toBe('2026-07-29T14:41:01.000Z');
  });

  it('answers unavailable where no real capture exists', async () => {
    const news = await get('/api/aviation/v1/list-aviation-news');
    expect(news.headers['x-data-status']).toBe('unavailable');
  });

  it('lists each dataset in health, the keyed one without credential as not_configured', async () => {
    const health = (await t.app.inject({ url: '/api/health' })).json() as {
      datasets: { key: string; state: string; ageSeconds: number | null }[];
    };
    const byKey = new Map(health.datasets.map((d) => [d.key, d]));
    // The bundled captures are months old, past their datasets' freshness windows: served, and `stale`.
    expect(byKey.get('climate:co2-monitoring')?.state).toBe('stale');
    expect(byKey.get('climate:co2-monitoring')?.ageSeconds).toBeGreaterThan(0);
    expect(byKey.get('aviation:airport-delays')?.state).toBe('stale');
    expect(byKey.get('conflict:dataset-events')?.state).toBe('not_configured');
    expect(byKey.get('aviation:news')?.state).toBe('missing');
  });

  it('describes itself in the User-Agent', () => {
    expect(ingestUserAgent({})).toMatch(/^worldmonitor-api\/\S+ \(self-hosted world-monitoring data API/);
    expect(ingestUserAgent({ INGEST_CONTACT: 'ops@example.test' })).toContain('+ops@example.test');
    expect(ingestUserAgent({ INGEST_USER_AGENT: 'custom/1' })).toBe('custom/1');
  });
});
