/**
 * `STORE=redis` through the CLI's `openStore` / `openRateLimiter`: the configured Redis store
 * works, the rate limiter counts in the same Redis, and an unreachable Redis fails fast without
 * printing the password. Uses a real redis-server on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRateLimiter, openStore } from '../../../src/cli/open-store';
import { loadConfig } from '../../../src/config';
import { redisRateLimitKey } from '../../../src/rate-limit/redis-limiter';
import { isRedisStore } from '../../../src/store/redis';
import { defineSnapshotKey } from '../../../src/store/snapshot';
import { describeWithRedis, startRedisServer, type TestRedisServer } from '../../helpers/redis-server';

let server: TestRedisServer | undefined;
let dataDir = '';

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'wm-open-store-'));
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const configFor = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, process.cwd());

const testKey = defineSnapshotKey({
  name: 'conformance:open-store',
  schema: Type.Object({ n: Type.Integer() }),
  description: 'synthetic dataset',
  countRecords: () => 1,
});

describeWithRedis('openStore with STORE=redis', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });

  it('opens the Redis store, and a rate limiter counting in the same Redis', async () => {
    if (!server) throw new Error('redis-server is not running');
    const store = await openStore(configFor({ STORE: 'redis', REDIS_URL: server.url }));
    const inspector = new Redis(server.url);
    try {
      expect(isRedisStore(store)).toBe(true);
      const published = await store.snapshots.publish(testKey, { n: 7 }, { fetchedAt: 'x', source: 'test' });
      expect(await store.snapshots.read(testKey)).toEqual({ status: 'hit', snapshot: published });
      const limiter = openRateLimiter(store);
      expect(await limiter.consume('op|caller', 5)).toMatchObject({ allowed: true, remaining: 4 });
      expect(await inspector.get(redisRateLimitKey('op|caller', 5))).toBe('1');
    } finally {
      inspector.disconnect();
      await store.close();
    }
  });

  it('fails fast with the URL redacted when Redis does not answer', async () => {
    const port = await closedPort();
    const config = configFor({ STORE: 'redis', REDIS_URL: `redis://user:s3cret-pw@127.0.0.1:${port}` });
    const started = Date.now();
    const error = await openStore(config).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('cannot reach Redis');
    expect(message).toContain(`127.0.0.1:${port}`);
    expect(message).not.toContain('s3cret-pw');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('openStore with STORE=sqlite', () => {
  it('opens the SQLite store with an in-memory rate limiter', async () => {
    const store = await openStore(configFor({ STORE: 'sqlite' }));
    try {
      expect(isRedisStore(store)).toBe(false);
      expect((await openRateLimiter(store).consume('op|caller', 2)).remaining).toBe(1);
    } finally {
      await store.close();
    }
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
