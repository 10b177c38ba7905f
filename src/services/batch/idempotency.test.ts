import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY } from '../../../test/helpers/test-app';
import { STORE_RETRY_AFTER_SECONDS } from '../../errors';
import { IDEMPOTENCY_RETRY_AFTER_SECONDS, IDEMPOTENCY_TTL_MS } from '../../http/idempotency';
import type { IdempotencyStore } from '../../store/ports';
import { createSqliteStore } from '../../store/sqlite';
import type { PostRoute } from '../handler';
import { BATCH, type BatchTestApp, batchRoute, buildBatchApp, CO2, EVENTS } from './batch-app.test-helper';
import { executeBatch } from './contract';
import { batchOf, postBatch, publishSyntheticEvents } from './fixtures.test-helper';

const BODY = batchOf(`${EVENTS}?country=UA`);

describe('batch idempotency', () => {
  let t: BatchTestApp;
  beforeEach(async () => {
    t = await buildBatchApp();
  });
  afterEach(() => t.close());

  it('refuses a malformed key with 400 before executing, and echoes nothing', async () => {
    for (const key of ['', ' ', 'has space', 'tab\there', 'x'.repeat(256)]) {
      const res = await postBatch(t, BODY, { 'idempotency-key': key });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_idempotency_key', message: expect.any(String) });
      expect(res.headers['idempotency-key']).toBeUndefined();
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(t.probe.runs).toBe(0);
    for (const key of ['x'.repeat(255), '!', '~', 'a:b/c=d']) {
      const res = await postBatch(t, BODY, { 'idempotency-key': key });
      expect(res.statusCode).toBe(200);
      expect(res.headers['idempotency-key']).toBe(key);
    }
  });

  it('executes once, then replays status, body and Content-Type for the same body in any layout', async () => {
    const first = await postBatch(t, BODY, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotency-key']).toBe('k-1');
    expect(first.headers['idempotent-replayed']).toBe('false');
    expect(t.probe.runs).toBe(1);

    // Same value, other whitespace and key order: the canonical JSON is the same.
    const relaid = `{ "operations" : [ { "path" : "${EVENTS}?country=UA",\n "id" : "op0" } ] }`;
    for (const body of [BODY, relaid]) {
      const replay = await postBatch(t, body, { 'idempotency-key': 'k-1' });
      expect(replay.statusCode).toBe(200);
      expect(replay.body).toBe(first.body);
      expect(replay.headers['content-type']).toBe(first.headers['content-type']);
      expect(replay.headers['idempotency-key']).toBe('k-1');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      // Only status, body and Content-Type are reproduced: no rate-limit headers of the original.
      expect(replay.headers['ratelimit-limit']).toBeUndefined();
    }
    expect(t.probe.runs).toBe(1);
  });

  it('answers 422 to the same key with a different body', async () => {
    await postBatch(t, BODY, { 'idempotency-key': 'k-2' });
    const other = await postBatch(t, batchOf(`${EVENTS}?country=FR`), { 'idempotency-key': 'k-2' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'idempotency_key_reused', message: expect.any(String) });
    expect(other.headers['idempotency-key']).toBe('k-2');
    expect(other.headers['idempotent-replayed']).toBe('false');
    // The order of operations is part of the value: swapping two is a different body.
    const two = batchOf(`${EVENTS}?country=UA`, CO2);
    await postBatch(t, two, { 'idempotency-key': 'k-3' });
    const swapped = { operations: [...two.operations].reverse() };
    expect((await postBatch(t, swapped, { 'idempotency-key': 'k-3' })).statusCode).toBe(422);
    // BODY once and both operations of `two` once: neither refused body ran anything.
    expect(t.probe.runs).toBe(3);
  });

  it('answers 409 with Retry-After while the first request is still running', async () => {
    const release = t.probe.hold();
    const first = postBatch(t, BODY, { 'idempotency-key': 'k-4' });
    await t.probe.runsReached(1);
    const second = await postBatch(t, BODY, { 'idempotency-key': 'k-4' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'idempotency_conflict', message: expect.any(String) });
    expect(second.headers['retry-after']).toBe(String(IDEMPOTENCY_RETRY_AFTER_SECONDS));
    expect(second.headers['idempotency-key']).toBe('k-4');
    expect(second.headers['idempotent-replayed']).toBe('false');
    release();
    expect((await first).statusCode).toBe(200);
    const third = await postBatch(t, BODY, { 'idempotency-key': 'k-4' });
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(t.probe.runs).toBe(1);
  });

  it('executes exactly once when many first requests with one key arrive together', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postBatch(t, BODY, { 'idempotency-key': 'k-5' })),
    );
    expect(t.probe.runs).toBe(1);
    const executed = responses.filter(
      (r) => r.statusCode === 200 && r.headers['idempotent-replayed'] === 'false',
    );
    expect(executed).toHaveLength(1);
    for (const r of responses) {
      if (r === executed[0]) continue;
      // Every other request is either a replay of the executed one or a 409 (still in flight).
      expect([200, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 200) expect(r.headers['idempotent-replayed'], r.body).toBe('true');
    }
  });

  it('keeps records per caller: the same key from another caller executes again', async () => {
    const key = await t.createKey();
    const other = await t.createKey();
    await postBatch(t, BODY, { 'idempotency-key': 'shared' });
    const keyed = await postBatch(t, BODY, { 'idempotency-key': 'shared', 'x-api-key': key });
    expect(keyed.headers['idempotent-replayed']).toBe('false');
    const otherKey = await postBatch(t, BODY, { 'idempotency-key': 'shared', 'x-service-key': other });
    expect(otherKey.headers['idempotent-replayed']).toBe('false');
    // Scoped by caller, not address: the first caller from another address replays.
    const otherIp = await t.app.inject({
      method: 'POST',
      url: BATCH,
      remoteAddress: '192.0.2.7',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': 'shared',
        'x-service-key': t.batchKey,
      },
      payload: JSON.stringify(BODY),
    });
    expect(otherIp.headers['idempotent-replayed']).toBe('true');
    expect(t.probe.runs).toBe(3);
  });

  it('does not store a refused body: the corrected retry with the same key runs', async () => {
    const dup = {
      operations: [
        { id: 'a', path: EVENTS },
        { id: 'a', path: EVENTS },
      ],
    };
    const first = await postBatch(t, dup, { 'idempotency-key': 'k-6' });
    expect(first.statusCode).toBe(400);
    expect(first.headers['idempotent-replayed']).toBe('false');
    const corrected = await postBatch(t, batchOf(EVENTS), { 'idempotency-key': 'k-6' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBe('false');
    const replay = await postBatch(t, batchOf(EVENTS), { 'idempotency-key': 'k-6' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(corrected.body);
  });

  it('replays a response whatever its size', async () => {
    await publishSyntheticEvents(t, 400, 'x'.repeat(1500));
    const body = batchOf(`${EVENTS}?country=UA`, `${EVENTS}?country=UA&page_size=50`);
    const first = await postBatch(t, body, { 'idempotency-key': 'big' });
    expect(first.rawPayload.length).toBeGreaterThan(1_048_576);
    expect(first.json().succeeded).toBe(2);
    const replay = await postBatch(t, body, { 'idempotency-key': 'big' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  });

  it('keeps a record for IDEMPOTENCY_TTL_MS, then executes again', async () => {
    expect(IDEMPOTENCY_TTL_MS).toBe(86_400_000);
    await postBatch(t, BODY, { 'idempotency-key': 'k-7' });
    t.clock.ms += IDEMPOTENCY_TTL_MS - 1;
    expect((await postBatch(t, BODY, { 'idempotency-key': 'k-7' })).headers['idempotent-replayed']).toBe(
      'true',
    );
    t.clock.ms += 1;
    const after = await postBatch(t, BODY, { 'idempotency-key': 'k-7' });
    expect(after.headers['idempotent-replayed']).toBe('false');
    expect(t.probe.runs).toBe(2);
  });
});

describe('batch idempotency: statuses that are not stored', () => {
  it('does not store a 5xx: a retry executes again', async () => {
    const store = createSqliteStore(':memory:');
    const real = batchRoute(store.idempotency, () => new Date());
    let fail = true;
    const flaky: PostRoute = Object.assign(
      async (...args: Parameters<PostRoute>) => {
        if (fail) throw new Error('simulated failure inside the batch route');
        return real(...args);
      },
      { routeOptions: real.routeOptions },
    );
    const t = await buildTestApp({ store, deps: { postRoutes: new Map([[executeBatch.id, flaky]]) } });
    try {
      const inject = () =>
        t.app.inject({
          method: 'POST',
          url: BATCH,
          headers: {
            'content-type': 'application/json',
            'idempotency-key': 'k-5xx',
            'x-service-key': TEST_OPERATOR_KEY,
          },
          payload: JSON.stringify(BODY),
        });
      const failed = await inject();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: 'Internal server error' });
      expect(failed.headers['idempotent-replayed']).toBe('false');
      fail = false;
      const retried = await inject();
      expect(retried.statusCode).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBe('false');
      expect((await inject()).headers['idempotent-replayed']).toBe('true');
    } finally {
      await t.close();
    }
  });

  it('does not store a 429 of the batch itself', async () => {
    const t = await buildBatchApp({ env: { RATE_LIMITS: '0:1,1:1,2:1,3:0' } });
    try {
      expect((await postBatch(t, BODY)).statusCode).toBe(200);
      const limited = await postBatch(t, BODY, { 'idempotency-key': 'k-429' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['idempotency-key']).toBe('k-429');
      expect(limited.headers['idempotent-replayed']).toBe('false');
      // Released, not stored: the retry is neither a replay nor blocked as in flight.
      const retry = await postBatch(t, BODY, { 'idempotency-key': 'k-429' });
      expect(retry.statusCode).toBe(429);
      expect(retry.headers['idempotent-replayed']).toBe('false');
    } finally {
      await t.close();
    }
  });
});

describe('batch idempotency when the store fails', () => {
  it('refuses a keyed batch with 503 and Retry-After (its record needs the store), and runs one without a key', async () => {
    const store = createSqliteStore(':memory:');
    const broken: IdempotencyStore = {
      claim: async () => {
        throw new Error('simulated store outage');
      },
      complete: store.idempotency.complete,
      release: store.idempotency.release,
    };
    const route = batchRoute(broken, () => new Date());
    const t = await buildTestApp({ store, deps: { postRoutes: new Map([[executeBatch.id, route]]) } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: BATCH,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': 'k-down',
          'x-service-key': TEST_OPERATOR_KEY,
        },
        payload: JSON.stringify(BODY),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(STORE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ error: expect.stringContaining('idempotency store is unavailable') });
      const unkeyed = await t.app.inject({
        method: 'POST',
        url: BATCH,
        headers: { 'content-type': 'application/json', 'x-service-key': TEST_OPERATOR_KEY },
        payload: JSON.stringify(BODY),
      });
      expect(unkeyed.statusCode).toBe(200);
      expect(unkeyed.json().succeeded).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('batch idempotency across a restart', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wm-batch-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replays after the app and its store are closed and reopened on the same file', async () => {
    const file = join(dir, 'store.sqlite');
    const before = await buildBatchApp({ file });
    const key = await before.createKey();
    const headers = { 'x-api-key': key, 'idempotency-key': 'restart' };
    const first = await postBatch(before, batchOf(CO2, EVENTS), headers);
    expect(first.json().succeeded).toBe(2);
    expect(before.probe.runs).toBe(2);
    await before.close();

    const after = await buildBatchApp({ file, startMs: before.clock.ms + 60_000 });
    try {
      const replay = await postBatch(after, batchOf(CO2, EVENTS), headers);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(first.body);
      expect(after.probe.runs).toBe(0);
    } finally {
      await after.close();
    }
  });
});
