import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/rate-limit/limiter';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

const CO2 = '/api/climate/v1/get-co2-monitoring';
const EVENTS = '/api/conflict/v1/list-dataset-events';

describe('rate limits', () => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('limits a burst on one operation with headers in seconds, while another operation still answers', async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: '0:3,1:300,2:600,3:0' } });
    const key = await t.createKey({ tier: 0 });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ url: CO2, headers: { 'x-service-key': key } });
      statuses.push(last.statusCode);
      if (i < 3) {
        expect(last.headers['ratelimit-limit']).toBe('3');
        expect(last.headers['ratelimit-remaining']).toBe(String(2 - i));
        expect(last.headers['x-ratelimit-remaining']).toBe(String(2 - i));
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json()).toEqual({ error: expect.stringContaining('Rate limit') });
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_SECONDS);
    expect(last!.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(last!.headers['x-ratelimit-reset']).toBe(String(retryAfter));
    expect(last!.headers['ratelimit-remaining']).toBe('0');

    // Another operation has its own budget; another caller has its own budget.
    const other = await t.app.inject({ url: `${EVENTS}?country=UA`, headers: { 'x-service-key': key } });
    expect(other.statusCode).toBe(200);
    const key2 = await t.createKey({ tier: 0 });
    expect((await t.app.inject({ url: CO2, headers: { 'x-service-key': key2 } })).statusCode).toBe(200);
  });

  it('opens a new window after the old one ends', async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: '0:1' } });
    // Faked after the app is built, so only the limiter's window runs on the fake clock (the load
    // shedder's own sampler keeps real time).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const key = await t.createKey({ tier: 0 });
    const call = () => t.app.inject({ url: CO2, headers: { 'x-service-key': key } });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
    vi.advanceTimersByTime(RATE_LIMIT_WINDOW_SECONDS * 1000 + 10);
    expect((await call()).statusCode).toBe(200);
  });

  it('does not limit unlimited tiers and the operator key', async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: '0:1,3:0' } });
    const key = await t.createKey({ tier: 3 });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: CO2, headers: { 'x-service-key': key } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    const op = await t.app.inject({ url: CO2, headers: { 'x-service-key': TEST_OPERATOR_KEY } });
    expect(op.statusCode).toBe(200);
  });

  it('limits the public dataset-events operation per client IP, believing X-Forwarded-For only from trusted proxies', async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: '0:2', TRUSTED_PROXIES: '10.0.0.1' } });
    const fromProxy = (client: string) =>
      t.app.inject({ url: EVENTS, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
    expect((await fromProxy('198.51.100.7')).statusCode).toBe(200);
    expect((await fromProxy('198.51.100.7')).statusCode).toBe(200);
    expect((await fromProxy('198.51.100.7')).statusCode).toBe(429);
    // A different client behind the same proxy has its own budget.
    expect((await fromProxy('198.51.100.8')).statusCode).toBe(200);
    // From an untrusted address, X-Forwarded-For is ignored: rotating it does not escape the limit.
    const spoof = (client: string) =>
      t.app.inject({ url: EVENTS, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': client } });
    expect((await spoof('1.1.1.1')).statusCode).toBe(200);
    expect((await spoof('2.2.2.2')).statusCode).toBe(200);
    expect((await spoof('3.3.3.3')).statusCode).toBe(429);
  });
});
