import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSchema } from '../../schema-check';
import { type BatchTestApp, buildBatchApp, CO2, EVENTS } from './batch-app.test-helper';
import { ExecuteBatchResponseSchema, MAX_BATCH_OPERATIONS } from './contract';
import { BATCH_OP_TIMEOUT_MS, MAX_BATCH_RESULT_BYTES } from './dispatch';
import { MAX_BATCH_BODY_BYTES } from './execute';
import { batchOf, postBatch, publishSyntheticEvents } from './fixtures.test-helper';
import { INVALID_PATHS, NESTED_PATHS, UNKNOWN_PATHS } from './hostile-paths.test-helper';

const DEMOGRAPHICS = '/api/resilience/v1/get-demographics-capability?country_code=DE';

describe('POST /api/batch/v1/execute', () => {
  let t: BatchTestApp;
  let key: string;
  beforeEach(async () => {
    t = await buildBatchApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('answers every operation in request order, each exactly as a direct call answers', async () => {
    const paths = [
      `${EVENTS}?country=UA`,
      CO2,
      `${EVENTS}?jmespath=pagination`,
      '/api/climate/v1/no-such-operation',
      '//evil.example/x',
      '/api/batch/v1/execute',
    ];
    const res = await postBatch(t, batchOf(...paths), { 'x-api-key': key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['idempotency-key']).toBeUndefined();
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const body = res.json();
    expect(body.results.map((r: { id: string }) => r.id)).toEqual(['op0', 'op1', 'op2', 'op3', 'op4', 'op5']);
    for (const [i, path] of paths.slice(0, 3).entries()) {
      const direct = await t.app.inject({ url: path, headers: { 'x-api-key': key } });
      // Each result also says what the direct call's X-Data-* headers say.
      const fetchedAt = direct.headers['x-data-fetched-at'];
      expect(body.results[i]).toEqual({
        id: `op${i}`,
        status: direct.statusCode,
        body: direct.json(),
        error: '',
        dataStatus: direct.headers['x-data-status'],
        ...(fetchedAt === undefined
          ? {}
          : { dataFetchedAt: fetchedAt, dataAgeSeconds: Number(direct.headers['x-data-age']) }),
      });
    }
    expect(body.results[2].body).toEqual({ nextCursor: '', totalCount: 0 });
    expect(body.results.slice(3)).toEqual([
      { id: 'op3', status: 404, body: { error: 'Not found' }, error: 'not_found' },
      { id: 'op4', status: 400, error: 'invalid_path' },
      { id: 'op5', status: 400, error: 'nested_batch' },
    ]);
    expect(body.succeeded).toBe(3);
    expect(body.failed).toBe(3);
    expect(checkSchema(ExecuteBatchResponseSchema, body)).toEqual({ ok: true });
  });

  it('splices each body in as the very bytes a direct call sends, never serialized again', async () => {
    // Characters JSON may escape in more than one way: quotes, backslashes, non-ASCII, U+2028.
    await publishSyntheticEvents(t, 3, 'quote " backslash \\ é ✓ \u2028 end');
    const paths = [
      `${EVENTS}?country=UA`,
      CO2,
      `${EVENTS}?jmespath=${encodeURIComponent('events[].source')}`,
      `${EVENTS}?page_size=0`,
      '/api/climate/v1/no-such-operation',
    ];
    const res = await postBatch(t, batchOf(...paths), { 'x-api-key': key });
    expect(res.statusCode).toBe(200);
    for (const path of paths) {
      const direct = await t.app.inject({ url: path, headers: { 'x-api-key': key } });
      const spliced = Buffer.concat([Buffer.from('"body":'), direct.rawPayload, Buffer.from(',"error":')]);
      expect(res.rawPayload.includes(spliced), path).toBe(true);
    }
    // The bytes are those the parsed results serialize to: splicing changed no byte of the answer.
    expect(JSON.stringify(res.json())).toBe(res.payload);
  });

  it('reads each query exactly as a direct call does', async () => {
    const queries = [
      'country=U+A',
      'country=UA&country=FR',
      'cou%zzntry=UA',
      'country=%55%41',
      'page_size=5&page_size=6&jmespath=a&jmespath=b',
      'start=1&end=x%2',
      '&&=&country=UA&',
      `jmespath=${encodeURIComponent('pagination.totalCount')}`,
    ];
    const res = await postBatch(t, batchOf(...queries.map((q) => `${EVENTS}?${q}`)));
    const results: { status: number; body: unknown }[] = res.json().results;
    for (const [i, q] of queries.entries()) {
      const direct = await t.app.inject({ url: `${EVENTS}?${q}` });
      expect({ status: results[i]!.status, body: results[i]!.body }, q).toEqual({
        status: direct.statusCode,
        body: direct.json(),
      });
    }
    expect(results.map((r) => r.status)).toContain(400);
    expect(results.map((r) => r.status)).toContain(200);
  });

  it('runs operations concurrently', async () => {
    const release = t.probe.hold();
    const pending = postBatch(t, batchOf(CO2, `${EVENTS}?country=UA`, `${EVENTS}?country=FR`), {
      'x-api-key': key,
    });
    // All three handlers have started while none can finish: they run side by side.
    await t.probe.runsReached(3);
    release();
    const res = await pending;
    expect(res.json().succeeded).toBe(3);
  });

  it('needs a credential itself, even when every operation is public (SPEC §5.1)', async () => {
    const anonymous = await postBatch(t, batchOf(EVENTS, EVENTS), {}, { anonymous: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBeDefined();
    expect(anonymous.json()).toEqual({ error: 'Missing API key (send X-Service-Key)' });
    expect(t.probe.runs).toBe(0);
  });

  it('authenticates and entitles each operation on its own, with the batch caller credentials', async () => {
    const free = await postBatch(t, batchOf(DEMOGRAPHICS, CO2), { 'x-service-key': key });
    const [demographics, keyed] = free.json().results;
    expect(demographics).toMatchObject({
      status: 403,
      error: 'forbidden',
      body: { code: 'tier_required', requiredTier: 1, currentTier: 0 },
    });
    expect(keyed).toMatchObject({ status: 200, error: '' });

    const wrongKey = await postBatch(t, batchOf(EVENTS), { 'x-api-key': 'wm_not-a-real-key' });
    expect(wrongKey.statusCode).toBe(401);
    // Only the keyed CO2 operation ran: the refused demographics one stopped at entitlement.
    expect(t.probe.runs).toBe(1);
  });

  it('applies each operation jmespath, and reports a bad one as that operation 400', async () => {
    const res = await postBatch(
      t,
      batchOf(`${EVENTS}?jmespath=pagination.totalCount`, `${EVENTS}?jmespath=${encodeURIComponent('[')}`),
    );
    const [good, bad] = res.json().results;
    expect(good).toMatchObject({ id: 'op0', status: 200, body: 0, error: '' });
    expect(bad).toMatchObject({ id: 'op1', status: 400, error: 'bad_request' });
    expect(bad.body._jmespath_error).toEqual(expect.any(String));
  });

  it('refuses every hostile path shape without dispatching anything', async () => {
    const run = vi.spyOn(t.app.inProcessGets, 'run');
    const hostile = [...INVALID_PATHS.map(([, p]) => p), ...NESTED_PATHS, ...UNKNOWN_PATHS];
    let batches = 0;
    for (let i = 0; i < hostile.length; i += MAX_BATCH_OPERATIONS) {
      const chunk = hostile.slice(i, i + MAX_BATCH_OPERATIONS);
      const res = await postBatch(t, batchOf(...chunk), { 'x-service-key': key });
      batches += 1;
      expect(res.statusCode).toBe(200);
      for (const [j, result] of res.json().results.entries()) {
        const path = chunk[j]!;
        const expected = NESTED_PATHS.includes(path)
          ? { status: 400, error: 'nested_batch' }
          : UNKNOWN_PATHS.includes(path)
            ? { status: 404, error: 'not_found', body: { error: 'Not found' } }
            : { status: 400, error: 'invalid_path' };
        expect(result, JSON.stringify(path)).toEqual({ id: `op${j}`, ...expected });
      }
      expect(res.json().succeeded).toBe(0);
    }
    expect(batches).toBeGreaterThan(1);
    expect(t.probe.runs).toBe(0);
    expect(run).not.toHaveBeenCalled();
    // The spy does see dispatched operations: one allowed path adds exactly one call.
    await postBatch(t, batchOf(CO2), { 'x-service-key': key });
    expect(run).toHaveBeenCalledTimes(1);
    expect(t.probe.runs).toBe(1);
  });

  it('accepts 1 and MAX_BATCH_OPERATIONS operations and refuses 0 or one more', async () => {
    expect(MAX_BATCH_OPERATIONS).toBe(20);
    const one = await postBatch(t, batchOf(EVENTS));
    expect(one.json()).toMatchObject({ succeeded: 1, failed: 0 });
    const max = await postBatch(t, batchOf(...Array.from({ length: MAX_BATCH_OPERATIONS }, () => EVENTS)));
    expect(max.json().results).toHaveLength(MAX_BATCH_OPERATIONS);
    expect(max.json().succeeded).toBe(MAX_BATCH_OPERATIONS);
    const reads = t.probe.runs;
    const tooMany = await postBatch(
      t,
      batchOf(...Array.from({ length: MAX_BATCH_OPERATIONS + 1 }, () => EVENTS)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      violations: [{ field: 'operations', description: 'must contain between 1 and 20 operations' }],
    });
    const none = await postBatch(t, { operations: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().violations[0].field).toBe('operations');
    expect(t.probe.runs).toBe(reads);
  });

  it('refuses duplicate ids (explicit or defaulted to the index) and malformed operations', async () => {
    const dup = await postBatch(t, {
      operations: [
        { id: 'a', path: EVENTS },
        { id: 'b', path: EVENTS },
        { id: 'a', path: CO2 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      violations: [
        {
          field: 'operations[2].id',
          description: 'duplicates the id of operations[0] ("a"); results would be ambiguous',
        },
      ],
    });
    const defaulted = await postBatch(t, { operations: [{ path: EVENTS }, { id: '0', path: EVENTS }] });
    expect(defaulted.json().violations[0].field).toBe('operations[1].id');
    const bad = await postBatch(t, {
      operations: [{ id: 'a' }, { id: 'b', path: 7 }, { id: '', path: EVENTS }],
    });
    expect(bad.json()).toEqual({
      violations: [
        { field: 'operations[0].path', description: 'is required' },
        { field: 'operations[1].path', description: 'must be a string' },
        { field: 'operations[2].id', description: 'must not be empty' },
      ],
    });
    const notObject = await postBatch(t, '[1,2]');
    expect(notObject.json()).toEqual({ violations: [{ field: 'body', description: 'must be an object' }] });
    const ids = await postBatch(t, { operations: [{ path: EVENTS }, { path: EVENTS }] });
    expect(ids.json().results.map((r: { id: string }) => r.id)).toEqual(['0', '1']);
    expect(t.probe.runs).toBe(2);
  });

  it('answers malformed JSON with 400 and a body over MAX_BATCH_BODY_BYTES with 413', async () => {
    const malformed = await postBatch(t, '{"operations": [');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });

    expect(MAX_BATCH_BODY_BYTES).toBe(65_536);
    const json = JSON.stringify(batchOf(EVENTS));
    const exact = json + ' '.repeat(MAX_BATCH_BODY_BYTES - json.length);
    expect(Buffer.byteLength(exact)).toBe(MAX_BATCH_BODY_BYTES);
    expect((await postBatch(t, exact)).statusCode).toBe(200);
    const over = await postBatch(t, `${exact} `);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: 'Request body too large' });
  });

  it('reports an operation still running after the timeout as 504 timeout', async () => {
    expect(BATCH_OP_TIMEOUT_MS).toBe(10_000);
    const quick = await buildBatchApp({ limits: { timeoutMs: 50 } });
    const release = quick.probe.hold();
    try {
      const res = await postBatch(quick, batchOf(EVENTS));
      expect(res.json()).toEqual({
        succeeded: 0,
        failed: 1,
        results: [{ id: 'op0', status: 504, error: 'timeout' }],
      });
    } finally {
      release();
      await quick.close();
    }
  });

  it('replaces a result over MAX_BATCH_RESULT_BYTES UTF-8 bytes by 502 response_too_large', async () => {
    // 400 events with 1,500 two-byte characters each: under 1 MB of characters, over 1 MB of bytes.
    await publishSyntheticEvents(t, 400, 'é'.repeat(1500));
    const direct = await t.app.inject({ url: `${EVENTS}?country=UA` });
    expect(direct.statusCode).toBe(200);
    expect(direct.payload.length).toBeLessThan(MAX_BATCH_RESULT_BYTES);
    expect(direct.rawPayload.length).toBeGreaterThan(MAX_BATCH_RESULT_BYTES);
    const res = await postBatch(t, batchOf(`${EVENTS}?country=UA`, `${EVENTS}?jmespath=pagination`));
    expect(res.json().results[0]).toEqual({ id: 'op0', status: 502, error: 'response_too_large' });
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 1 });
  });

  it('measures the limit inclusively, in bytes', async () => {
    const path = `${EVENTS}?jmespath=${encodeURIComponent("'éééé'")}`;
    const direct = await t.app.inject({ url: path });
    expect(direct.payload).toBe('"éééé"');
    const bytes = direct.rawPayload.length;
    expect(bytes).toBe(10);
    const exact = await buildBatchApp({ limits: { maxResultBytes: bytes } });
    const under = await buildBatchApp({ limits: { maxResultBytes: bytes - 1 } });
    try {
      expect((await postBatch(exact, batchOf(path))).json().results[0]).toMatchObject({
        status: 200,
        body: 'éééé',
      });
      expect((await postBatch(under, batchOf(path))).json().results[0]).toEqual({
        id: 'op0',
        status: 502,
        error: 'response_too_large',
      });
    } finally {
      await exact.close();
      await under.close();
    }
  });
});
