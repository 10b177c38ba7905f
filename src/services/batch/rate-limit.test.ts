import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BatchTestApp, buildBatchApp, CO2 } from './batch-app.test-helper';
import { batchOf, postBatch } from './fixtures.test-helper';

const LIMIT = 10;

describe('batch and rate limits', () => {
  let t: BatchTestApp;
  let key: string;
  const remaining = async (path: string) => {
    const res = await t.app.inject({ url: path, headers: { 'x-api-key': key } });
    return Number(res.headers['ratelimit-remaining']);
  };
  beforeEach(async () => {
    t = await buildBatchApp({ env: { RATE_LIMITS: `0:${LIMIT},1:${LIMIT},2:${LIMIT},3:0` } });
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('charges one unit for the batch and one per operation; replays, 409s and 422s cost nothing', async () => {
    const body = batchOf(CO2, `${CO2}?jmespath=monitoring`);
    const first = await postBatch(t, body, { 'x-api-key': key, 'idempotency-key': 'rl-1' });
    expect(first.json().succeeded).toBe(2);
    expect(first.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    // The direct call spends its own unit after the batch's two.
    expect(await remaining(CO2)).toBe(LIMIT - 3);

    for (let i = 0; i < 3; i++) {
      const replay = await postBatch(t, body, { 'x-api-key': key, 'idempotency-key': 'rl-1' });
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    const reused = await postBatch(t, batchOf(CO2), { 'x-api-key': key, 'idempotency-key': 'rl-1' });
    expect(reused.statusCode).toBe(422);

    const runs = t.probe.runs;
    const release = t.probe.hold();
    const running = postBatch(t, batchOf(CO2), { 'x-api-key': key, 'idempotency-key': 'rl-2' });
    await t.probe.runsReached(runs + 1);
    const conflict = await postBatch(t, batchOf(CO2), { 'x-api-key': key, 'idempotency-key': 'rl-2' });
    expect(conflict.statusCode).toBe(409);
    release();
    const second = await running;
    // Only the second batch's own execution was charged: one for the batch, one for its operation.
    expect(second.headers['ratelimit-remaining']).toBe(String(LIMIT - 2));
    expect(await remaining(CO2)).toBe(LIMIT - 5);
  });

  it('limits each operation inside a batch on its own', async () => {
    const res = await postBatch(t, batchOf(...Array.from({ length: LIMIT + 2 }, () => CO2)), {
      'x-api-key': key,
    });
    expect(res.statusCode).toBe(200);
    const results: { status: number; error: string; body: unknown }[] = res.json().results;
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(2);
    for (const r of limited) {
      expect(r.error).toBe('rate_limited');
      expect(r.body).toEqual({ error: expect.any(String) });
    }
    expect(res.json()).toMatchObject({ succeeded: LIMIT, failed: 2 });
  });
});
