/**
 * search-imagery through the app: the recorded scenes from a local Earth Search replaying the
 * recorded exchange, every parameter as a user sends it, the degraded answer with no network (a
 * closed local port) and with a silent upstream, both within the provider's time box (on a faked
 * clock), and 400s.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_TIME_BOX_MS,
  SILENT_UPSTREAM_MS,
  TEST_USER_AGENT,
} from '../../../test/helpers/ingest/ingest-harness';
import type { Upstream } from '../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { checkSchema } from '../../schema-check';
import { SearchImageryResponseSchema } from './contract';
import { EARTH_SEARCH_SEARCH_PATH, type ProviderLimits } from './sources/earth-search/provider';
import { replayRoute, startEarthSearchReplay } from './sources/earth-search/replay.test-helper';
import { createEarthSearchProviders } from './sources/earth-search/source';

const PATH = '/api/imagery/v1/search-imagery';
const NOW = new Date('2026-01-15T12:00:00.000Z');
const RECORDED = '?bbox=-105.2,40.1,-105.0,40.2&datetime=2023-10-08';
const S2 = 'S2A_13TDE_20231008_0_L2A';
const L8 = 'LC08_L2SP_033032_20231008_02_T1';
/** Time box of the provider in these tests (a local upstream: seconds, so load cannot trip it). */
const TIME_BOX_MS = LOCAL_TIME_BOX_MS;

async function appWith(baseUrl: string, limits: ProviderLimits = {}): Promise<{ t: TestApp; key: string }> {
  const providers = createEarthSearchProviders(
    { EARTH_SEARCH_BASE_URL: baseUrl },
    { now: () => NOW, userAgent: TEST_USER_AGENT },
    { timeoutMs: TIME_BOX_MS, ...limits },
  );
  const t = await buildTestApp({ deps: { now: () => NOW, providers } });
  return { t, key: await t.createKey() };
}

/** A local port with nothing listening: a network that refuses every connection. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('search-imagery with the recorded STAC exchange', () => {
  let up: Upstream;
  let t: TestApp;
  let key: string;
  const get = (q: string) => t.app.inject({ url: `${PATH}${q}`, headers: { 'x-service-key': key } });
  const sent = () => up.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);

  beforeAll(async () => {
    up = await startEarthSearchReplay();
  });
  afterAll(() => up.close());
  beforeEach(async () => {
    up.requests.length = 0;
    ({ t, key } = await appWith(up.url));
  });
  afterEach(() => t.close());

  it('returns the recorded scenes with X-Data-Status ok, then from the cache', async () => {
    const res = await get(RECORDED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('ok');
    const body = res.json();
    expect(checkSchema(SearchImageryResponseSchema, body)).toEqual({ ok: true });
    expect(body.totalResults).toBe(2);
    expect(body.cacheHit).toBe(false);
    expect(body.scenes.map((s: { id: string }) => s.id)).toEqual([S2, L8]);
    expect(body.scenes[0]).toMatchObject({
      satellite: 'sentinel-2a',
      datetime: '2023-10-08T18:02:55.276000Z',
      resolutionM: 10,
      mode: 'optical',
      previewUrl: expect.stringMatching(/^https:\/\/sentinel-cogs\..*thumbnail\.jpg$/),
      assetUrl: expect.stringMatching(/TCI\.tif$/),
    });
    expect(body.scenes[0]).not.toHaveProperty('collection');
    expect(sent()).toEqual([
      {
        collections: ['sentinel-2-l2a', 'sentinel-1-grd', 'landsat-c2-l2'],
        bbox: [-105.2, 40.1, -105, 40.2],
        datetime: '2023-10-08T00:00:00.000Z/2023-10-08T23:59:59.999Z',
        limit: 10,
      },
    ]);
    const again = await get(RECORDED);
    expect(again.json()).toMatchObject({ cacheHit: true, totalResults: 2 });
    expect(up.requests).toHaveLength(1);
  });

  it('filters by source, short name or collection id, and keeps only that collection', async () => {
    const s2 = await get(`${RECORDED}&source=sentinel-2`);
    expect(s2.json().scenes.map((s: { id: string }) => s.id)).toEqual([S2]);
    const landsat = await get(`${RECORDED}&source=landsat-c2-l2`);
    expect(landsat.json().scenes.map((s: { id: string }) => s.id)).toEqual([L8]);
    const s1 = await get(`${RECORDED}&source=sentinel-1`);
    expect(s1.statusCode).toBe(200);
    expect(s1.json().scenes).toEqual([]);
    expect(sent().map((b) => b.collections)).toEqual([
      ['sentinel-2-l2a'],
      ['landsat-c2-l2'],
      ['sentinel-1-grd'],
    ]);
  });

  it('asks for `limit` scenes and returns no more', async () => {
    const res = await get(`${RECORDED}&limit=1`);
    expect(res.json().scenes.map((s: { id: string }) => s.id)).toEqual([S2]);
    expect(res.json().totalResults).toBe(2);
    expect(sent()[0]?.limit).toBe(1);
  });

  it('passes date-times and open ranges as UTC STAC intervals; no time filter when left out', async () => {
    await get('?datetime=2023-10-08T20:00:00%2B02:00');
    await get('?datetime=2023-10-01/..');
    await get('?datetime=../2023-10-08T23:59:59Z');
    await get('');
    expect(sent()).toEqual([
      { collections: expect.any(Array), datetime: '2023-10-08T18:00:00.000Z', limit: 10 },
      { collections: expect.any(Array), datetime: '2023-10-01T00:00:00.000Z/..', limit: 10 },
      { collections: expect.any(Array), datetime: '../2023-10-08T23:59:59.000Z', limit: 10 },
      { collections: ['sentinel-2-l2a', 'sentinel-1-grd', 'landsat-c2-l2'], limit: 10 },
    ]);
  });

  it('answers an ok empty list when the catalogue matched nothing', async () => {
    up.route(EARTH_SEARCH_SEARCH_PATH, {
      // Synthetic: the recorded ItemCollection shape with no match.
      body: '{"type":"FeatureCollection","numberMatched":0,"features":[]}',
    });
    try {
      const res = await get('?bbox=0,0,1,1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('ok');
      expect(res.json()).toEqual({ scenes: [], totalResults: 0, cacheHit: false });
    } finally {
      up.route(EARTH_SEARCH_SEARCH_PATH, replayRoute);
    }
  });

  it('applies jmespath to the answer', async () => {
    const res = await get(`${RECORDED}&jmespath=${encodeURIComponent('scenes[].satellite')}`);
    expect(res.json()).toEqual(['sentinel-2a', 'landsat-8']);
  });

  it('refuses bad parameters with 400 violations, without asking the catalogue', async () => {
    const bad = [
      'bbox=a,b,c,d',
      'bbox=1,2,3',
      'bbox=-181,0,0,1',
      'bbox=0,-91,1,1',
      'bbox=0,10,1,5',
      'bbox=0,%200,1,1',
      'datetime=2023-02-30',
      'datetime=yesterday',
      'datetime=2023-10-08T25:00:00Z',
      'datetime=2023-10-08T10:00:00',
      'datetime=2023-10-09/2023-10-08',
      'datetime=../..',
      'datetime=2023-10-01/2023-10-02/2023-10-03',
      'source=modis',
      'source=Sentinel-2',
      'limit=0',
      'limit=101',
      'limit=ten',
    ];
    for (const q of bad) {
      const res = await get(`?${q}`);
      expect(res.statusCode, q).toBe(400);
      const field = q.split('=')[0];
      expect(res.json().violations, q).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect(up.requests).toHaveLength(0);
  });
});

describe('search-imagery without the catalogue', () => {
  const degraded = { scenes: [], totalResults: 0, cacheHit: false };
  // The provider's time box runs on setTimeout (cockatiel): faked, it only passes when the test
  // moves the clock, so "within the box" does not depend on how busy the machine is.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the empty body with X-Data-Status unavailable when there is no network', async () => {
    const { t, key } = await appWith(await closedPort());
    try {
      // Answered with the clock standing still: the refused connection ends the call, not the box.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const res = await t.app.inject({ url: `${PATH}${RECORDED}`, headers: { 'x-service-key': key } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('unavailable');
      expect(res.json()).toEqual(degraded);
    } finally {
      await t.close();
    }
  });

  it('answers the same within its time box when the catalogue stays silent', async () => {
    const up = await startEarthSearchReplay();
    const { t, key } = await appWith(up.url);
    try {
      // The upstream's delay is a timer too: on the faked clock it stays silent past the box.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      up.route(EARTH_SEARCH_SEARCH_PATH, { body: '{}', delayMs: SILENT_UPSTREAM_MS });
      let settled = false;
      const pending = t.app
        .inject({ url: `${PATH}${RECORDED}`, headers: { 'x-service-key': key } })
        .finally(() => {
          settled = true;
        });
      await vi.advanceTimersByTimeAsync(TIME_BOX_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await pending;
      expect(res.headers['x-data-status']).toBe('unavailable');
      expect(res.json()).toEqual(degraded);
    } finally {
      await t.close();
      await up.close();
    }
  });

  it('answers the same when the catalogue fails, and when no provider is registered', async () => {
    const up = await startEarthSearchReplay();
    up.route(EARTH_SEARCH_SEARCH_PATH, { status: 503, body: 'unavailable' });
    const { t, key } = await appWith(up.url);
    const bare = await buildTestApp();
    try {
      const failed = await t.app.inject({ url: `${PATH}${RECORDED}`, headers: { 'x-service-key': key } });
      expect([failed.statusCode, failed.headers['x-data-status'], failed.json()]).toEqual([
        200,
        'unavailable',
        degraded,
      ]);
      const none = await bare.app.inject({
        url: `${PATH}${RECORDED}`,
        headers: { 'x-service-key': await bare.createKey() },
      });
      expect([none.statusCode, none.headers['x-data-status'], none.json()]).toEqual([
        200,
        'unavailable',
        degraded,
      ]);
    } finally {
      await Promise.all([t.close(), bare.close(), up.close()]);
    }
  });
});
