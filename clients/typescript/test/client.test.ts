/**
 * The typed client against a real server listening on 127.0.0.1: every routed GET operation is
 * called once through its generated method with its contract's example query, and each answer
 * must equal what the server sends to a plain HTTP request; the types of bodies, enums, required
 * parameters and projections are checked by the compiler (`npm run typecheck`). Snapshot data is
 * synthetic test input.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { CATALOG } from '../../../src/services';
import { snapshotKey } from '../../../test/helpers/catalog';
import { VALID_QUERIES } from '../../../test/helpers/valid-requests';
import {
  type components,
  createWorldMonitor,
  OPERATIONS,
  type OperationSpec,
  ValidationError,
  type WorldMonitor,
  WorldMonitorError,
  type WorldMonitorResponse,
} from '../src/index';
import { exampleQueryObject, type LiveServer, startLiveServer } from './live-server.test-helper';

const LIMIT = 1000;
/** An hour old: within every dataset's freshness window, so its answers read `ok`. */
const META = { fetchedAt: new Date(Date.now() - 3_600_000).toISOString(), source: 'test' };
const CO2 = {
  station: 'Synthetic station',
  co2Monthly: [
    { year: 2025, month: 1, value: 424 },
    { year: 2026, month: 1, value: 426.5 },
  ],
  ch4Monthly: [],
};

type Method = (query?: Record<string, unknown>) => Promise<WorldMonitorResponse<unknown>>;

let server: LiveServer;
let key: string;
let wm: WorldMonitor;

beforeAll(async () => {
  server = await startLiveServer({ env: { RATE_LIMITS: `0:${LIMIT},1:${LIMIT},2:${LIMIT},3:0` } });
  key = await server.createKey({ tier: 1 });
  await server.store.snapshots.publish(snapshotKey('climate:co2-monitoring'), CO2, META);
  wm = createWorldMonitor({ baseUrl: server.url, apiKey: key });
});
afterAll(() => server.close());

describe('typed client', () => {
  it('calls every routed GET operation, each answer equal to the server’s own', async () => {
    const routed = CATALOG.registry.operations.filter((op) => op.routed && op.method === 'GET');
    const called: string[] = [];
    for (const [service, operations] of Object.entries(OPERATIONS)) {
      for (const [method, spec] of Object.entries(operations) as [string, OperationSpec][]) {
        if (spec.method !== 'GET' || !spec.routed) continue;
        const query = VALID_QUERIES[spec.id] ?? '';
        const call = (wm as unknown as Record<string, Record<string, Method>>)[service]?.[method];
        expect(call, `${service}.${method}`).toBeTypeOf('function');
        const answer = await (call as Method)(exampleQueryObject(query, spec.params));
        const direct = await fetch(`${server.url}${spec.path}${query ? `?${query}` : ''}`, {
          headers: { 'x-service-key': key },
        });
        expect(answer.status, spec.id).toBe(200);
        expect(answer.data, spec.id).toEqual(await direct.json());
        expect(answer.dataStatus, spec.id).toBe(direct.headers.get('x-data-status'));
        expect(answer.requestId, spec.id).toMatch(/\S/);
        expect(answer.rateLimit?.limit, spec.id).toBe(LIMIT);
        called.push(spec.id);
      }
    }
    expect(called.sort()).toEqual(routed.map((op) => op.id).sort());
  });

  it('types the body and exposes X-Data-Status, X-Data-Fetched-At and the rate-limit window', async () => {
    const co2 = await wm.climate.getCo2Monitoring();
    expectTypeOf(co2.data).toEqualTypeOf<components['schemas']['GetCo2MonitoringResponse']>();
    expect(co2.data.monitoring?.currentPpm).toBe(426.5);
    expect(co2.dataStatus).toBe('ok');
    expect(co2.dataFetchedAt).toBe(META.fetchedAt);
    expect(co2.rateLimit).toEqual({ limit: LIMIT, remaining: expect.any(Number), reset: expect.any(Number) });
    expect(co2.rateLimit!.remaining).toBeLessThan(LIMIT);

    const empty = await wm.climate.getOceanIceData();
    expect(empty.dataStatus).toBe('unavailable');
    expect(empty.dataFetchedAt).toBeUndefined();
  });

  it('answers unknown for a jmespath projection, or the type the caller names', async () => {
    const projected = await wm.climate.getCo2Monitoring({ jmespath: 'monitoring.currentPpm' });
    expectTypeOf(projected.data).toBeUnknown();
    expect(projected.data).toBe(426.5);
    const named = await wm.climate.getCo2Monitoring<number>({ jmespath: 'monitoring.currentPpm' });
    expectTypeOf(named.data).toEqualTypeOf<number>();
    expect(named.data + 1).toBe(427.5);
  });

  it('types enums and required parameters (and the server agrees at run time)', async () => {
    // @ts-expect-error: not a value of the region enum
    const badEnum = wm.aviation.listAirportDelays({ region: 'AIRPORT_REGION_MOON' });
    await expect(badEnum).rejects.toBeInstanceOf(ValidationError);
    // @ts-expect-error: `airport` is required
    const missing = wm.aviation.listAirportFlights({});
    await expect(missing).rejects.toMatchObject({
      violations: [{ field: 'airport', description: 'is required' }],
    });
    const flights = await wm.aviation.listAirportFlights({
      airport: 'JFK',
      direction: 'FLIGHT_DIRECTION_ARRIVAL',
    });
    expectTypeOf(flights.data).toEqualTypeOf<components['schemas']['ListAirportFlightsResponse']>();
    const summary = await wm.aviation.getAirportOpsSummary({ airports: ['JFK', 'LAX'] });
    expect(summary.status).toBe(200);
  });

  it('offers the openapi-fetch client typed by path', async () => {
    const { data, error, response } = await wm.raw.GET('/api/climate/v1/get-co2-monitoring');
    expectTypeOf(data).toEqualTypeOf<components['schemas']['GetCo2MonitoringResponse'] | undefined>();
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data?.monitoring?.currentPpm).toBe(426.5);
  });

  it('calls a contract-only operation and gets the server’s 404', async () => {
    const answer = wm.companyMonitoring.importMonitoredCompanyBatch({
      clientImportId: 'import-1',
      contractVersion: 'cm-import-v1',
      rows: [],
    });
    await expect(answer).rejects.toBeInstanceOf(WorldMonitorError);
    await expect(answer).rejects.toMatchObject({ status: 404, body: { error: 'Not found' } });
  });

  it('reads the health report', async () => {
    const health = await wm.serverHealth();
    const co2 = health.data.datasets.find((d) => d.key === 'climate:co2-monitoring');
    expect(co2).toMatchObject({ state: 'ok', recordCount: expect.any(Number), fetchedAt: META.fetchedAt });
  });
});
