/**
 * The Earth Search provider against a local HTTP server replaying the recorded STAC exchange:
 * the request it sends, the cache and single flight, failures, the time box and the circuit breaker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_TIME_BOX_MS,
  SILENT_UPSTREAM_MS,
  TEST_USER_AGENT,
} from '../../../../../test/helpers/ingest/ingest-harness';
import type { Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, parseEnv } from '../../../../env-vars';
import { ProviderCallError } from '../../../../ingest/provider-error';
import type { ImagerySearch } from '../../providers';
import {
  EARTH_SEARCH_SEARCH_PATH,
  EARTH_SEARCH_TTL_MS,
  EarthSearchProvider,
  type ProviderLimits,
} from './provider';
import { RECORDED_PAGE1 as PAGE1, replayRoute, startEarthSearchReplay } from './replay.test-helper';
import { createEarthSearchProviders, EARTH_SEARCH_ENV, earthSearchSource } from './source';

const QUERY: ImagerySearch = {
  collections: ['sentinel-2-l2a', 'landsat-c2-l2'],
  bbox: [-105.2, 40.1, -105.0, 40.2],
  datetime: '2023-10-08T00:00:00.000Z/2023-10-08T23:59:59.999Z',
  limit: 10,
};

describe('Earth Search provider', () => {
  let up: Upstream;
  let clock: number;
  const now = () => new Date(clock);
  const provider = (limits: ProviderLimits = {}) =>
    createEarthSearchProviders(
      parseEnv(EARTH_SEARCH_ENV, { EARTH_SEARCH_BASE_URL: up.url }),
      { now, userAgent: TEST_USER_AGENT },
      { timeoutMs: LOCAL_TIME_BOX_MS, ...limits },
    ).imagery?.search as EarthSearchProvider;
  const hits = () => up.requests.filter((r) => r.path === EARTH_SEARCH_SEARCH_PATH).length;

  beforeEach(async () => {
    clock = Date.UTC(2026, 0, 15, 12);
    up = await startEarthSearchReplay();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await up.close();
  });

  it('POSTs the STAC search and answers the recorded scenes', async () => {
    const answer = await provider().search(QUERY);
    expect(answer.scenes.map((s) => s.id)).toEqual([
      'S2A_13TDE_20231008_0_L2A',
      'LC08_L2SP_033032_20231008_02_T1',
    ]);
    expect(answer).toMatchObject({ totalResults: 2, cacheHit: false, fetchedAt: '2026-01-15T12:00:00.000Z' });
    const req = up.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe(TEST_USER_AGENT);
    expect(JSON.parse(req.body)).toEqual({
      collections: ['sentinel-2-l2a', 'landsat-c2-l2'],
      bbox: [-105.2, 40.1, -105.0, 40.2],
      datetime: '2023-10-08T00:00:00.000Z/2023-10-08T23:59:59.999Z',
      limit: 10,
    });
  });

  it('serves a repeated query from its cache until the TTL ends, and shares one call in flight', async () => {
    const p = provider();
    const [a, b] = await Promise.all([p.search(QUERY), p.search(QUERY)]);
    expect([a.cacheHit, b.cacheHit]).toEqual([false, false]);
    expect(hits()).toBe(1);
    expect((await p.search(QUERY)).cacheHit).toBe(true);
    expect(hits()).toBe(1);
    await p.search({ ...QUERY, limit: 5 });
    expect(hits()).toBe(2);
    clock += EARTH_SEARCH_TTL_MS + 1;
    expect((await p.search(QUERY)).cacheHit).toBe(false);
    expect(hits()).toBe(3);
  });

  it('answers an empty list when nothing matched (the recorded last page has no scene)', async () => {
    up.route(EARTH_SEARCH_SEARCH_PATH, {
      // Synthetic: the ItemCollection shape of the recording with no match at all.
      body: '{"type":"FeatureCollection","numberMatched":0,"numberReturned":0,"features":[]}',
    });
    const answer = await provider().search(QUERY);
    expect(answer).toMatchObject({ scenes: [], totalResults: 0, cacheHit: false });
  });

  it('fails with a ProviderCallError on a 5xx, a 4xx or a body that is not STAC', async () => {
    const p = provider({ negativeTtlMs: 0 });
    up.route(EARTH_SEARCH_SEARCH_PATH, { status: 502, body: 'bad gateway' });
    await expect(p.search(QUERY)).rejects.toMatchObject({ name: 'ProviderCallError', reason: 'upstream' });
    up.route(EARTH_SEARCH_SEARCH_PATH, { status: 400, body: '{"code":"BadRequest"}' });
    await expect(p.search(QUERY)).rejects.toThrow(/HTTP 400/);
    up.route(EARTH_SEARCH_SEARCH_PATH, { body: '<html>maintenance</html>' });
    await expect(p.search(QUERY)).rejects.toThrow(/not JSON/);
  });

  it('gives up on a silent upstream within its time box', async () => {
    // The time box runs on setTimeout (cockatiel): fake it and move past the box instead of
    // waiting. The local upstream's delay is a timer too, so it stays silent meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    up.route(EARTH_SEARCH_SEARCH_PATH, { body: PAGE1, delayMs: SILENT_UPSTREAM_MS });
    let settled = false;
    const pending = provider()
      .search(QUERY)
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(LOCAL_TIME_BOX_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err).toBeInstanceOf(ProviderCallError);
    expect((err as ProviderCallError).reason).toBe('timeout');
  });

  it('opens its circuit after repeated failures and then stops calling the upstream', async () => {
    up.route(EARTH_SEARCH_SEARCH_PATH, { status: 500 });
    const p = provider({ breakerFailures: 3, negativeTtlMs: 0, halfOpenAfterMs: 60_000 });
    for (let i = 0; i < 3; i++) await expect(p.search(QUERY)).rejects.toThrow(ProviderCallError);
    expect(p.client.circuit).toBe('open');
    up.route(EARTH_SEARCH_SEARCH_PATH, replayRoute);
    await expect(p.search(QUERY)).rejects.toMatchObject({ reason: 'circuit_open' });
    expect(hits()).toBe(3);
  });

  it('is always registered (no key), and refuses a malformed base URL naming the variable', () => {
    const deps = { now, userAgent: TEST_USER_AGENT };
    expect(earthSearchSource.createProviders({}, deps).imagery?.search).toBeInstanceOf(EarthSearchProvider);
    expect(() => earthSearchSource.createProviders({ EARTH_SEARCH_BASE_URL: 'not a url' }, deps)).toThrow(
      ConfigError,
    );
    expect(() => earthSearchSource.createProviders({ EARTH_SEARCH_BASE_URL: 'not a url' }, deps)).toThrow(
      /EARTH_SEARCH_BASE_URL/,
    );
  });
});
