/**
 * Honest freshness (DESIGN §4, issue #33): every answer built from data carries its date and age,
 * and reads `X-Data-Status: stale` once the data is older than its dataset's freshness window
 * (FRESHNESS_CADENCES cadences of the job that refreshes it), with the same body; `/api/health`
 * says `stale` for such datasets, bundled captures included; each batch result carries what its
 * operation's headers say. The clock is injected; the years-old bundle is the real OFAC capture.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadBundles } from '../../src/ingest/bundled';
import { FRESHNESS_CADENCES } from '../../src/ingest/freshness';
import { CATALOG } from '../../src/services';
import { job, snapshotKey } from '../helpers/catalog';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';

const CO2 = '/api/climate/v1/get-co2-monitoring';
const CO2_KEY = snapshotKey('climate:co2-monitoring');
const AUTH = { 'x-service-key': TEST_OPERATOR_KEY };
const HOUR = 3_600_000;
const co2Data = {
  station: 'Synthetic station',
  co2Monthly: [{ year: 2026, month: 1, value: 427 }],
  ch4Monthly: [],
};

describe('freshness of answers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('dates every answer, and calls it stale past its window with the same body', async () => {
    let nowMs = Date.parse('2026-11-01T12:00:00.000Z');
    t = await buildTestApp({ deps: { now: () => new Date(nowMs) } });
    const fetchedAt = new Date(nowMs - HOUR).toISOString();
    await t.store.snapshots.publish(CO2_KEY, co2Data, { fetchedAt, source: 'test' });

    const fresh = await t.app.inject({ url: CO2, headers: AUTH });
    expect(fresh.headers['x-data-status']).toBe('ok');
    expect(fresh.headers['x-data-fetched-at']).toBe(fetchedAt);
    expect(fresh.headers['x-data-age']).toBe('3600');

    const { schedule } = job('noaa-co2');
    const windowMs = FRESHNESS_CADENCES * (schedule.everyMs + schedule.jitterMs);
    nowMs = Date.parse(fetchedAt) + windowMs;
    const edge = await t.app.inject({ url: CO2, headers: AUTH });
    expect(edge.headers['x-data-status']).toBe('ok');
    nowMs += 1_000;
    const stale = await t.app.inject({ url: CO2, headers: AUTH });
    expect(stale.headers['x-data-status']).toBe('stale');
    expect(stale.headers['x-data-age']).toBe(String(windowMs / 1000 + 1));
    expect(stale.body).toBe(fresh.body);
    expect(stale.headers.etag).toBe(fresh.headers.etag);

    const health = (await t.app.inject({ url: '/api/health' })).json();
    const dataset = health.datasets.find((d: { key: string }) => d.key === CO2_KEY.name);
    expect(dataset).toMatchObject({ state: 'stale', freshForSeconds: windowMs / 1000, refresh: 'never_run' });

    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/batch/v1/execute',
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: { operations: [{ id: 'co2', path: `${CO2}?jmespath=monitoring.currentPpm` }] },
    });
    expect(batch.json().results[0]).toEqual({
      id: 'co2',
      status: 200,
      body: 427,
      error: '',
      dataStatus: 'stale',
      dataFetchedAt: fetchedAt,
      dataAgeSeconds: windowMs / 1000 + 1,
    });
  });

  it('reads a years-old bundled capture (the OFAC list) as stale, in the answer and in health', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job('ofac-sdn')], { store: t.store });
    expect(loaded?.state).toBe('loaded');
    const op = CATALOG.registry.operations.find((o) => o.snapshotKeys.includes('sanctions:ofac-sdn'));
    if (!op) throw new Error('no operation reads the OFAC list');
    const query = VALID_QUERIES[op.id] ?? '';
    const res = await t.app.inject({ url: query ? `${op.path}?${query}` : op.path, headers: AUTH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('stale');
    expect(Number(res.headers['x-data-age'])).toBeGreaterThan(365 * 86_400);
    const health = (await t.app.inject({ url: '/api/health' })).json();
    const dataset = health.datasets.find((d: { key: string }) => d.key === 'sanctions:ofac-sdn');
    expect(dataset.state).toBe('stale');
  });
});
