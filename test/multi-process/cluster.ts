/**
 * A small distributed deployment for the multi-process tests, all on 127.0.0.1: a real
 * `redis-server` persisting to a temporary folder (append-only file, synced on every write), a
 * local upstream serving recorded payloads, and API processes (`serve`) and workers (`worker`)
 * started through the real CLI as child processes. Short intervals come from the declared
 * environment variables (key cache, job-lock lease).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey, type NewKeyOptions } from '../../src/auth/api-keys';
import { FAA_AIRPORT_STATUS_PATH } from '../../src/services/aviation/sources/faa-nas-status/source';
import { createRedisStore, type RedisStore } from '../../src/store/redis';
import { type CliServer, killAllCli, startCliServer } from '../helpers/cli-process';
import { readFixture } from '../helpers/ingest/ingest-harness';
import { SAMPLE_ROUTES } from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';
import { startRedisServer, type TestRedisServer } from '../helpers/redis-server';

/** How long a validated key is cached by the API processes, in ms. */
export const TEST_KEY_CACHE_TTL_MS = 1000;
/** Lease of a job lock in the workers, in ms. */
export const TEST_JOB_LOCK_LEASE_MS = 1000;
/** Requests per minute of a tier-1 key (tier 2 is unlimited, so request loops are never limited). */
export const TEST_TIER1_LIMIT = 10;
/** Jobs the workers schedule: two quick ones, and FAA, whose upstream never answers in time. */
export const WORKER_JOBS = ['aviation-news', 'noaa-co2', 'faa-airport-delays'] as const;
/** The news feed's path on the upstream. */
export const NEWS_FEED_PATH = '/us/rss';
/** How long the FAA upstream waits before answering, in ms: longer than any test. */
const SLOW_UPSTREAM_MS = 120_000;

const GUARDIAN = readFixture(
  new URL('../../src/services/aviation/sources/news-feeds/job.ts', import.meta.url).href,
  'guardian-us.rss',
);

/** The running deployment. */
export class Cluster {
  redis!: TestRedisServer;
  upstream!: Upstream;
  /** The test's own connection to the shared Redis (keys, snapshots, locks). */
  store!: RedisStore;
  readonly dir = mkdtempSync(join(tmpdir(), 'wm-multi-'));
  private processes = 0;

  /** Starts Redis and the upstream. */
  async start(): Promise<void> {
    this.redis = await startRedisServer({ dir: join(this.dir, 'redis') });
    this.upstream = await startUpstream({
      ...SAMPLE_ROUTES,
      [NEWS_FEED_PATH]: { body: GUARDIAN },
      [FAA_AIRPORT_STATUS_PATH]: { body: '', delayMs: SLOW_UPSTREAM_MS },
    });
    this.store = createRedisStore(this.redis.url);
    await this.store.ping();
  }

  /** The environment every process shares. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    this.processes += 1;
    return {
      STORE: 'redis',
      REDIS_URL: this.redis.url,
      DATA_DIR: join(this.dir, `process-${this.processes}`),
      LOG_LEVEL: 'info',
      KEY_CACHE_TTL_MS: String(TEST_KEY_CACHE_TTL_MS),
      RATE_LIMITS: `1:${TEST_TIER1_LIMIT},2:0`,
      JOB_LOCK_LEASE_MS: String(TEST_JOB_LOCK_LEASE_MS),
      ...extra,
    };
  }

  /** Starts an API process (`serve`). */
  api(): Promise<CliServer> {
    return startCliServer(['serve'], this.env());
  }

  /** Starts a worker on the test's jobs, every upstream pointed at the local one. */
  worker(): Promise<CliServer> {
    const up = this.upstream.url;
    return startCliServer(
      ['worker'],
      this.env({
        INGEST_JOBS: WORKER_JOBS.join(','),
        AVIATION_NEWS_FEEDS: `Guardian US|${up}${NEWS_FEED_PATH}`,
        NOAA_GML_BASE_URL: up,
        FAA_NAS_BASE_URL: up,
      }),
    );
  }

  /** The CLI environment for `keys` against the shared Redis. */
  cliEnv(): Record<string, string> {
    return this.env({ LOG_LEVEL: 'silent' });
  }

  /** Creates a key straight in the shared store (what the CLI does, without a process). */
  async createKey(options: NewKeyOptions): Promise<string> {
    return (await createApiKey(this.store.keys, options, new Date())).key;
  }

  /** Stops Redis (SIGTERM: with fsync always, everything acknowledged is on disk). */
  async stopRedis(): Promise<void> {
    await this.redis.stop();
  }

  /** Starts Redis again on the same port and folder. */
  async restartRedis(): Promise<void> {
    this.redis = await startRedisServer({ dir: join(this.dir, 'redis'), port: this.redis.port });
  }

  /** Stops everything and removes the folder. */
  async stop(): Promise<void> {
    await killAllCli();
    await this.store?.close();
    await this.upstream?.close();
    await this.redis?.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** An HTTP answer, read whole. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** GETs `url` with an API key (or none). */
export async function get(url: string, key?: string): Promise<Answer> {
  const res = await fetch(url, { headers: key ? { 'x-service-key': key } : {} });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** POSTs a batch of `paths`, with an Idempotency-Key when given. */
export async function postBatch(
  base: string,
  key: string,
  paths: string[],
  idempotencyKey?: string,
): Promise<Answer> {
  const res = await fetch(`${base}/api/batch/v1/execute`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-service-key': key,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify({ operations: paths.map((path, i) => ({ id: `op${i}`, path })) }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Polls `check` every `everyMs` until it is true or `timeoutMs` passed; resolves with the wait in ms. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 25,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
