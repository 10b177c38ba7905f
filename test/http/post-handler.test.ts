/**
 * The route the app builds for a POST handler (`definePostHandler`, src/http/post-route.ts), over a
 * real socket: the body is checked against the contract (400 violations), the handler's answer is
 * sent with its X-Data-* headers, `Idempotency-Key` replays, and the body's units count against
 * the caller's rate limit all at once. The batch's contract carries the handler here (the
 * services' own POST handlers are tested with their operations).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyHooks } from '../../src/http/idempotency';
import { postHandlerRoute } from '../../src/http/post-route';
import { CATALOG } from '../../src/services';
import { executeBatch } from '../../src/services/batch/contract';
import { definePostHandler, fromData } from '../../src/services/handler';
import { createSqliteStore } from '../../src/store/sqlite';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

const FETCHED_AT = '2026-11-01T00:00:00.000Z';
const NOW = new Date('2026-11-27T00:00:00.000Z');

let t: TestApp;
let base: string;
let key: string;
let runs = 0;

beforeAll(async () => {
  const store = createSqliteStore(':memory:');
  // One unit per operation listed: the handler answers each as a 200 result.
  const handler = definePostHandler(
    executeBatch,
    async (_ctx, body) => {
      runs += 1;
      const results = body.operations.map((op, i) => ({
        id: op.id ?? String(i),
        status: 200,
        error: '' as const,
      }));
      return fromData({ succeeded: results.length, failed: 0, results }, FETCHED_AT);
    },
    { units: (body) => body.operations.length },
  );
  const route = postHandlerRoute(handler, {
    getOperationsByPath: new Map(),
    idempotencyHooks: (leaseMs) =>
      createIdempotencyHooks({ store: store.idempotency, now: () => NOW, leaseMs }),
    context: { snapshots: { read: async () => ({ status: 'miss' }) }, now: () => NOW, providers: {} },
    provenance: (_op, data) =>
      data.status === 'unavailable'
        ? data
        : { status: 'ok', fetchedAt: data.fetchedAt, ageSeconds: 2_246_400 },
  });
  t = await buildTestApp({
    store,
    env: { RATE_LIMITS: '0:5,1:5,2:5,3:0' },
    deps: { now: () => NOW, postRoutes: new Map([[executeBatch.id, route]]) },
  });
  key = await t.createKey();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await t?.close();
});

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${executeBatch.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': key, ...headers },
    body: JSON.stringify(body),
  });
}

const ops = (n: number) => ({
  operations: Array.from({ length: n }, (_, i) => ({ id: `o${i}`, path: '/x' })),
});

describe('a POST handler route', () => {
  it('refuses a body that is not the contract’s with 400 violations, naming the field', async () => {
    const res = await post({ operations: [{ id: 'a' }], extra: 1 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { violations: { field: string }[] };
    expect(body.violations.map((v) => v.field)).toContain('operations[0].path');
  });

  it('sends the answer with its provenance, replays it by Idempotency-Key, and counts units', async () => {
    const before = runs;
    const first = await post(ops(2), { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-data-status')).toBe('ok');
    expect(first.headers.get('x-data-fetched-at')).toBe(FETCHED_AT);
    expect(first.headers.get('ratelimit-remaining')).toBe(
      String(Number(first.headers.get('ratelimit-limit')) - 3),
    );
    const body = await first.json();
    expect(body).toMatchObject({ succeeded: 2, results: [{ id: 'o0' }, { id: 'o1' }] });

    const replay = await post(ops(2), { 'idempotency-key': 'k-1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The replay repeats where the first answer's data stood.
    expect(replay.headers.get('x-data-status')).toBe('ok');
    expect(replay.headers.get('x-data-fetched-at')).toBe(FETCHED_AT);
    expect(await replay.json()).toEqual(body);
    expect(runs).toBe(before + 1);
  });

  it('refuses a body costing more units than remain, all at once', async () => {
    // The limit is 5 a minute: the invalid body cost 1 and the lookup 2, so 2 remain.
    const refused = await post(ops(3));
    expect(refused.status).toBe(429);
    const fits = await post(ops(2));
    expect(fits.status).toBe(200);
    expect(fits.headers.get('ratelimit-remaining')).toBe('0');
  });
});

describe('a POST that can never run here (no public source)', () => {
  const noSource = CATALOG.registry.operations.filter(
    (op) =>
      op.method === 'POST' && op.availability?.kind === 'no-public-source' && op.exampleBody !== undefined,
  );

  it('checks its body, then answers 501 with the reason, on a socket', async () => {
    expect(noSource.length).toBeGreaterThan(0);
    for (const op of noSource) {
      const send = (body: unknown) =>
        fetch(`${base}${op.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-service-key': TEST_OPERATOR_KEY },
          body: JSON.stringify(body),
        });
      const refused = await send([]);
      expect(refused.status, op.id).toBe(400);
      const res = await send(op.exampleBody);
      expect(res.status, op.id).toBe(501);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as { error: string };
      expect(body.error.length, op.id).toBeGreaterThan(10);
    }
  });
});
