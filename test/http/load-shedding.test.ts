import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

function blockEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy wait: simulates a stalled event loop
  }
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ deps: { loadShedding: { maxEventLoopDelayMs: 100, sampleIntervalMs: 50 } } });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while the event loop lags, keeps health reachable, and recovers', async () => {
    const url = '/api/climate/v1/get-co2-monitoring';
    const headers = { 'x-service-key': TEST_OPERATOR_KEY };
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    blockEventLoop(1000);
    // The sampler runs on its own timer: poll until it has seen the lag.
    let shed = await t.app.inject({ url, headers });
    for (let i = 0; i < 40 && shed.statusCode !== 503; i++) {
      await new Promise((r) => setTimeout(r, 5));
      shed = await t.app.inject({ url, headers });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ error: 'Service overloaded, retry later' });
    expect(shed.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Once the loop is idle again, the next samples fall under the threshold and requests pass.
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await t.app.inject({ url, headers })).statusCode;
    }
    expect(status).toBe(200);
  });
});
