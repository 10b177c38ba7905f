/**
 * Refusals as clients meet them, on a real socket on 127.0.0.1 with the server's default time
 * limits (issue #25): every refused batch body is answered at once (never left to the silent-socket
 * limit), a corrected retry with the same Idempotency-Key runs, the batch's own 429 is sent, a
 * request with a `Transfer-Encoding` the server cannot frame gets exactly one answer, and two
 * different credentials in one request are refused.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createApiKey } from '../../src/auth/api-keys';
import { loadConfig } from '../../src/config';
import type { ServedStore } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { servedStore, TEST_LOAD_SHEDDING } from '../helpers/test-app';

const BATCH = '/api/batch/v1/execute';
const EVENTS = '/api/conflict/v1/list-dataset-events';
const CO2 = '/api/climate/v1/get-co2-monitoring';
/** A refusal must arrive well before the 15 s silent-socket limit that hid the defect. */
const ANSWER_WITHIN_MS = 5_000;

let app: FastifyInstance;
let store: ServedStore;
let port: number;
let key: string;
let otherKey: string;

beforeAll(async () => {
  store = await servedStore(createSqliteStore(':memory:'));
  // Tier 0 is limited to 2 calls a minute per operation: the third batch is refused with 429.
  const config = loadConfig(
    { DATA_DIR: '/nonexistent-test-data', LOG_LEVEL: 'silent', RATE_LIMITS: '0:2,1:0,2:0,3:0' },
    process.cwd(),
  );
  app = await buildApp({ config, store, jobs: [], logger: false, loadShedding: TEST_LOAD_SHEDDING });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
  key = (await createApiKey(store.keys, { tier: 3 }, new Date())).key;
  otherKey = (await createApiKey(store.keys, { tier: 3 }, new Date())).key;
});

afterAll(async () => {
  await app.close();
  await store.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One request on a fresh connection; rejects when no answer arrives within ANSWER_WITHIN_MS. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? JSON.parse(text) : undefined,
        });
      });
    });
    req.setTimeout(ANSWER_WITHIN_MS, () => req.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

const postBatch = (body: string, extra: Record<string, string> = {}, credential = key) =>
  send('POST', BATCH, { 'content-type': 'application/json', 'x-service-key': credential, ...extra }, body);

const op = (i: number) => ({ id: `op${i}`, path: EVENTS });

describe('refused batch bodies over a socket', () => {
  const bad: [string, unknown][] = [
    ['an empty object', {}],
    ['no operations', { operations: [] }],
    ['a bare array', [op(0)]],
    ['an operation without path', { operations: [{ id: 'a' }] }],
    ['duplicate ids', { operations: [op(0), op(0)] }],
    ['21 operations', { operations: Array.from({ length: 21 }, (_, i) => op(i)) }],
  ];

  it.each(bad)('answers %s with 400 and violations at once', async (_name, body) => {
    const answer = await postBatch(JSON.stringify(body));
    expect(answer.status).toBe(400);
    const violations = (answer.body as { violations?: unknown[] }).violations;
    expect(violations?.length).toBeGreaterThan(0);
  });

  it('lets a corrected retry with the same Idempotency-Key run', async () => {
    const idem = { 'idempotency-key': 'refused-then-corrected-1' };
    const refused = await postBatch(JSON.stringify({ operations: [] }), idem);
    expect(refused.status).toBe(400);
    expect(refused.headers['idempotency-key']).toBe('refused-then-corrected-1');
    const corrected = await postBatch(JSON.stringify({ operations: [op(0)] }), idem);
    expect(corrected.status).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBe('false');
    expect((corrected.body as { succeeded: number }).succeeded).toBe(1);
    // The run that succeeded is the one kept: the same body now replays it.
    const replay = await postBatch(JSON.stringify({ operations: [op(0)] }), idem);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it("sends the batch's own 429 and frees its Idempotency-Key", async () => {
    const limited = (await createApiKey(store.keys, { tier: 0 }, new Date())).key;
    const body = JSON.stringify({ operations: [op(0)] });
    expect((await postBatch(body, {}, limited)).status).toBe(200);
    expect((await postBatch(body, {}, limited)).status).toBe(200);
    const refused = await postBatch(body, { 'idempotency-key': 'limited-1' }, limited);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((refused.body as { error: string }).error).toMatch(/\S/);
  });
});

/** Writes `data` on a raw socket and returns everything read until the server closes it. */
function rawExchange(data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
    socket.on('connect', () => socket.write(data));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${ANSWER_WITHIN_MS} ms: ${JSON.stringify(text)}`));
    }, ANSWER_WITHIN_MS).unref();
  });
}

const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe('Transfer-Encoding the server cannot frame', () => {
  const framings: [string, string][] = [
    ['identity', '400'],
    ['Identity', '400'],
    ['chunked, identity', '400'],
    ['gzip', '400'],
    ['chunked, chunked', '400'],
    ['chunked\r\nTransfer-Encoding: identity', '400'],
    ['gzip, chunked', '501'],
  ];

  it.each(framings)(
    'Transfer-Encoding: %s gets one answer, %s, and the connection closes',
    async (te, status) => {
      const text = await rawExchange(
        `GET ${CO2} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Service-Key: ${key}\r\nTransfer-Encoding: ${te}\r\n\r\n`,
      );
      expect(statusLines(text)).toEqual([`HTTP/1.1 ${status}`]);
      expect(text.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
        error: expect.stringMatching(/Transfer-Encoding/),
      });
    },
  );

  it('still serves a chunked request', async () => {
    const body = JSON.stringify({ operations: [op(0)] });
    const chunk = `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const text = await rawExchange(
      `POST ${BATCH} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Service-Key: ${key}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk}`,
    );
    expect(statusLines(text)).toEqual(['HTTP/1.1 200']);
  });
});

describe('two credentials in one request', () => {
  it.each([
    ['a different valid key in X-Api-Key', () => ({ 'x-api-key': otherKey })],
    ['garbage in X-Api-Key', () => ({ 'x-api-key': 'not-a-key' })],
    ['a different key in X-WorldMonitor-Key', () => ({ 'x-worldmonitor-key': otherKey })],
  ])('refuses a valid X-Service-Key with %s (401)', async (_name, extra) => {
    const answer = await send('GET', CO2, { 'x-service-key': key, ...extra() });
    expect(answer.status).toBe(401);
    expect((answer.body as { error: string }).error).toMatch(/conflicting credentials/i);
  });

  it('accepts the same key in two key headers', async () => {
    const answer = await send('GET', CO2, { 'x-service-key': key, 'x-api-key': key });
    expect(answer.status).toBe(200);
  });
});
