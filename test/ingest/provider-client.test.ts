import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderClient } from '../../src/ingest/provider-client';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

describe('request-time provider client', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const make = (extra: Partial<ConstructorParameters<typeof ProviderClient>[0]> = {}) =>
    new ProviderClient({
      name: 'test',
      now,
      ttlMs: 1_000,
      negativeTtlMs: 100,
      timeoutMs: 200,
      breakerFailures: 3,
      halfOpenAfterMs: 50,
      ...extra,
    });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('caches an answer for its TTL, then calls again', async () => {
    const client = make();
    let calls = 0;
    const load = async () => ({ n: ++calls });
    expect(await client.get('k', load)).toMatchObject({ status: 'ok', value: { n: 1 }, cacheHit: false });
    clock += 999;
    expect(await client.get('k', load)).toMatchObject({ status: 'ok', value: { n: 1 }, cacheHit: true });
    clock += 2;
    expect(await client.get('k', load)).toMatchObject({ status: 'ok', value: { n: 2 }, cacheHit: false });
  });

  it('caches "nothing found" and failures for the shorter negative TTL', async () => {
    const client = make();
    let calls = 0;
    const empty = async () => {
      calls++;
      return null;
    };
    expect(await client.get('e', empty)).toEqual({ status: 'empty', cacheHit: false });
    expect(await client.get('e', empty)).toEqual({ status: 'empty', cacheHit: true });
    clock += 101;
    await client.get('e', empty);
    expect(calls).toBe(2);
    const failing = async () => {
      throw new Error('upstream said no');
    };
    expect(await client.get('f', failing)).toMatchObject({
      status: 'error',
      reason: 'upstream',
      error: 'upstream said no',
      cacheHit: false,
    });
    expect(await client.get('f', failing)).toMatchObject({ status: 'error', cacheHit: true });
  });

  it('time-boxes a slow provider and aborts its signal', async () => {
    // The time box runs on setTimeout: fake it and move past timeoutMs instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = make();
    let aborted = false;
    const started = Date.now();
    const pending = client.get(
      'slow',
      (signal) =>
        new Promise<string>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          setTimeout(() => resolve('late'), 2_000).unref();
        }),
    );
    await vi.advanceTimersByTimeAsync(200);
    const result = await pending;
    expect(result).toMatchObject({ status: 'error', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(aborted).toBe(true);
  });

  it('shares one call among concurrent lookups of a key', async () => {
    const client = make();
    let calls = 0;
    // Hold the first call open until every lookup has started, instead of sleeping in it.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const load = async () => {
      calls++;
      await gate;
      return `v${calls}`;
    };
    const pending = Promise.all([1, 2, 3, 4, 5].map(() => client.get('same', load)));
    release();
    const results = await pending;
    expect(calls).toBe(1);
    for (const r of results) expect(r).toMatchObject({ status: 'ok', value: 'v1' });
  });

  it('opens the circuit after consecutive failures, fails fast, then closes after a good trial call', async () => {
    // The breaker (cockatiel) times its half-open delay with Date.now(): fake Date, not a sleep.
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = make({ negativeTtlMs: 0 });
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('down');
    };
    for (let i = 0; i < 3; i++) await client.get(`k${i}`, failing);
    expect(client.circuit).toBe('open');
    const fast = await client.get('other', failing);
    expect(fast).toMatchObject({ status: 'error', reason: 'circuit_open' });
    expect(calls).toBe(3);
    vi.advanceTimersByTime(70);
    expect(await client.get('trial', async () => 'back')).toMatchObject({ status: 'ok', value: 'back' });
    expect(client.circuit).toBe('closed');
  });

  it('spends a daily call budget per UTC day: cached answers still served, no call once spent', async () => {
    clock = Date.UTC(2026, 0, 14, 23, 0);
    const client = make({ dailyCalls: 2, ttlMs: 10 * 3_600_000 });
    let calls = 0;
    const load = async () => ({ n: ++calls });
    await client.get('a', load);
    await client.get('b', load);
    expect(client.callsLeftToday).toBe(0);
    expect(await client.get('c', load)).toMatchObject({
      status: 'error',
      reason: 'budget_spent',
      cacheHit: false,
    });
    expect(await client.get('a', load)).toMatchObject({ status: 'ok', cacheHit: true });
    expect(calls).toBe(2);
    // A spent budget is not cached: the next UTC day calls again.
    clock = Date.UTC(2026, 0, 15, 0, 0);
    expect(client.callsLeftToday).toBe(2);
    expect(await client.get('c', load)).toMatchObject({ status: 'ok', value: { n: 3 } });
  });
});

describe('provider client HTTP helper', () => {
  let up: Upstream;
  afterEach(() => up.close());

  it('sends the User-Agent and throws on a non-2xx answer', async () => {
    up = await startUpstream({ '/ok': { body: 'hello' }, '/down': { status: 503 } });
    const client = new ProviderClient({ name: 'http', userAgent: 'ua-provider' });
    const ok = await client.get('a', (signal) => client.fetchText(`${up.url}/ok`, { signal }));
    expect(ok).toMatchObject({ status: 'ok', value: 'hello' });
    expect(up.requests[0]?.headers['user-agent']).toBe('ua-provider');
    const down = await client.get('b', (signal) => client.fetchText(`${up.url}/down`, { signal }));
    expect(down).toMatchObject({
      status: 'error',
      reason: 'upstream',
      error: expect.stringContaining('HTTP 503'),
    });
  });
});
