/**
 * One request path (DESIGN §9, issue #28): every request, a cached GET included, goes through the
 * app's hooks, over a real socket as through `inject()`. The access line the server's own log
 * builds directly (access-log.ts) is the line pino writes through a request's logger: two apps on
 * one store with the bundled captures loaded, one logging through the server's destination (to a
 * file, as `npm start > log` would) and one through a pino stream, get the same requests over real
 * sockets; their answers, access-log lines and metrics must be the same, and every request must
 * have reached a hook added to the app.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createApiKey } from '../../src/auth/api-keys';
import { loadConfig } from '../../src/config';
import { BufferedLogDestination } from '../../src/http/log-destination';
import { loadBundles } from '../../src/ingest/bundled';
import { CATALOG } from '../../src/services';
import type { ServedStore } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { Capture } from '../helpers/capture';
import { servedStore, TEST_LOAD_SHEDDING, TEST_OPERATOR_KEY } from '../helpers/test-app';
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
  'x-data-age',
]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Side {
  close(): Promise<void>;
  base: string;
  /** Everything the app logged so far. */
  logText(): string;
  /** Requests that reached a hook added to the app, and that hook's onResponse. */
  hooked: { requests: number; responses: number };
  /** Requests sent to this side, and how many of them a handler answered (200 or 304). */
  sent: number;
  handled: number;
}

const store = createSqliteStore(':memory:');
/** The store both apps serve from, made once the bundles are loaded. */
let served: Promise<ServedStore> | undefined;
const GETS = CATALOG.registry.operations.filter((op) => op.routed && op.method === 'GET');
const logDir = mkdtempSync(join(tmpdir(), 'wm-one-path-'));

/** An app whose log is the server's own destination on a file (`direct`), or a pino stream. */
async function side(direct: boolean, env: Record<string, string> = {}): Promise<Side> {
  const config = loadConfig(
    {
      DATA_DIR: '/nonexistent-test-data',
      ENTERPRISE_API_KEYS: TEST_OPERATOR_KEY,
      CORS_ORIGINS: ALLOWED_ORIGIN,
      RATE_LIMITS: `0:60,1:${TIER1_LIMIT},2:600,3:0`,
      LOG_LEVEL: 'info',
      ...env,
    },
    process.cwd(),
  );
  const file = join(logDir, `${direct ? 'direct' : 'pino'}-${Math.random().toString(36).slice(2)}.log`);
  const fd = openSync(file, 'a');
  const capture = new Capture();
  served ??= servedStore(store);
  // The shedder never sheds: both sides must answer alike whatever the machine is doing.
  const common = { config, store: await served, jobs: [], loadShedding: TEST_LOAD_SHEDDING };
  const app = await buildApp(
    direct
      ? { ...common, logDestination: new BufferedLogDestination(fd) }
      : { ...common, logger: { level: 'info', stream: capture } },
  );
  let closed = false;
  const s: Side = {
    // Closing writes out what the server's log destination still buffers.
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      closeSync(fd);
    },
    base: '',
    logText: () => (direct ? readFileSync(file, 'utf8') : capture.text()),
    hooked: { requests: 0, responses: 0 },
    sent: 0,
    handled: 0,
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    s.hooked.requests += 1;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    s.hooked.responses += 1;
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  s.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return s;
}

const newKey = async (tier: 0 | 1 | 2 | 3) => (await createApiKey(store.keys, { tier }, new Date())).key;

async function call(s: Side, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  s.sent += 1;
  const res = await fetch(`${s.base}${path}`, { headers });
  if (res.status === 200 || res.status === 304) s.handled += 1;
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!VOLATILE.has(name)) kept[name] = value;
  });
  return { status: res.status, headers: kept, body: await res.text() };
}

/** The access-log lines, without what differs between any two requests. */
function accessLines(s: Side): Record<string, unknown>[] {
  return s
    .logText()
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

describe('one path: the direct access line and every hook, over real sockets', () => {
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

  it('writes the same access-log lines and metrics, and every request reached the added hooks', async () => {
    const metrics = async (s: Side) =>
      (await call(s, '/metrics')).body
        .split('\n')
        .filter(
          (line) =>
            line.startsWith('http_requests_total') || line.startsWith('http_request_duration_seconds_count'),
        )
        .join('\n');
    expect(await metrics(on)).toEqual(await metrics(off));
    await on.close();
    await off.close();
    expect(accessLines(on)).toEqual(accessLines(off));
    // Cached GETs included: one path, so a hook added to the app sees every request (an added
    // onRequest hook runs after the pipeline's, so it sees those the pipeline admitted).
    for (const s of [on, off]) {
      expect(s.hooked.responses).toBe(s.sent);
      expect(s.hooked.requests).toBeGreaterThanOrEqual(s.handled);
      expect(s.handled).toBeGreaterThan(GETS.length * 2);
    }
    expect(accessLines(on).length).toBeGreaterThan(GETS.length * 7);
  });
});

describe('behind a trusted proxy', () => {
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
    await on.close();
    await off.close();
    const lines = accessLines(on);
    expect(lines).toEqual(accessLines(off));
    expect(lines.map((l) => l.caller)).toEqual([
      'ip:203.0.113.7',
      'ip:203.0.113.7',
      'ip:203.0.113.7',
      'ip:203.0.113.7',
      'ip:203.0.113.9',
    ]);
    expect(on.hooked.responses).toBe(on.sent);
    expect(on.hooked.requests).toBe(on.handled);
  });
});

afterAll(async () => {
  await (served ? (await served).close() : store.close());
  rmSync(logDir, { recursive: true, force: true });
});
