/**
 * The response cache behind every snapshot-backed GET (DESIGN §3): keyed by operation, canonical
 * parameters and snapshot versions; single flight; bounded; short max age for time-dependent
 * handlers. Handlers here are counting test doubles.
 */
import { describe, expect, it } from 'vitest';
import { anonymousCaller } from '../../src/auth/caller';
import { canonicalParams, GetRenderer } from '../../src/http/get-renderer';
import { type RawQuery, validateQuery } from '../../src/http/query';
import { RESPONSE_CACHE_MAX_AGE_MS, ResponseCache } from '../../src/http/response-cache';
import { type BoundHandler, defineHandler, fromData, type HandlerContext } from '../../src/services/handler';
import { operation } from '../helpers/catalog';

const getFlightStatus = operation('GetFlightStatus');
const listAirportFlights = operation('ListAirportFlights');

const FETCHED_AT = '2025-01-01T00:00:00.000Z';
const CALLER = anonymousCaller('192.0.2.1');

function setup(options: { stamps?: boolean } = {}) {
  const stamps = new Map<string, string>([['aviation:airport-flights', '1']]);
  let nowMs = 1_000_000;
  let runs = 0;
  let onRun: (ctx: HandlerContext) => void | Promise<void> = () => {};
  const handler: BoundHandler = defineHandler(listAirportFlights, async (ctx, query) => {
    runs += 1;
    await onRun(ctx);
    return fromData(
      { flights: [], source: `run ${runs}`, totalAvailable: (query as { limit?: number }).limit ?? 0 },
      FETCHED_AT,
    );
  });
  const responses = new ResponseCache(() => nowMs);
  const renderer = new GetRenderer({
    snapshots: {
      read: async () => ({ status: 'miss' }),
      ...(options.stamps === false ? {} : { versionStamp: (name: string) => stamps.get(name) ?? '-' }),
    },
    now: () => new Date(nowMs),
    providers: {},
    responses,
  });
  const params = (raw: RawQuery = { airport: 'JFK' }) => validateQuery(listAirportFlights, raw).params;
  return {
    stamps,
    responses,
    render: (raw?: RawQuery) => Promise.resolve(renderer.render(handler, CALLER, params(raw))),
    runs: () => runs,
    advance: (ms: number) => {
      nowMs += ms;
    },
    onRun: (fn: typeof onRun) => {
      onRun = fn;
    },
  };
}

describe('response cache', () => {
  it('renders once per (operation, canonical parameters, snapshot versions)', async () => {
    const t = setup();
    const first = await t.render();
    const second = await t.render({ airport: 'JFK', limit: '30' });
    const third = await t.render({ direction: 'FLIGHT_DIRECTION_BOTH', limit: '30', airport: 'JFK' });
    expect(t.runs()).toBe(1);
    expect(second).toBe(first);
    expect(third.etag).toBe(first.etag);
    await t.render({ airport: 'JFK', limit: '31' });
    expect(t.runs()).toBe(2);
    t.stamps.set('aviation:airport-flights', '2');
    const afterPublish = await t.render();
    expect(t.runs()).toBe(3);
    expect(afterPublish.bytes.toString()).toContain('run 3');
  });

  it('puts defaults into the canonical parameters', () => {
    const absent = validateQuery(listAirportFlights, { airport: 'JFK' }).params;
    const explicit = validateQuery(listAirportFlights, { limit: '30', airport: 'JFK' }).params;
    expect(canonicalParams(absent)).toBe(canonicalParams(explicit));
    expect(canonicalParams(absent)).toContain('limit=30');
  });

  it('renders again after the max age, keeping the ETag when the bytes are the same', async () => {
    const t = setup();
    const first = await t.render();
    t.advance(RESPONSE_CACHE_MAX_AGE_MS - 1);
    expect(await t.render()).toBe(first);
    t.advance(1);
    const again = await t.render();
    expect(t.runs()).toBe(2);
    expect(again).not.toBe(first);
  });

  it('shares one rendering between concurrent requests', async () => {
    const t = setup();
    let release = () => {};
    t.onRun(() => new Promise<void>((resolve) => (release = resolve)));
    const pending = [t.render(), t.render(), t.render()];
    await new Promise((r) => setImmediate(r));
    release();
    const [a, b, c] = await Promise.all(pending);
    expect(t.runs()).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('does not keep a rendering whose snapshots were replaced while it ran', async () => {
    const t = setup();
    t.onRun(() => {
      t.stamps.set('aviation:airport-flights', '9');
    });
    await t.render();
    t.onRun(() => {});
    await t.render();
    expect(t.runs()).toBe(2);
    await t.render();
    expect(t.runs()).toBe(2);
  });

  it('does not keep failures', async () => {
    const t = setup();
    t.onRun(() => {
      throw new Error('boom');
    });
    await expect(t.render()).rejects.toThrow('boom');
    t.onRun(() => {});
    await t.render();
    expect(t.runs()).toBe(2);
  });

  it('refuses to let a shared rendering read the caller', async () => {
    const t = setup();
    t.onRun((ctx) => {
      void ctx.caller;
    });
    await expect(t.render()).rejects.toThrow(/shared between callers/);
  });

  it('caches nothing without in-memory snapshot versions', async () => {
    const t = setup({ stamps: false });
    await t.render();
    await t.render();
    expect(t.runs()).toBe(2);
  });

  it('runs request-time operations (no snapshot keys) every time, with the caller', async () => {
    const seen: string[] = [];
    const handler = defineHandler(getFlightStatus, async (ctx) => {
      seen.push(ctx.caller.id);
      return fromData({ flights: [], source: 'test', cacheHit: false }, FETCHED_AT);
    });
    const renderer = new GetRenderer({
      snapshots: { read: async () => ({ status: 'miss' }), versionStamp: () => '1' },
      now: () => new Date(0),
      providers: {},
      responses: new ResponseCache(() => 0),
    });
    const params = validateQuery(getFlightStatus, { flight_number: 'AB123', date: '2025-01-01' }).params;
    const first = await renderer.render(handler, CALLER, params);
    await renderer.render(handler, CALLER, params);
    expect(seen).toEqual([CALLER.id, CALLER.id]);
    expect(first.id).toBe(0);
  });

  it('is bounded in bytes', async () => {
    const responses = new ResponseCache(() => 0, { maxBytes: 10_000 });
    const t = setup();
    for (let i = 1; i <= 100; i++) {
      await responses.render(
        `k${i}`,
        async () => (await t.render({ airport: 'JFK', limit: String(i) })) as never,
        () => true,
      );
    }
    expect(responses.size).toBeGreaterThan(0);
    expect(responses.size).toBeLessThan(100);
    expect(responses.peek('k1')).toBeUndefined();
    expect(responses.peek('k100')).toBeDefined();
  });
});
