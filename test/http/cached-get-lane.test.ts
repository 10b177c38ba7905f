/**
 * The cached-GET lane (src/http/cached-get-lane.ts) answers exactly as the Fastify pipeline does.
 * Two apps on one store with the bundled captures loaded, one with the lane and one without, get
 * the same requests over real sockets: every routed GET with and without credentials, bad
 * queries, projections, 304s, origins, a rate limit running out. Their statuses, headers, bodies,
 * access-log lines and metrics must be the same, and the lane must have answered the cached ones
 * without Fastify.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createApiKey } from '../../src/auth/api-keys';
import { loadConfig } from '../../src/config';
import { loadBundles } from '../../src/ingest/bundled';
import { CATALOG } from '../../src/services';
import { createSqliteStore } from '../../src/store/sqlite';
import { Capture } from '../helpers/capture';
import { TEST_LOAD_SHEDDING, TEST_OPERATOR_KEY } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';

const ALLOWED_ORIGIN = 'https://dash.example';
/** Tier 1's limit here: small, so a run of requests meets its 429. */
const TIER1_LIMIT = 4;
/** Headers that differ between any two answers: the clock, the request id, the connection. */
const VOLATILE = new Set([
  'date',
  'x-request-id',
  'connection',
  'keep-alive',
  'ratelimit-reset',
  'x-ratelimit-reset',
]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Side {
  close(): Promise<void>;
  base: string;
  log: Capture;
  /** Requests that reached Fastify's hooks (the lane's answers never do). */
  throughFastify: number;
}

const store = createSqliteStore(':memory:');
const GETS = CATALOG.registry.operations.filter((op) => op.routed && op.method === 'GET');

async function side(lane: boolean, env: Record<string, string> = {}): Promise<Side> {
  const log = new Capture();
  const config = loadConfig(
    {
      DATA_DIR: '/nonexistent-test-data',
      ENTERPRISE_API_KEYS: TEST_OPERATOR_KEY,
      CORS_ORIGINS: ALLOWED_ORIGIN,
      RATE_LIMITS: `0:60,1:${TIER1_LIMIT},2:600,3:0`,
      ...env,
    },
    process.cwd(),
  );
  // The shedder never sheds: both sides must answer alike whatever the machine is doing.
  const app = await buildApp({
    config,
    store,
    cachedGetLane: lane,
    loadShedding: TEST_LOAD_SHEDDING,
    logger: { level: 'info', stream: log },
  });
  const s: Side = { close: () => app.close(), base: '', log, throughFastify: 0 };
  app.addHook('onRequest', (_request, _reply, done) => {
    s.throughFastify += 1;
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  s.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return s;
}

const newKey = async (tier: 0 | 1 | 2 | 3) => (await createApiKey(store.keys, { tier }, new Date())).key;

async function call(s: Side, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${s.base}${path}`, { headers });
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!VOLATILE.has(name)) kept[name] = value;
  });
  return { status: res.status, headers: kept, body: await res.text() };
}

/** The access-log lines, without what differs between any two requests. */
function accessLines(s: Side): Record<string, unknown>[] {
  return s.log
    .text()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => {
      const {
        time: _t,
        reqId,
        ms,
        pid: _p,
        hostname: _h,
        ...rest
      } = JSON.parse(line) as Record<string, unknown>;
      expect(typeof reqId).toBe('string');
      expect(typeof ms).toBe('number');
      return rest;
    });
}

describe('the cached-GET lane answers as the pipeline does', () => {
  let on: Side;
  let off: Side;
  let userKey: string;
  let tier1Key: string;

  beforeAll(async () => {
    await loadBundles(CATALOG.createJobs({}), { store });
    on = await side(true);
    off = await side(false);
    userKey = await newKey(2);
    tier1Key = await newKey(1);
  }, 60_000);
  afterAll(async () => {
    await on.close();
    await off.close();
    await store.close();
  });

  /** Sends one request to both apps, the same number of times, and expects the same answers. */
  async function same(path: string, headers: Record<string, string> = {}, times = 2): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < times; i++) {
      const a = await call(off, path, headers);
      const b = await call(on, path, headers);
      expect(b, `${path} ${JSON.stringify(headers)} (#${i + 1})`).toEqual(a);
      answers.push(b);
    }
    return answers;
  }

  it('gives every routed GET the same answer, with and without each kind of credential', async () => {
    const credentials: Record<string, string>[] = [
      {},
      { 'x-service-key': TEST_OPERATOR_KEY },
      { 'x-api-key': userKey },
      { 'x-worldmonitor-key': userKey },
      { 'x-service-key': 'wm_live_0000000000000000000000000000000000000000' },
      { 'x-service-key': 'not a key' },
      { authorization: 'Bearer abc' },
    ];
    let cached200 = 0;
    for (const op of GETS) {
      const query = VALID_QUERIES[op.id] ?? '';
      const path = query ? `${op.path}?${query}` : op.path;
      for (const headers of credentials) {
        const [, second] = await same(path, headers);
        if (second?.status === 200 && second.headers['x-data-status'] === 'ok') cached200 += 1;
      }
    }
    // Most operations have bundled data, so most credentialed pairs end in a cached 200.
    expect(cached200).toBeGreaterThan(GETS.length);
  }, 120_000);

  it('gives the same refusals for bad queries and projections, and the same projected 200s', async () => {
    const op = '/api/aviation/v1/list-airport-delays';
    const key = { 'x-service-key': TEST_OPERATOR_KEY };
    await same(`${op}?unknown=1`, key);
    await same(`${op}?jmespath=alerts[0].iata`, key);
    await same(`${op}?jmespath=${encodeURIComponent('alerts[?severity')}`, key);
    await same(`${op}?jmespath=`, key);
    await same(`${op}/`, key);
    await same(`${op}#fragment`, key);
    await same(`${op}?jmespath=alerts[0].iata&jmespath=alerts`, key);
  });

  it('answers If-None-Match with the same 304s, and origins with the same CORS headers', async () => {
    const op = '/api/climate/v1/get-co2-monitoring';
    const key = { 'x-service-key': TEST_OPERATOR_KEY };
    const [first] = await same(op, key);
    const etag = first?.headers.etag ?? '';
    expect(etag).not.toBe('');
    const [notModified] = await same(op, { ...key, 'if-none-match': etag });
    expect(notModified?.status).toBe(304);
    await same(op, { ...key, 'if-none-match': `W/${etag}, "other"` });
    await same(op, { ...key, 'if-none-match': '"other"' });
    await same(op, { ...key, origin: ALLOWED_ORIGIN });
    const [refused] = await same(op, { ...key, origin: 'https://elsewhere.example' });
    expect(refused?.status).toBe(403);
  });

  it('counts a rate limit the same, once per request, and refuses past it the same', async () => {
    const op = '/api/climate/v1/get-co2-monitoring';
    const key = { 'x-service-key': tier1Key };
    // The first request waits for the key lookup, the second is refused after it was counted (a
    // bad query): both are counted once, whichever path answers.
    const paths = [op, `${op}?unknown=1`, op, op, op, op];
    const statuses: number[] = [];
    for (const path of paths) statuses.push(...(await same(path, key, 1)).map((a) => a.status));
    expect(TIER1_LIMIT).toBe(4);
    expect(statuses).toEqual([200, 400, 200, 200, 429, 429]);
  });

  it('writes the same access-log lines and metrics, and answered cached GETs without Fastify', async () => {
    expect(accessLines(on)).toEqual(accessLines(off));
    const metrics = async (s: Side) =>
      (await call(s, '/metrics')).body
        .split('\n')
        .filter(
          (line) =>
            line.startsWith('http_requests_total') || line.startsWith('http_request_duration_seconds_count'),
        )
        .join('\n');
    expect(await metrics(on)).toEqual(await metrics(off));
    // Every request went through Fastify without the lane; with it, the cached answers did not.
    expect(on.throughFastify).toBeLessThan(off.throughFastify / 2);
  });
});

describe('the cached-GET lane behind a trusted proxy', () => {
  /** Anonymous callers' limit here: each forwarded client runs out after this many. */
  const TIER0_LIMIT = 3;
  const QUAKES = '/api/seismology/v1/list-earthquakes';
  let on: Side;
  let off: Side;

  beforeAll(async () => {
    const env = { TRUSTED_PROXIES: '127.0.0.1', RATE_LIMITS: `0:${TIER0_LIMIT},1:300,2:600,3:0` };
    on = await side(true, env);
    off = await side(false, env);
  }, 60_000);
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('counts and logs each forwarded client as the pipeline does', async () => {
    const statuses: number[] = [];
    const forwarded = [
      '203.0.113.7',
      '203.0.113.7',
      '198.51.100.2, 203.0.113.7',
      '203.0.113.7',
      '203.0.113.9',
    ];
    for (const xff of forwarded) {
      const a = await call(off, QUAKES, { 'x-forwarded-for': xff });
      const b = await call(on, QUAKES, { 'x-forwarded-for': xff });
      expect(b, xff).toEqual(a);
      statuses.push(b.status);
    }
    // The last address before the trusted proxy is the client: 203.0.113.7 four times, then another.
    expect(statuses).toEqual([200, 200, 200, 429, 200]);
    const lines = accessLines(on);
    expect(lines).toEqual(accessLines(off));
    expect(lines.map((l) => l.caller)).toEqual([
      'ip:203.0.113.7',
      'ip:203.0.113.7',
      'ip:203.0.113.7',
      'ip:203.0.113.7',
      'ip:203.0.113.9',
    ]);
    expect(on.throughFastify).toBeLessThan(off.throughFastify);
  });
});
