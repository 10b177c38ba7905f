/**
 * Liveness and readiness (issue #18, part 4): `/api/health/live` answers 200 while the process
 * runs; `/api/health/ready` answers 200 only when the store answers and the bundled data is
 * loaded, 503 otherwise; `/api/health` keeps its per-dataset report and shows the store down
 * while it does not answer. The outage is a store whose ping and lists throw while `down` is set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createIngestion } from '../../src/ingest/runtime';
import type { Readiness } from '../../src/platform/health';
import { CATALOG } from '../../src/services';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const OUTAGE = 'connect ECONNREFUSED 127.0.0.1:6379';

/** A store whose ping and listings fail while `down` is set (reads of held snapshots do not). */
function storeWithOutage(): Store & { down: boolean } {
  const inner = createSqliteStore(':memory:');
  const fail = async (): Promise<never> => {
    throw new Error(OUTAGE);
  };
  const ingestStatus = Object.create(inner.ingestStatus) as Store['ingestStatus'];
  const store: Store & { down: boolean } = {
    ...inner,
    ingestStatus,
    down: false,
    ping: () => (store.down ? fail() : inner.ping()),
  };
  ingestStatus.list = () => (store.down ? fail() : inner.ingestStatus.list());
  return store;
}

describe('health probes', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('live and ready answer 200 on a healthy process, never cached', async () => {
    t = await buildTestApp();
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', store: 'up', dataLoaded: true });
  });

  it('ready answers 503 until the bundled data is loaded', async () => {
    const readiness: Readiness = { dataLoaded: false };
    t = await buildTestApp({ deps: { readiness } });
    const before = await t.app.inject({ url: '/api/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: 'not_ready', store: 'up', dataLoaded: false });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    readiness.dataLoaded = true;
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('while the store is down: ready 503, live 200, health keeps its datasets and shows the store down', async () => {
    const store = storeWithOutage();
    t = await buildTestApp({ store });
    await createIngestion({ env: {}, jobs: CATALOG.createJobs({}), store }).prepare();
    const up = (await t.app.inject({ url: '/api/health' })).json();
    expect(up.store).toEqual({ status: 'up', error: null });
    store.down = true;
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', store: 'down' });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const down = res.json();
    expect(down.status).toBe('degraded');
    expect(down.store).toEqual({ status: 'down', error: OUTAGE });
    // The last report read, ages aside (they move with the clock).
    const withoutAge = (list: { ageSeconds: unknown }[]) => list.map((d) => ({ ...d, ageSeconds: 0 }));
    expect(withoutAge(down.datasets)).toEqual(withoutAge(up.datasets));
    const co2 = down.datasets.find((d: { key: string }) => d.key === 'climate:co2-monitoring');
    // The bundled capture is kept with its true date (months old: `stale` past its freshness window).
    expect(co2.recordCount).toBeGreaterThan(0);
    expect(co2.fetchedAt).toEqual(expect.any(String));
    store.down = false;
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).json().store.status).toBe('up');
  });
});
