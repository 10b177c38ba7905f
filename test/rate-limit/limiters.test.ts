/**
 * Both RateLimiter adapters through the port (DESIGN §5): a burst past the limit is refused, the
 * reset is in seconds within one window, keys count separately. The Redis limiter also shares its
 * counters between instances, starts a new window when the counter expires, and keeps limiting in
 * memory when Redis is unreachable. Redis is a real redis-server on loopback.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  RATE_LIMIT_WINDOW_SECONDS,
  type RateLimiter,
} from '../../src/rate-limit/limiter';
import { createRedisRateLimiter, redisRateLimitKey } from '../../src/rate-limit/redis-limiter';
import { describeWithRedis, startRedisServer, type TestRedisServer } from '../helpers/redis-server';

let server: TestRedisServer | undefined;
const clients: Redis[] = [];

afterAll(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  await server?.stop();
});

/** A connected client: the limiter falls back to memory while its client is not ready yet. */
async function redisClient(): Promise<Redis> {
  if (!server) throw new Error('redis-server is not running');
  const client = new Redis(server.url);
  clients.push(client);
  await client.ping();
  return client;
}

/** A key no other test uses (counters live as long as their window). */
const freshKey = () => `op|caller-${randomUUID()}`;

function limiterConformance(name: string, make: () => Promise<RateLimiter>): void {
  describe(`RateLimiter conformance (${name})`, () => {
    it('allows `limit` units in a window, then refuses', async () => {
      const limiter = await make();
      const key = freshKey();
      const decisions = [];
      for (let i = 0; i < 5; i += 1) decisions.push(await limiter.consume(key, 3));
      expect(decisions.map((d) => [d.allowed, d.remaining, d.limit])).toEqual([
        [true, 2, 3],
        [true, 1, 3],
        [true, 0, 3],
        [false, 0, 3],
        [false, 0, 3],
      ]);
    });

    it('gives the reset in whole seconds within one window', async () => {
      const limiter = await make();
      const key = freshKey();
      const first = await limiter.consume(key, 1);
      const refused = await limiter.consume(key, 1);
      for (const d of [first, refused]) {
        expect(Number.isInteger(d.resetSeconds)).toBe(true);
        expect(d.resetSeconds).toBeGreaterThanOrEqual(RATE_LIMIT_WINDOW_SECONDS - 2);
        expect(d.resetSeconds).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_SECONDS);
      }
      expect(refused.allowed).toBe(false);
    });

    it('consumes several units at once, all or none', async () => {
      const limiter = await make();
      const key = freshKey();
      expect(await limiter.consume(key, 5, 3)).toMatchObject({ allowed: true, remaining: 2 });
      expect((await limiter.consume(key, 5, 3)).allowed).toBe(false);
      // The refused three units were not taken: two single units still fit.
      expect(await limiter.consume(key, 5, 1)).toMatchObject({ allowed: true, remaining: 1 });
      expect(await limiter.consume(key, 5, 1)).toMatchObject({ allowed: true, remaining: 0 });
      expect((await limiter.consume(key, 5, 1)).allowed).toBe(false);
    });

    it('counts each key separately', async () => {
      const limiter = await make();
      const [a, b] = [freshKey(), freshKey()];
      await limiter.consume(a, 2);
      await limiter.consume(a, 2);
      expect((await limiter.consume(a, 2)).allowed).toBe(false);
      expect(await limiter.consume(b, 2)).toMatchObject({ allowed: true, remaining: 1 });
    });
  });
}

limiterConformance('memory', async () => createMemoryRateLimiter());

describeWithRedis('Redis rate limiter on a real redis-server', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });

  limiterConformance('redis', async () => createRedisRateLimiter(await redisClient()));

  it('shares one counter between limiters of different processes', async () => {
    const a = createRedisRateLimiter(await redisClient());
    const b = createRedisRateLimiter(await redisClient());
    const key = freshKey();
    expect((await a.consume(key, 3)).remaining).toBe(2);
    expect((await b.consume(key, 3)).remaining).toBe(1);
    expect((await a.consume(key, 3)).remaining).toBe(0);
    expect((await b.consume(key, 3)).allowed).toBe(false);
  });

  it('starts a new window once the counter expires', async () => {
    const client = await redisClient();
    const limiter = createRedisRateLimiter(client);
    const key = freshKey();
    await limiter.consume(key, 1);
    expect((await limiter.consume(key, 1)).allowed).toBe(false);
    // End the window now instead of waiting a minute: the counter's own TTL is the window.
    expect(await client.pexpire(redisRateLimitKey(key, 1), 1)).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await limiter.consume(key, 1)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('keeps limiting in memory when Redis is unreachable', async () => {
    const port = await closedPort();
    const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, enableOfflineQueue: false });
    clients.push(client);
    const limiter = createRedisRateLimiter(client);
    const key = freshKey();
    expect(await limiter.consume(key, 2)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.consume(key, 2)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.consume(key, 2)).allowed).toBe(false);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}
