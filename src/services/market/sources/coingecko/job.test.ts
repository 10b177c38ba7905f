import { readFileSync } from 'node:fs';
/**
 * The CoinGecko markets job against a local upstream serving the recorded answer, the bundle
 * answering through the coin operations, and the request-time lookup of named ids.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, sourceJob, TEST_USER_AGENT } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { parseEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { COINGECKO_ENV, COINGECKO_MARKETS_PATH, coingeckoSource, createCoinGeckoProviders } from './source';

const RECORDED = readFileSync(new URL('./bundle/coins-markets_top20_24h-7d.json', import.meta.url), 'utf8');
const job = (url?: string, env: Record<string, string> = {}) =>
  sourceJob(coingeckoSource, url === undefined ? env : { COINGECKO_BASE_URL: url, ...env });

describeJobScenarios({
  name: 'coingecko-markets (recorded top 20)',
  job: (url) => job(url),
  payloads: { [COINGECKO_MARKETS_PATH]: RECORDED },
  mainPath: COINGECKO_MARKETS_PATH,
  records: 20,
  malformed: '{"status":{"error_code":10002,"error_message":"API Key Missing"}}',
});

describe('CoinGecko markets', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('asks for every basket id in one call, with the key header when one is set', async () => {
    const up = await startUpstream({ [COINGECKO_MARKETS_PATH]: { body: RECORDED } });
    const h = harness();
    await h.run(job(up.url, { COINGECKO_API_KEY: 'k-123', COINGECKO_CRYPTO_IDS: 'bitcoin,monero' }));
    const req = up.requests[0]!;
    const q = new URL(req.path, 'http://x').searchParams;
    expect(q.get('ids')?.split(',').slice(0, 3)).toEqual(['bitcoin', 'monero', 'tether']);
    expect(q.get('price_change_percentage')).toBe('24h,7d');
    expect(q.get('sparkline')).toBe('true');
    expect(req.headers['x-cg-demo-api-key']).toBe('k-123');
    await up.close();
    await h.close();
  });

  it('answers the coin operations offline from the bundle', async () => {
    t = await buildTestApp();
    expect((await loadBundles([job()], { store: t.store }))[0]).toMatchObject({
      state: 'loaded',
      records: 20,
    });
    const key = await t.createKey();
    const get = async (path: string) => {
      const res = await t!.app.inject({ url: `/api/market/v1/${path}`, headers: { 'x-service-key': key } });
      expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
      return res.json();
    };
    const crypto = await get('list-crypto-quotes');
    expect(crypto.provider).toBe('seed');
    expect(crypto.quotes[0]).toMatchObject({
      symbol: 'BTC',
      id: 'bitcoin',
      price: 64159,
      change: -0.3341,
      change7d: 2.602,
    });
    expect(crypto.unresolvedIds).toEqual([]);

    const stable = await get('list-stablecoin-markets');
    expect(stable.stablecoins.map((s: { id: string }) => s.id)).toEqual(['tether', 'usd-coin', 'usds']);
    expect(stable.stablecoins[0]).toMatchObject({ symbol: 'USDT', pegStatus: 'ON PEG', deviation: -0.0922 });
    expect(stable.summary).toMatchObject({ coinCount: 3, depeggedCount: 0, healthStatus: 'HEALTHY' });
    expect(stable.dataStatus).toBe('PARTIAL');
    expect(stable.unresolved).toContainEqual({ id: 'dai', reason: 'NOT_FOUND' });

    const sectors = await get('list-crypto-sectors');
    const privacy = sectors.sectors.find((s: { id: string }) => s.id === 'privacy');
    expect(privacy).toMatchObject({ tokenCount: 2, missingIds: [] });
    expect(privacy.change).toBeCloseTo((0.9596447237914727 + -1.0606281563593003) / 2, 4);

    const other = await get('list-other-tokens');
    expect(other.tokens.map((c: { id: string }) => c.id)).toEqual(['leo-token', 'zcash', 'whitebit']);
    expect(other.unresolvedIds).toContain('litecoin');
  });

  it('looks named ids up at request time: seed first, one call for the rest, unknown and malformed reported', async () => {
    const up = await startUpstream({ [COINGECKO_MARKETS_PATH]: { body: RECORDED } });
    const providers = createCoinGeckoProviders(parseEnv(COINGECKO_ENV, { COINGECKO_BASE_URL: up.url }), {
      now: () => new Date('2026-07-11T10:00:00Z'),
      userAgent: TEST_USER_AGENT,
    });
    t = await buildTestApp({ deps: { providers } });
    await loadBundles([job(undefined, { COINGECKO_CRYPTO_IDS: 'bitcoin' })], { store: t.store });
    const key = await t.createKey();
    const res = await t.app.inject({
      url: '/api/market/v1/list-crypto-quotes?ids=bitcoin,Monero&ids=no-such-coin&ids=bad%20id',
      headers: { 'x-service-key': key },
    });
    const body = res.json();
    expect(body.quotes.map((q: { id: string }) => q.id)).toEqual(['bitcoin', 'monero']);
    expect(body.provider).toBe('seed');
    expect(body.unresolvedIds).toEqual(['bad id', 'no-such-coin']);
    // The snapshot held all but the unknown one: only that one was asked for.
    expect(up.requests).toHaveLength(1);
    expect(new URL(up.requests[0]!.path, 'http://x').searchParams.get('ids')).toBe('no-such-coin');

    up.route(COINGECKO_MARKETS_PATH, { status: 429, body: '{"status":{"error_code":429}}' });
    const stable = (
      await t.app.inject({
        url: '/api/market/v1/list-stablecoin-markets?coins=tether,gho',
        headers: { 'x-service-key': key },
      })
    ).json();
    expect(stable.stablecoins.map((s: { id: string }) => s.id)).toEqual(['tether']);
    expect(stable.unresolved).toEqual([{ id: 'gho', reason: 'PROVIDER_ERROR' }]);
    expect(stable.dataStatus).toBe('PARTIAL');
    await up.close();
  });
});
