/**
 * The Hyperliquid job against a local upstream serving the documented example: the POST it sends,
 * failures keeping the last poll, the history across two runs, and the operation. (A POST is never
 * conditional, so the shared GET scenario suite, with its 304 case, does not apply.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { marketKeys } from '../../data';
import { HYPERLIQUID_INFO_PATH, hyperliquidSource } from './source';

const EXAMPLE = readFixture(import.meta.url, 'metaAndAssetCtxs-doc-example.json');
const job = (url: string) =>
  sourceJob(hyperliquidSource, { HYPERLIQUID_BASE_URL: url, HYPERLIQUID_COINS: 'BTC,ETH' });

describe('hyperliquid-flow job (documented example)', () => {
  let t: TestApp | undefined;
  let up: Upstream | undefined;
  afterEach(async () => {
    await t?.close();
    await up?.close();
  });

  it('posts metaAndAssetCtxs, keeps the last poll on failure, and answers with scores and sparklines', async () => {
    up = await startUpstream({ [HYPERLIQUID_INFO_PATH]: { body: EXAMPLE } });
    let clock = Date.parse('2026-08-10T12:00:00Z');
    const h = harness({ now: () => new Date(clock) });
    expect(await h.run(job(up.url))).toMatchObject({ state: 'ok', records: 2 });
    expect(up.requests[0]).toMatchObject({ method: 'POST', body: '{"type":"metaAndAssetCtxs"}' });

    up.route(HYPERLIQUID_INFO_PATH, { status: 502, body: 'bad gateway' });
    expect((await h.run(job(up.url))).state).toBe('failed');
    up.route(HYPERLIQUID_INFO_PATH, { body: '{"error":"bad request"}' });
    expect((await h.run(job(up.url))).state).toBe('failed');

    up.route(HYPERLIQUID_INFO_PATH, { body: EXAMPLE });
    clock += 5 * 60_000;
    expect((await h.run(job(up.url))).state).toBe('ok');
    const snap = await h.store.snapshots.read(marketKeys.hyperliquidFlow);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    expect(snap.snapshot.data.assets[0]?.history).toHaveLength(2);
    await h.close();

    t = await buildTestApp();
    await t.store.snapshots.publish(marketKeys.hyperliquidFlow, snap.snapshot.data, snap.snapshot.meta);
    const body = (
      await t.app.inject({
        url: '/api/market/v1/get-hyperliquid-flow',
        headers: { 'x-service-key': await t.createKey() },
      })
    ).json();
    expect(body).toMatchObject({ assetCount: 2, warmup: false, unavailable: false, ts: String(clock) });
    expect(body.assets[0]).toMatchObject({
      symbol: 'BTC',
      funding: '0.0000125',
      markPx: '14.3161',
      oiScore: 0,
      sparkOi: [688.11, 688.11],
      stale: false,
      alerts: ['volume surge'],
    });
  });
});
