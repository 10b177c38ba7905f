/**
 * `/metrics` (DESIGN §4): Prometheus text from the app's own registry, counting every request by
 * operation, including operations whose routes were registered before the metrics hook.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/http/request-state';
import { registerPlatformRoutes } from '../../src/platform/routes';
import { createSqliteStore } from '../../src/store/sqlite';
import { operation } from '../helpers/catalog';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const getCo2Monitoring = operation('GetCo2Monitoring');

/** The value of one sample line of the exposition text, or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

const CO2 = '/api/climate/v1/get-co2-monitoring';

describe('metrics', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('counts operations registered before the hook, platform routes and unmatched requests', async () => {
    t = await buildTestApp();
    const key = await t.createKey();
    await t.app.inject({ url: CO2, headers: { 'x-service-key': key } });
    await t.app.inject({ url: CO2, headers: { 'x-service-key': key } });
    await t.app.inject({ url: CO2 });
    await t.app.inject({ url: '/api/version' });
    await t.app.inject({ url: '/no/such/path' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(sample(text, 'http_requests_total{operation="GetCo2Monitoring",method="GET",status="200"}')).toBe(
      2,
    );
    expect(sample(text, 'http_requests_total{operation="GetCo2Monitoring",method="GET",status="401"}')).toBe(
      1,
    );
    expect(sample(text, 'http_requests_total{operation="/api/version",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{operation="unmatched",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{operation="GetCo2Monitoring"}')).toBe(3);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('keeps each app’s counts apart', async () => {
    t = await buildTestApp();
    await t.app.inject({ url: '/api/version' });
    const other = await buildTestApp();
    try {
      const text = (await other.app.inject({ url: '/metrics' })).body;
      expect(sample(text, 'http_requests_total{operation="/api/version",method="GET",status="200"}')).toBe(
        undefined,
      );
      const twice = (await other.app.inject({ url: '/metrics' })).body;
      expect(sample(twice, 'http_requests_total{operation="/metrics",method="GET",status="200"}')).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('reaches a route added before registerPlatformRoutes on a bare Fastify app', async () => {
    const app = Fastify({ logger: false });
    app.route({
      method: 'GET',
      url: '/early',
      config: { operation: getCo2Monitoring },
      handler: async () => ({ ok: true }),
    });
    const store = createSqliteStore(':memory:');
    await registerPlatformRoutes(app, { store, now: () => new Date(0), storeMode: 'sqlite', jobs: [] });
    await app.ready();
    try {
      await app.inject({ url: '/early' });
      const text = (await app.inject({ url: '/metrics' })).body;
      expect(
        sample(text, 'http_requests_total{operation="GetCo2Monitoring",method="GET",status="200"}'),
      ).toBe(1);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
