/**
 * Connection-level defences on a real listening server (127.0.0.1 only; 127.0.0.2 is another
 * loopback address): stalled bodies are cut, one address cannot hold every connection, protocol
 * corners get spec bodies, and an abandoned upload is not an error. Time limits are shrunk so the
 * suite stays short; every socket is closed by the end. What the tests wait for is an event (a
 * close, a log line), each with a deadline of seconds, never a fixed sleep or a tight bound, so a
 * busy machine only makes them slower.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { createApiKey } from '../../src/auth/api-keys';
import { loadConfig } from '../../src/config';
import type { ServedStore } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { servedStore, TEST_LOAD_SHEDDING } from '../helpers/test-app';

const CAP = 12;
const REQUEST_TIMEOUT_MS = 1_200;
/** Longest wait for a socket to close or a line to be logged, in ms (seconds: a busy machine is slow). */
const EVENT_DEADLINE_MS = 10_000;
const BATCH = '/api/batch/v1/execute';
const EVENTS = '/api/conflict/v1/list-dataset-events';

let app: FastifyInstance;
let store: ServedStore;
let port: number;
let key: string;
const logLines: Record<string, unknown>[] = [];
/** Method and URL of every request that reached Fastify. */
const started: string[] = [];

beforeAll(async () => {
  store = await servedStore(createSqliteStore(':memory:'));
  const config = loadConfig(
    { DATA_DIR: '/nonexistent-test-data', LOG_LEVEL: 'debug', MAX_CONNECTIONS_PER_ADDRESS: String(CAP) },
    process.cwd(),
  );
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config,
    store,
    jobs: [],
    logger: { level: 'debug', stream: sink },
    loadShedding: TEST_LOAD_SHEDDING,
    serverLimits: {
      headersTimeoutMs: 1_000,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      idleSocketTimeoutMs: 1_000,
      keepAliveTimeoutMs: 500,
    },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    started.push(`${request.method} ${request.url}`);
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
  key = (await createApiKey(store.keys, {}, new Date())).key;
});

afterAll(async () => {
  await app.close();
  await store.close();
});

/** What came back on a raw socket before it closed. */
interface RawOutcome {
  text: string;
  /** The server had not closed it after `maxMs`: the client did. */
  clientGaveUp: boolean;
}

/** Opens a socket (from `localAddress`), writes `data`, and reports what came back until it closed. */
function rawExchange(
  data: string,
  localAddress = '127.0.0.1',
  maxMs = EVENT_DEADLINE_MS,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: '127.0.0.1', port, localAddress });
    let text = '';
    let clientGaveUp = false;
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, clientGaveUp }));
    socket.on('connect', () => socket.write(data));
    setTimeout(() => {
      clientGaveUp = true;
      socket.destroy();
    }, maxMs).unref();
  });
}

/** A request whose body starts and then never arrives. */
function stalledBatch(headers: string): string {
  return `POST ${BATCH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}Transfer-Encoding: chunked\r\n\r\n5\r\n{"ope\r\n`;
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}

function headersOf(text: string): Record<string, string> {
  const head = text.split('\r\n\r\n')[0] ?? '';
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
}

function bodyOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

/** An ordinary GET from 127.0.0.1 on a fresh connection. */
function ordinaryGet(): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: EVENTS, agent: false, headers: { 'x-service-key': key } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function expectApiHeaders(text: string): void {
  const headers = headersOf(text);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBeDefined();
  expect(headers['x-request-id']).toMatch(/\S/);
}

describe('stalled bodies from one address', () => {
  it('are cut off, one address holds at most the cap, and other clients are served meanwhile', async () => {
    const attackers = Array.from({ length: CAP + 6 }, () =>
      rawExchange(stalledBatch(`X-Service-Key: ${key}\r\n`), '127.0.0.2'),
    );
    // While the attack holds its connections, ordinary requests from another address succeed.
    await new Promise((r) => setTimeout(r, 200));
    const ordinary = await Promise.all(Array.from({ length: 5 }, () => ordinaryGet()));
    expect(ordinary.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);

    const outcomes = await Promise.all(attackers);
    const refused = outcomes.filter((o) => statusOf(o.text) === 503);
    const cut = outcomes.filter((o) => statusOf(o.text) !== 503);
    expect(refused).toHaveLength(6);
    for (const o of refused) {
      expectApiHeaders(o.text);
      expect(headersOf(o.text)['retry-after']).toBe('5');
      expect(bodyOf(o.text)).toEqual({ error: 'Too many open connections from your address' });
    }
    expect(cut).toHaveLength(CAP);
    for (const o of cut) {
      // Cut by the server (its whole-request deadline, checked every second), never left open.
      expect(o.clientGaveUp).toBe(false);
      if (o.text !== '') {
        expect(statusOf(o.text)).toBe(408);
        expectApiHeaders(o.text);
      }
    }
  });

  it('a batch without a credential is refused from its headers, without waiting for its body', async () => {
    const outcome = await rawExchange(stalledBatch(''));
    // A 401, not the 408 of the whole-request deadline: it did not wait for the body.
    expect(statusOf(outcome.text)).toBe(401);
    expect(headersOf(outcome.text).connection).toBe('close');
    expect(headersOf(outcome.text)['www-authenticate']).toBeDefined();
    expect(outcome.clientGaveUp).toBe(false);
  });
});

describe('protocol corners', () => {
  it('answers Expect other than 100-continue with 417 and a spec body', async () => {
    const o = await rawExchange(
      `GET ${EVENTS} HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: something-else\r\n\r\n`,
    );
    expect(statusOf(o.text)).toBe(417);
    expectApiHeaders(o.text);
    expect(bodyOf(o.text)).toEqual({ error: 'Only "Expect: 100-continue" is supported' });
  });

  it('answers CONNECT with 405 and a spec body', async () => {
    const o = await rawExchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(statusOf(o.text)).toBe(405);
    expectApiHeaders(o.text);
    expect(bodyOf(o.text)).toEqual({ error: 'Method not allowed' });
  });

  it('answers a malformed request with 400 and a spec body', async () => {
    const o = await rawExchange('NOT A REQUEST\r\n\r\n');
    expect(statusOf(o.text)).toBe(400);
    expectApiHeaders(o.text);
    expect(bodyOf(o.text)).toEqual({ error: 'Malformed HTTP request' });
  });

  it('logs an abandoned upload quietly: no error line, no stack', async () => {
    const before = logLines.length;
    const startedBefore = started.length;
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST ${BATCH} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Service-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"operations":`,
    );
    // Abandoned once the server has started the request (not after a guessed delay).
    await vi.waitFor(() => expect(started.slice(startedBefore)).toContain(`POST ${BATCH}`), {
      timeout: EVENT_DEADLINE_MS,
    });
    socket.destroy();
    await vi.waitFor(
      () =>
        expect(logLines.slice(before).map((l) => l.msg)).toContain(
          'client closed the connection before the request was complete',
        ),
      { timeout: EVENT_DEADLINE_MS },
    );
    const lines = logLines.slice(before);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
    expect(lines.some((l) => l.msg === 'client closed the connection before the request was complete')).toBe(
      true,
    );
  });
});

describe('refusals of bodiless requests', () => {
  it('keep the connection open: a 401 GET does not cost the client a new connection', async () => {
    const o = await rawExchange('GET /api/climate/v1/get-co2-monitoring HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(statusOf(o.text)).toBe(401);
    expect(headersOf(o.text).connection).toBe('keep-alive');
  });
});
