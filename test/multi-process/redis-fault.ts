/**
 * The Redis fault of issue #18, part 3: a bounded request loop runs against both API processes
 * while `redis-server` is stopped and started again (same port, same append-only file). While it
 * is down the APIs answer reads from memory (rate limited in process), keep recently validated
 * keys, refuse what needs the store with 503 + Retry-After, and report the store down; when it
 * returns they recover by themselves, and no key or idempotency record is lost.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { API_KEY_PREFIX } from '../../src/auth/api-keys';
import { REDIS_MAX_RECONNECT_DELAY_MS } from '../../src/store/redis/client';
import type { CliServer } from '../helpers/cli-process';
import {
  type Answer,
  type Cluster,
  get,
  postBatch,
  TEST_KEY_CACHE_TTL_MS,
  TEST_TIER1_LIMIT,
  waitFor,
} from './cluster';

const CO2 = '/api/climate/v1/get-co2-monitoring';
const READY = '/api/health/ready';
/** Pause between two rounds of the request loop, in ms. */
const LOOP_PAUSE_MS = 20;
/** Longest the loop may run, in ms (it normally stops much earlier). */
const LOOP_MAX_MS = 30_000;
/** Shortest outage, in ms: long enough for several reconnection attempts under the loop. */
const OUTAGE_MIN_MS = 2000;
/** Slack for a loaded machine on top of the reconnection delay, in ms. */
const RECOVERY_SLACK_MS = 4000;

/** What earlier steps left in the store, to find again after the restart. */
export interface FaultInputs {
  batchKey: string;
  /** The answer of the idempotent batch sent before, and its Idempotency-Key. */
  firstBatch: string;
  replayedKey: string;
}

interface Seen {
  what: string;
  status: number;
  retryAfter: string | null;
}

/** Runs the whole scenario; fails the calling test on any broken expectation. */
export async function runRedisFaultScenario(
  cluster: Cluster,
  apis: CliServer[],
  inputs: FaultInputs,
): Promise<void> {
  const known = await cluster.createKey({ tier: 2 });
  const limited = await cluster.createKey({ tier: 1 });
  // Created before the restart and never shown to an API until after it: must not be lost.
  const untouched = await cluster.createKey({ tier: 2 });
  const unknown = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  for (const api of apis) {
    expect((await get(`${api.url}${CO2}`, known)).status).toBe(200);
    expect((await get(`${api.url}${CO2}`, limited)).status).toBe(200);
  }

  const loop = startLoop(apis, known);
  await cluster.stopRedis();
  const stopped = Date.now();
  try {
    // Past the key cache's TTL: a known key is now answered from the outage grace, not the cache.
    await new Promise((r) => setTimeout(r, TEST_KEY_CACHE_TTL_MS + 100));
    for (const api of apis) await expectDownBehaviour(api, { known, limited, untouched, unknown, inputs });
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MIN_MS - (Date.now() - stopped))));
  } finally {
    // Started again even when a check failed, so the tests after this one see a working Redis.
    await cluster.restartRedis();
  }
  for (const api of apis) {
    const waited = await waitFor(
      async () => (await get(`${api.url}${READY}`)).status === 200,
      REDIS_MAX_RECONNECT_DELAY_MS + RECOVERY_SLACK_MS,
    );
    expect(waited).toBeLessThanOrEqual(REDIS_MAX_RECONNECT_DELAY_MS + RECOVERY_SLACK_MS);
  }
  for (const api of apis) await expectRecovered(api, { known, untouched, unknown, inputs });
  const seen = await loop.stop();

  // The loop saw the outage (503 from readiness) and never a 5xx other than a documented 503.
  expect(seen.filter((s) => s.what === READY && s.status === 503).length).toBeGreaterThan(0);
  const faults = seen.filter(
    (s) => s.status >= 500 && !(s.status === 503 && (s.what === READY || s.retryAfter)),
  );
  expect(faults).toEqual([]);
  expect(seen.filter((s) => s.status === 0)).toEqual([]);
  // Reads never failed: every GET of a known key answered 200.
  expect(seen.filter((s) => s.what === CO2 && s.status !== 200)).toEqual([]);
}

interface Keys {
  known: string;
  untouched: string;
  unknown: string;
  inputs: FaultInputs;
}

async function expectDownBehaviour(api: CliServer, keys: Keys & { limited: string }): Promise<void> {
  const ready = await get(`${api.url}${READY}`);
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.text)).toMatchObject({ status: 'not_ready', store: 'down', dataLoaded: true });
  expect((await get(`${api.url}/api/health/live`)).status).toBe(200);
  const health = JSON.parse((await get(`${api.url}/api/health`)).text);
  expect(health.store.status).toBe('down');
  expect(health.status).toBe('degraded');
  // The last report read keeps the dataset with its data (`stale`: the recorded payload is old).
  const co2 = health.datasets.find((d: { key: string }) => d.key === 'climate:co2-monitoring');
  expect(co2?.fetchedAt).toEqual(expect.any(String));
  expect(co2?.recordCount).toBeGreaterThan(0);

  // Reads from memory with a key validated in the last minute.
  expect((await get(`${api.url}${CO2}`, keys.known)).status).toBe(200);
  // Keys this process has not validated cannot be checked: 503 + Retry-After, never 500 or 401.
  for (const key of [keys.unknown, keys.untouched])
    expectStoreUnavailable(await get(`${api.url}${CO2}`, key));
  // An idempotent batch needs its record: 503 + Retry-After; a batch without a key runs.
  expectStoreUnavailable(await postBatch(api.url, keys.known, [CO2], 'during-outage'));
  expect((await postBatch(api.url, keys.known, [CO2])).status).toBe(200);
  // Rate limited in process: a fresh in-memory window of the same limit.
  const statuses: number[] = [];
  for (let i = 0; i < TEST_TIER1_LIMIT + 2; i++)
    statuses.push((await get(`${api.url}${CO2}`, keys.limited)).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(TEST_TIER1_LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(2);
}

async function expectRecovered(api: CliServer, keys: Keys): Promise<void> {
  expect((await get(`${api.url}${CO2}`, keys.untouched)).status).toBe(200);
  expect((await get(`${api.url}${CO2}`, keys.known)).status).toBe(200);
  expect((await get(`${api.url}${CO2}`, keys.unknown)).status).toBe(401);
  const replay = await postBatch(api.url, keys.inputs.batchKey, [CO2], keys.inputs.replayedKey);
  expect(replay.status).toBe(200);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect(replay.text).toBe(keys.inputs.firstBatch);
  expect(JSON.parse((await get(`${api.url}/api/health`)).text).store.status).toBe('up');
}

function expectStoreUnavailable(res: Answer): void {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(JSON.parse(res.text)).toEqual({ error: expect.stringContaining('unavailable') });
}

/** A request loop over both processes: reads, health, readiness, a batch without a key. */
function startLoop(apis: CliServer[], key: string): { stop(): Promise<Seen[]> } {
  const seen: Seen[] = [];
  let running = true;
  const record = async (what: string, send: () => Promise<Answer>) => {
    try {
      const res = await send();
      seen.push({ what, status: res.status, retryAfter: res.headers.get('retry-after') });
    } catch {
      seen.push({ what, status: 0, retryAfter: null });
    }
  };
  const started = Date.now();
  const rounds = apis.map(async (api) => {
    while (running && Date.now() - started < LOOP_MAX_MS) {
      await record(CO2, () => get(`${api.url}${CO2}`, key));
      await record('/api/health', () => get(`${api.url}/api/health`));
      await record(READY, () => get(`${api.url}${READY}`));
      await record('batch', () => postBatch(api.url, key, [CO2]));
      await new Promise((r) => setTimeout(r, LOOP_PAUSE_MS));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(rounds);
      return seen;
    },
  };
}
