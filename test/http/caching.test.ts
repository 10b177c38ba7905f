/**
 * HTTP caching of GET operations (DESIGN §3): strong ETags on the final bytes, 304 on a matching
 * If-None-Match, Cache-Control from the contract (private when credentialed, no-store when
 * degraded), and responses served from memory (no SQLite read on the request path). Snapshot data
 * is synthetic test input.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TIER_SECONDS } from '../../src/contract/op';
import type { PostRoute } from '../../src/http/operation-routes';
import { strongEtag } from '../../src/http/rendered-response';
import { RESPONSE_CACHE_MAX_AGE_MS } from '../../src/http/response-cache';
import type { CachedSnapshotStore } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { operation, snapshotKey } from '../helpers/catalog';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

const getCo2Monitoring = operation('GetCo2Monitoring');
const listDatasetEvents = operation('ListDatasetEvents');
const CO2_KEY = snapshotKey('climate:co2-monitoring');
const EVENTS_KEY = snapshotKey('conflict:dataset-events');

const CO2 = '/api/climate/v1/get-co2-monitoring';
const EVENTS = '/api/conflict/v1/list-dataset-events';
const NOW = Date.parse('2026-07-31T00:00:00.000Z');
const DAY = 86_400_000;
const META = { fetchedAt: '2026-07-30T06:00:00.000Z', source: 'test' };
const postRoutes = new Map<string, PostRoute>([
  ['ExecuteBatch', async (_req, reply) => reply.code(501).send()],
]);
const AUTH = { 'x-service-key': TEST_OPERATOR_KEY };

const co2Data = (latest: number) => ({
  station: 'Synthetic station',
  co2Monthly: [
    { year: 2025, month: 1, value: latest - 1 },
    { year: 2026, month: 1, value: latest },
  ],
  ch4Monthly: [],
});

function event(id: string, occurredAt: number) {
  return {
    id,
    eventType: 'Battles',
    country: 'Synthetic country',
    countryCode: 'UA',
    location: { latitude: 1, longitude: 2 },
    occurredAt,
    fatalities: 0,
    actors: ['Synthetic side'],
    source: 'Synthetic report',
  };
}

describe('HTTP caching', () => {
  let t: TestApp;
  let nowMs: number;
  const cache = () => t.store.snapshots as CachedSnapshotStore;
  beforeEach(async () => {
    nowMs = NOW;
    t = await buildTestApp({ deps: { now: () => new Date(nowMs), postRoutes } });
  });
  afterEach(() => t.close());

  it('sends a strong ETag of the exact bytes, and 304 on a matching If-None-Match', async () => {
    await t.store.snapshots.publish(CO2_KEY, co2Data(425), META);
    const res = await t.app.inject({ url: CO2, headers: AUTH });
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etag).toBe(strongEtag(res.rawPayload));
    const again = await t.app.inject({ url: CO2, headers: AUTH });
    expect(again.headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await t.app.inject({
        url: CO2,
        headers: { ...AUTH, 'if-none-match': ifNoneMatch },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe(res.headers['cache-control']);
      expect(notModified.headers['x-data-status']).toBe('ok');
    }
    const changed = await t.app.inject({ url: CO2, headers: { ...AUTH, 'if-none-match': '"stale"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('sets Cache-Control from the contract: private when credentialed, public when not', async () => {
    await t.store.snapshots.publish(CO2_KEY, co2Data(425), META);
    await t.store.snapshots.publish(
      EVENTS_KEY,
      { dataset: 'synthetic', events: [event('e1', NOW - DAY)] },
      META,
    );
    const keyed = await t.app.inject({ url: CO2, headers: AUTH });
    expect(keyed.headers['cache-control']).toBe(
      `private, max-age=${CACHE_TIER_SECONDS[getCo2Monitoring.cacheTier]}`,
    );
    const open = await t.app.inject({ url: EVENTS });
    expect(open.headers['cache-control']).toBe(
      `public, max-age=${CACHE_TIER_SECONDS[listDatasetEvents.cacheTier]}`,
    );
  });

  it('marks degraded bodies and health no-store, and still tags them with an ETag', async () => {
    const degraded = await t.app.inject({ url: CO2, headers: AUTH });
    expect(degraded.headers['x-data-status']).toBe('unavailable');
    expect(degraded.headers['cache-control']).toBe('no-store');
    expect(degraded.headers.etag).toBe(strongEtag(degraded.rawPayload));
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('puts no ETag on errors', async () => {
    const bad = await t.app.inject({ url: `${EVENTS}?country=usa` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('serves a publish of this process at once, with a new ETag', async () => {
    await t.store.snapshots.publish(CO2_KEY, co2Data(425), META);
    const before = await t.app.inject({ url: CO2, headers: AUTH });
    await t.store.snapshots.publish(CO2_KEY, co2Data(426), META);
    const after = await t.app.inject({ url: CO2, headers: AUTH });
    expect(after.json().monitoring.currentPpm).toBe(426);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never reads SQLite on the request path', async () => {
    await t.store.snapshots.publish(CO2_KEY, co2Data(425), META);
    const read = vi.spyOn(cache().inner, 'read');
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: CO2, headers: AUTH })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `${EVENTS}?country=UA` })).statusCode).toBe(200);
      nowMs += RESPONSE_CACHE_MAX_AGE_MS;
    }
    expect(read).not.toHaveBeenCalled();
  });

  it('re-renders time-dependent answers after the max age, not on every request', async () => {
    // An event exactly at the start of the default window (end = now, start = now − 30 days).
    await t.store.snapshots.publish(
      EVENTS_KEY,
      { dataset: 'synthetic', events: [event('edge', NOW - 30 * DAY)] },
      META,
    );
    const ids = async () =>
      (await t.app.inject({ url: EVENTS })).json().events.map((e: { id: string }) => e.id);
    expect(await ids()).toEqual(['edge']);
    nowMs += 1; // the window has moved past the event, but the rendering is 1 ms old
    expect(await ids()).toEqual(['edge']);
    nowMs += RESPONSE_CACHE_MAX_AGE_MS;
    expect(await ids()).toEqual([]);
  });
});

describe('HTTP caching across processes', () => {
  it('sees a publish by another process after the next version poll', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'caching-'));
    const file = join(dir, 'store.sqlite');
    const other = createSqliteStore(file);
    const t = await buildTestApp({ store: createSqliteStore(file), deps: { postRoutes } });
    try {
      // An hour old: fresh, so the answer reads `ok` (test/http/freshness.test.ts covers `stale`).
      const recent = { ...META, fetchedAt: new Date(Date.now() - 3_600_000).toISOString() };
      await other.snapshots.publish(CO2_KEY, co2Data(425), recent);
      const before = await t.app.inject({ url: CO2, headers: AUTH });
      expect(before.headers['x-data-status']).toBe('unavailable');
      await (t.store.snapshots as CachedSnapshotStore).refresh();
      const after = await t.app.inject({ url: CO2, headers: AUTH });
      expect(after.headers['x-data-status']).toBe('ok');
      expect(after.json().monitoring.currentPpm).toBe(425);
    } finally {
      await t.close();
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
