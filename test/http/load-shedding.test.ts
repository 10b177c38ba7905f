/**
 * Load shedding, where it is the subject: a lowered threshold and a lag the test makes (it blocks
 * the event loop for a known time), never the machine's own noise. The shedder's sampling timer
 * is faked, so the test decides when a sample is taken: the lag is read by the real event-loop
 * delay histogram, and the verdict holds until the next sample, however slow the machine is.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHED_RETRY_AFTER_SECONDS } from '../../src/http/load-shedding';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

/** The lowered threshold of the app under test, in ms of mean event-loop lag. */
const MAX_LAG_MS = 50;
/** Its sample interval, in ms (of the faked timer). */
const SAMPLE_INTERVAL_MS = 50;
/**
 * The lag the test makes: the loop is blocked this long. The window's mean lag is then at least
 * this over the ten or so ticks around it, far past the threshold.
 */
const LAG_MS = 1_000;
/** Most samples of an idle loop taken before the app must take requests again. */
const RECOVERY_SAMPLES = 100;

/** Blocks the event loop for `ms` (a stalled loop, as a long synchronous task makes). */
function blockEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy wait: simulates a stalled event loop
  }
}

/** Lets the real event loop turn for about `ms`, so the delay histogram records (its own timer). */
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the shedder's sampler once, as its timer would. */
const sample = () => vi.advanceTimersByTime(SAMPLE_INTERVAL_MS);

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the interval timer is faked: the histogram, setTimeout and Date stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp({
      deps: { loadShedding: { maxEventLoopDelayMs: MAX_LAG_MS, sampleIntervalMs: SAMPLE_INTERVAL_MS } },
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('answers 503 with Retry-After while the event loop lags, keeps health reachable, and recovers', async () => {
    const url = '/api/climate/v1/get-co2-monitoring';
    const headers = { 'x-service-key': TEST_OPERATOR_KEY };
    // No sample taken yet: nothing is shed.
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);

    sample(); // a fresh sample window starts here
    // The histogram does not record the first tick after a reset: let that tick pass first.
    await idle(15);
    blockEventLoop(LAG_MS);
    await idle(20);
    sample(); // the window holds the stalled tick: its mean lag is far past the threshold
    const shed = await t.app.inject({ url, headers });
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ error: 'Service overloaded, retry later' });
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // The verdict holds until the next sample, however long the machine takes meanwhile.
    expect((await t.app.inject({ url, headers })).statusCode).toBe(503);

    // Once the loop is idle again, the next sample falls under the threshold and requests pass
    // (a few more samples are allowed in case the machine itself stalls the process that long).
    let status = 0;
    for (let i = 0; i < RECOVERY_SAMPLES && status !== 200; i++) {
      await idle(SAMPLE_INTERVAL_MS);
      sample();
      status = (await t.app.inject({ url, headers })).statusCode;
    }
    expect(status).toBe(200);
  });
});
