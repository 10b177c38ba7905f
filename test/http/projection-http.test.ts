/**
 * `jmespath` over HTTP (SPEC §4.1, §7): projected 200s with their own ETag, the 400 projection
 * error, and bombs refused while ordinary requests keep being answered. Snapshot data is synthetic.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRoute } from '../../src/http/operation-routes';
import { JMESPATH_MAX_EXPR_BYTES } from '../../src/http/projection/projection';
import { strongEtag } from '../../src/http/rendered-response';
import { snapshotKey } from '../helpers/catalog';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

const EVENTS = '/api/conflict/v1/list-dataset-events';
const CO2 = '/api/climate/v1/get-co2-monitoring';
const NOW = Date.parse('2026-07-31T00:00:00.000Z');
const DAY = 86_400_000;
const META = { fetchedAt: '2026-07-30T06:00:00.000Z', source: 'test' };
const postRoutes = new Map<string, PostRoute>([
  ['ExecuteBatch', async (_req, reply) => reply.code(501).send()],
]);

const AMPLIFICATION_BOMB = Array(40).fill('[@,@,@,@,@,@,@,@,@,@]').join('.');
const FLATTEN_BOMB = Array(30).fill('[@,@,@,@,@,@,@,@,@,@][]').join('.');
/** Within the static budget (fan-out 1000), stopped by the operation budget instead (issue 13). */
const BUDGET_BOMB =
  "['0','1','2','3','4','5','6','7','8','9'][*].{k: pad_left(@, `12800`)} | [@,@,@,@,@,@,@,@,@,@][] | " +
  '[@,@,@,@,@,@,@,@,@,@][] | sort_by(@, &k) | [0].k | length(@)';

function event(id: string, countryCode: string, daysAgo: number) {
  return {
    id,
    eventType: 'Battles',
    country: `Country ${countryCode}`,
    countryCode,
    location: { latitude: 1, longitude: 2 },
    occurredAt: NOW - daysAgo * DAY,
    fatalities: daysAgo,
    actors: ['Synthetic side'],
    source: 'Synthetic report',
  };
}

const q = (expression: string) => `jmespath=${encodeURIComponent(expression)}`;

describe('jmespath over HTTP', () => {
  let t: TestApp;
  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${EVENTS}?${query}`, headers });
  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: () => new Date(NOW), postRoutes } });
    await t.store.snapshots.publish(
      snapshotKey('conflict:dataset-events'),
      { dataset: 'synthetic', events: [event('a', 'UA', 1), event('b', 'SD', 2), event('c', 'UA', 3)] },
      META,
    );
  });
  afterAll(() => t.close());

  it('projects the 200 body and tags the projected bytes with their own ETag', async () => {
    const plain = await get('country=UA');
    const res = await get(`country=UA&${q('events[*].id')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(['a', 'c']);
    expect(res.headers.etag).toBe(strongEtag(res.rawPayload));
    expect(res.headers.etag).not.toBe(plain.headers.etag);
    expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(res.headers['x-data-status']).toBe('ok');
    const notModified = await get(`country=UA&${q('events[*].id')}`, {
      'if-none-match': res.headers.etag as string,
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('answers the same projection the same way again (served from the projection cache)', async () => {
    const expression = q('{n: length(events), worst: max_by(events, &fatalities).id}');
    const first = await get(expression);
    const second = await get(expression);
    expect(first.json()).toEqual({ n: 3, worst: 'c' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('refuses a bad expression with the projection error body', async () => {
    const res = await get(q('events[?'));
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['_jmespath_error', 'original_keys']);
    expect(body._jmespath_error).toMatch(/^invalid_expression: /);
    expect(body.original_keys).toEqual(['events', 'pagination']);
  });

  it('counts the expression limit in UTF-8 bytes', async () => {
    const atLimit = `"${'é'.repeat(511)}"`;
    expect(Buffer.byteLength(atLimit)).toBe(JMESPATH_MAX_EXPR_BYTES);
    expect((await get(q(atLimit))).statusCode).toBe(200);
    const over = await get(q(`"${'é'.repeat(511)}a"`));
    expect(over.statusCode).toBe(400);
    expect(over.json()._jmespath_error).toBe(`expression_too_long: 1025 > ${JMESPATH_MAX_EXPR_BYTES}`);
  });

  it('projects degraded bodies but keeps them no-store', async () => {
    const res = await t.app.inject({
      url: `${CO2}?${q('monitoring')}`,
      headers: { 'x-service-key': TEST_OPERATOR_KEY },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never projects errors, and treats an empty expression as none', async () => {
    const invalid = await get(`country=usa&${q('events')}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().violations[0].field).toBe('country');
    const twice = await get(`${q('events')}&${q('pagination')}`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ violations: [{ field: 'jmespath', description: expect.any(String) }] });
    const empty = await get('jmespath=');
    expect(empty.json().events).toHaveLength(3);
  });

  it('refuses the bombs while concurrent ordinary requests are answered', async () => {
    const results = await Promise.all([
      get(q(AMPLIFICATION_BOMB)),
      get('country=SD'),
      get(q(FLATTEN_BOMB)),
      get(q('events[0].id')),
      get(q(BUDGET_BOMB)),
      get('country=UA'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([400, 200, 400, 200, 400, 200]);
    expect(results[0]!.json()._jmespath_error).toMatch(/^expression_too_complex: fan-out /);
    expect(results[2]!.json()._jmespath_error).toMatch(/^expression_too_complex: fan-out /);
    expect(results[4]!.json()._jmespath_error).toMatch(/^evaluation_budget_exceeded/);
    expect(results[1]!.json().events.map((e: { id: string }) => e.id)).toEqual(['b']);
    expect(results[3]!.json()).toBe('a');
  });

  it('keeps answering over a real socket while bombs arrive', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}${EVENTS}`;
    const bombs = Array.from({ length: 10 }, (_, i) =>
      fetch(`${base}?${q([AMPLIFICATION_BOMB, FLATTEN_BOMB, BUDGET_BOMB][i % 3]!)}`),
    );
    const ordinary = await fetch(`${base}?country=UA`);
    expect(ordinary.status).toBe(200);
    expect(((await ordinary.json()) as { events: unknown[] }).events).toHaveLength(2);
    expect((await Promise.all(bombs)).map((r) => r.status)).toEqual(Array(10).fill(400));
  });
});
