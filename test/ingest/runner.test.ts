import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORDED_ERROR_CHARS } from '../../src/ingest/runner';
import { defineJob } from '../../src/ingest/types';
import { buildHealth } from '../../src/platform/health';
import {
  type Harness,
  harness,
  SHORT_ATTEMPT_TIMEOUT_MS,
  SILENT_UPSTREAM_MS,
  TEST_USER_AGENT,
} from '../helpers/ingest/ingest-harness';
import {
  SAMPLE_CH4_BODY,
  SAMPLE_CH4_PATH,
  SAMPLE_CO2_BODY,
  SAMPLE_CO2_PATH,
  SAMPLE_KEY,
  SAMPLE_N2O_BODY,
  SAMPLE_N2O_PATH,
  sampleJob,
} from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

const CO2 = SAMPLE_CO2_BODY;
const CH4 = SAMPLE_CH4_BODY;
const KEY = SAMPLE_KEY.name;

describe('ingestion runner (NOAA GML CO2 job against a local upstream)', () => {
  let up: Upstream;
  let h: Harness;
  beforeEach(async () => {
    up = await startUpstream({
      [SAMPLE_CO2_PATH]: { body: CO2, headers: { etag: '"co2-v1"' } },
      [SAMPLE_CH4_PATH]: { body: CH4, headers: { 'last-modified': 'Wed, 05 Aug 2026 10:23:12 GMT' } },
      [SAMPLE_N2O_PATH]: { body: SAMPLE_N2O_BODY, headers: { etag: '"n2o-v1"' } },
    });
    h = harness();
  });
  afterEach(async () => {
    await up.close();
    await h.close();
  });

  const job = () => sampleJob(up.url);
  const status = async () => (await h.store.ingestStatus.list()).find((r) => r.job === KEY);

  it('publishes the parsed data with the payload date, the source and an ok record', async () => {
    const summary = await h.run(job());
    expect(summary).toMatchObject({ job: 'noaa-co2', key: KEY, state: 'ok', records: 17, error: null });
    expect(summary.fetchedAt).toBe('2026-08-05T10:21:49.000Z');
    const read = await h.store.snapshots.read(SAMPLE_KEY);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.fetchedAt).toBe('2026-08-05T10:21:49.000Z');
    expect(read.snapshot.meta.source).toContain(`${up.url}${SAMPLE_CO2_PATH}`);
    expect(read.snapshot.data.co2Monthly.at(-1)).toEqual({ year: 2026, month: 7, value: 429.12 });
    expect(await status()).toMatchObject({
      state: 'ok',
      lastError: null,
      attempts: 0,
      lastSuccessAt: '2026-08-10T12:00:00.000Z',
    });
    expect(up.requests.map((r) => r.headers['user-agent'])).toEqual([
      TEST_USER_AGENT,
      TEST_USER_AGENT,
      TEST_USER_AGENT,
    ]);
    expect(up.requests.every((r) => r.headers['if-none-match'] === undefined)).toBe(true);
  });

  it('retries a 5xx, then records the failure and keeps the last good snapshot', async () => {
    await h.run(job());
    up.route(SAMPLE_CO2_PATH, { status: 503, body: 'maintenance' });
    up.requests.length = 0;
    const summary = await h.run(job());
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 503');
    expect(up.requests.filter((r) => r.path === SAMPLE_CO2_PATH)).toHaveLength(2);
    const read = await h.store.snapshots.read(SAMPLE_KEY);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.fetchedAt).toBe('2026-08-05T10:21:49.000Z');
    expect(await status()).toMatchObject({
      state: 'stale',
      attempts: 1,
      lastSuccessAt: '2026-08-10T12:00:00.000Z',
    });
    await h.run(job());
    expect((await status())?.attempts).toBe(2);
    const health = await buildHealth(h.store, new Date('2026-08-10T12:00:00.000Z'));
    const entry = health.datasets.find((d) => d.key === KEY);
    expect(entry).toMatchObject({ state: 'stale', fetchedAt: '2026-08-05T10:21:49.000Z', recordCount: 17 });
    expect(entry?.lastError).toContain('HTTP 503');
  });

  it('does not retry a 404', async () => {
    up.route(SAMPLE_CH4_PATH, { status: 404 });
    const summary = await h.run(job());
    expect(summary.error).toContain('HTTP 404');
    expect(up.requests.filter((r) => r.path === SAMPLE_CH4_PATH)).toHaveLength(1);
  });

  it('times out a silent upstream within the attempt time box', async () => {
    // A short box and an upstream silent far longer than the test: only the box ends the run.
    const boxed = harness({ http: { attemptTimeoutMs: SHORT_ATTEMPT_TIMEOUT_MS } });
    up.route(SAMPLE_CO2_PATH, { body: CO2, delayMs: SILENT_UPSTREAM_MS });
    const summary = await boxed.run(job());
    expect(summary.state).toBe('failed');
    expect(summary.error).toMatch(new RegExp(`no answer .* within ${SHORT_ATTEMPT_TIMEOUT_MS} ms`));
    expect((await boxed.store.snapshots.read(SAMPLE_KEY)).status).toBe('miss');
    await boxed.close();
  });

  it('time-boxes the whole run', async () => {
    // The run's box (100 ms) is far shorter than the attempt's, and the upstream stays silent.
    const slow = harness({ timeoutMs: 100 });
    up.route(SAMPLE_CO2_PATH, { body: CO2, delayMs: SILENT_UPSTREAM_MS });
    const summary = await slow.run(job());
    expect(summary.error).toBe('run timed out after 100 ms');
    await slow.close();
  });

  it('refuses a malformed payload without publishing', async () => {
    up.route(SAMPLE_CO2_PATH, { body: '<!DOCTYPE html><html><body>Moved</body></html>' });
    const summary = await h.run(job());
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('co2_mm_mlo.txt: no monthly data rows');
    expect((await h.store.snapshots.read(SAMPLE_KEY)).status).toBe('miss');
    expect((await status())?.state).toBe('stale');
  });

  it('refuses an empty payload and keeps the previous snapshot', async () => {
    await h.run(job());
    up.route(SAMPLE_CH4_PATH, { body: '' });
    const summary = await h.run(job());
    expect(summary.error).toContain('ch4_mm_gl.txt: no monthly data rows');
    const read = await h.store.snapshots.read(SAMPLE_KEY);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.ch4Monthly.length).toBe(17);
  });

  it('sends validators once a snapshot exists and treats 304 as unchanged', async () => {
    await h.run(job());
    const before = await h.store.snapshots.read(SAMPLE_KEY);
    up.route(SAMPLE_CO2_PATH, (req) =>
      req.headers['if-none-match'] === '"co2-v1"' ? { status: 304 } : { status: 500 },
    );
    up.route(SAMPLE_CH4_PATH, (req) =>
      req.headers['if-modified-since'] === 'Wed, 05 Aug 2026 10:23:12 GMT'
        ? { status: 304 }
        : { status: 500 },
    );
    up.route(SAMPLE_N2O_PATH, (req) =>
      req.headers['if-none-match'] === '"n2o-v1"' ? { status: 304 } : { status: 500 },
    );
    const summary = await h.run(job());
    expect(summary).toMatchObject({
      state: 'not_modified',
      records: 17,
      fetchedAt: '2026-08-05T10:21:49.000Z',
    });
    const after = await h.store.snapshots.read(SAMPLE_KEY);
    expect(before.status).toBe('hit');
    expect(after.status).toBe('hit');
    if (after.status !== 'hit' || before.status !== 'hit') return;
    expect(after.snapshot.version).toBe(before.snapshot.version);
    expect((await status())?.state).toBe('ok');
  });

  it('re-parses with the kept body when only one resource answers 304', async () => {
    await h.run(job());
    up.route(SAMPLE_CO2_PATH, { status: 304 });
    const summary = await h.run(job());
    expect(summary.state).toBe('ok');
    expect(summary.records).toBe(17);
  });

  it('sends no validators when the dataset has no snapshot, even if the client kept some', async () => {
    await h.run(job());
    const empty = harness();
    empty.deps.http = h.http;
    up.requests.length = 0;
    const summary = await empty.run(job());
    expect(summary.state).toBe('ok');
    expect(up.requests).toHaveLength(3);
    expect(up.requests.every((r) => r.headers['if-none-match'] === undefined)).toBe(true);
    expect(up.requests.every((r) => r.headers['if-modified-since'] === undefined)).toBe(true);
    await empty.close();
  });

  it('reports a job whose credential is missing as not_configured and never fetches', async () => {
    const keyed = defineJob({
      ...sampleJob(up.url),
      credentials: { kind: 'missing', hint: 'set TEST_TOKEN' },
    });
    const summary = await h.run(keyed);
    expect(summary.state).toBe('not_configured');
    expect(up.requests).toHaveLength(0);
    expect(await status()).toMatchObject({ state: 'not_configured', lastError: 'set TEST_TOKEN' });
    const health = await buildHealth(h.store, new Date());
    expect(health.datasets.find((d) => d.key === KEY)?.state).toBe('not_configured');
  });

  it('redacts secrets and clips long errors', async () => {
    const leaky = defineJob({
      ...sampleJob(),
      fetch: async () => {
        throw new Error(`boom https://x.test/?api_key=SECRET123 ${'x'.repeat(2000)}`);
      },
    });
    const summary = await h.run(leaky);
    expect(summary.error).not.toContain('SECRET123');
    expect(summary.error?.length).toBeLessThanOrEqual(MAX_RECORDED_ERROR_CHARS);
  });
});
