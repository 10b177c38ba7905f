/**
 * The typed batch helper against a real server: typed operations in, typed results out in the
 * same order (successes with their bodies, failures decoded into typed errors), and the
 * Idempotency-Key replaying the first answer. Snapshot data is synthetic test input.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { snapshotKey } from '../../../test/helpers/catalog';
import {
  type BatchResult,
  type components,
  createWorldMonitor,
  ops,
  ValidationError,
  type WorldMonitor,
} from '../src/index';
import { type LiveServer, startLiveServer } from './live-server.test-helper';

const CO2 = {
  station: 'Synthetic station',
  co2Monthly: [
    { year: 2025, month: 1, value: 424 },
    { year: 2026, month: 1, value: 426.5 },
  ],
  ch4Monthly: [],
};

let server: LiveServer;
let wm: WorldMonitor;
beforeAll(async () => {
  server = await startLiveServer();
  await server.store.snapshots.publish(snapshotKey('climate:co2-monitoring'), CO2, {
    fetchedAt: '2026-07-30T06:00:00.000Z',
    source: 'test',
  });
  wm = createWorldMonitor({ baseUrl: server.url, apiKey: await server.createKey({ tier: 1 }) });
});
afterAll(() => server.close());

describe('typed batch', () => {
  it('answers one typed result per operation, in order', async () => {
    const answer = await wm.batch([
      ops.climate.getCo2Monitoring(),
      ops.aviation.listAirportFlights({ airport: 'JFK' }, { id: 'flights' }),
      ops.climate.getCo2Monitoring<number>({ jmespath: 'monitoring.currentPpm' }),
      ops.aviation.listAirportDelays({ page_size: 0 }),
      ops.conflict.listDatasetEvents({ jmespath: 'length(events)' }),
    ]);
    const [co2, flights, ppm, bad, projected] = answer.data.results;
    expectTypeOf(co2).toEqualTypeOf<BatchResult<components['schemas']['GetCo2MonitoringResponse']>>();
    expectTypeOf(ppm).toEqualTypeOf<BatchResult<number>>();
    expectTypeOf(projected).toEqualTypeOf<BatchResult<unknown>>();
    expect(answer.data.results.map((r) => r.id)).toEqual(['0', 'flights', '2', '3', '4']);
    expect([answer.data.succeeded, answer.data.failed]).toEqual([4, 1]);

    if (!co2.ok || !ppm.ok || !flights.ok) throw new Error('expected successes');
    expect(co2.data.monitoring?.currentPpm).toBe(426.5);
    expect(ppm.data).toBe(426.5);
    expect(flights.data.flights).toEqual(expect.any(Array));
    expect(projected).toMatchObject({ ok: true, status: 200 });

    if (bad.ok) throw new Error('expected a failure');
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('bad_request');
    expect(bad.error).toBeInstanceOf(ValidationError);
    expect((bad.error as ValidationError).violations).toEqual([
      { field: 'page_size', description: 'must be at least 1' },
    ]);
  });

  it('replays the first answer for the same Idempotency-Key and operations', async () => {
    const batch = [wm.ops.climate.getCo2Monitoring(), wm.ops.climate.getOceanIceData()] as const;
    const first = await wm.batch(batch, { idempotencyKey: 'batch-test-replay' });
    const again = await wm.batch(batch, { idempotencyKey: 'batch-test-replay' });
    expect(first.idempotentReplayed).toBe(false);
    expect(again.idempotentReplayed).toBe(true);
    expect(again.data.results.map((r) => (r.ok ? r.data : r.code))).toEqual(
      first.data.results.map((r) => (r.ok ? r.data : r.code)),
    );
    const plain = await wm.batch(batch);
    expect(plain.idempotentReplayed).toBeUndefined();
  });

  it('runs each operation with a key sent as X-WorldMonitor-Key (the reference clients’ header)', async () => {
    const key = await server.createKey({ tier: 1 });
    const reference = createWorldMonitor({ baseUrl: server.url, headers: { 'X-WorldMonitor-Key': key } });
    const answer = await reference.batch([
      ops.climate.getCo2Monitoring(),
      ops.resilience.getDemographicsCapability({ country_code: 'DE' }),
    ]);
    expect(answer.data.results.map((r) => r.status)).toEqual([200, 200]);
    expect(answer.data.failed).toBe(0);
  });

  it('reports a path the batch refused as a failed result', async () => {
    const answer = await wm.batch([{ path: '/api/batch/v1/execute' }, { id: 'x', path: '//evil.example/' }]);
    expect(answer.data.results).toMatchObject([
      { ok: false, id: '0', code: 'nested_batch' },
      { ok: false, id: 'x', code: 'invalid_path' },
    ]);
  });
});
