import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { createSqliteStore } from '../../../../store/sqlite';
import { aviationKeys } from '../../data';
import {
  OPENSKY_ACCOUNT_SCHEDULE,
  OPENSKY_ANONYMOUS_SCHEDULE,
  OPENSKY_STATES_PATH,
  OPENSKY_TOKEN_PATH,
} from './job';
import { openSkySource } from './source';

const STATES = readFixture(import.meta.url, 'states-all.json');
const createOpenSkyPositionsJob = (env: RawEnv) => sourceJob(openSkySource, env);
/** Synthetic OAuth2 client (invented for the test). */
const CLIENT = { OPENSKY_CLIENT_ID: 'test-client', OPENSKY_CLIENT_SECRET: 'test-secret-value' };

describeJobScenarios({
  name: 'opensky-positions',
  job: (url) => createOpenSkyPositionsJob({ OPENSKY_BASE_URL: url }),
  payloads: { [OPENSKY_STATES_PATH]: STATES },
  mainPath: OPENSKY_STATES_PATH,
  records: 17,
  malformed: '{"error":"not a states answer"}',
});

describe('opensky-positions: dates, cadence and the API client', () => {
  it("dates the snapshot with the poll's own `time`", async () => {
    const up = await startUpstream({ [OPENSKY_STATES_PATH]: { body: STATES } });
    const h = harness();
    const summary = await h.run(createOpenSkyPositionsJob({ OPENSKY_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 17, fetchedAt: '2026-07-29T14:14:07.000Z' });
    const read = await h.store.snapshots.read(aviationKeys.aircraftPositions);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.updatedAt).toBe(Date.UTC(2026, 6, 29, 14, 14, 7));
    expect(read.snapshot.meta.source).toContain('(anonymous)');
    expect(up.requests[0]?.headers.authorization).toBeUndefined();
    await up.close();
    await h.close();
  });

  it('polls anonymously within the daily credit budget, faster with an API client', () => {
    const day = 24 * 3_600_000;
    expect(createOpenSkyPositionsJob({}).schedule).toEqual(OPENSKY_ANONYMOUS_SCHEDULE);
    expect(Math.floor(day / OPENSKY_ANONYMOUS_SCHEDULE.everyMs) * 4).toBeLessThanOrEqual(400);
    const withClient = createOpenSkyPositionsJob(CLIENT);
    expect(withClient.schedule).toEqual(OPENSKY_ACCOUNT_SCHEDULE);
    expect(withClient.credentials).toEqual({ kind: 'configured' });
    expect(Math.floor(day / OPENSKY_ACCOUNT_SCHEDULE.everyMs) * 4).toBeLessThanOrEqual(4000);
  });

  it('refuses half an API client instead of silently polling anonymously', async () => {
    const up = await startUpstream({ [OPENSKY_STATES_PATH]: { body: STATES } });
    const h = harness();
    const summary = await h.run(
      createOpenSkyPositionsJob({ OPENSKY_BASE_URL: up.url, OPENSKY_CLIENT_ID: 'only-id' }),
    );
    expect(summary.state).toBe('not_configured');
    expect(summary.error).toContain('OPENSKY_CLIENT_SECRET');
    expect(up.requests).toHaveLength(0);
    await up.close();
    await h.close();
  });

  it('gets a bearer token with the client-credentials grant, reuses it, and renews it after a 401', async () => {
    let tokens = 0;
    const up = await startUpstream({
      [OPENSKY_TOKEN_PATH]: () => ({
        body: JSON.stringify({ access_token: `tok-${++tokens}`, expires_in: 1800, token_type: 'Bearer' }),
      }),
      [OPENSKY_STATES_PATH]: (req) =>
        req.headers.authorization === 'Bearer tok-1' || req.headers.authorization === 'Bearer tok-2'
          ? { body: STATES }
          : { status: 401 },
    });
    const h = harness();
    const env = { ...CLIENT, OPENSKY_BASE_URL: up.url, OPENSKY_AUTH_BASE_URL: up.url };
    const job = createOpenSkyPositionsJob(env);
    expect((await h.run(job)).state).toBe('ok');
    const grant = new URLSearchParams(up.requests[0]?.body);
    expect(up.requests[0]?.method).toBe('POST');
    expect(Object.fromEntries(grant)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'test-client',
      client_secret: 'test-secret-value',
    });
    expect(up.requests[1]?.headers.authorization).toBe('Bearer tok-1');
    await h.run(job);
    expect(up.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    // The API now refuses tok-1: the run fails, and the next run asks for a new token.
    up.route(OPENSKY_STATES_PATH, (req) =>
      req.headers.authorization === 'Bearer tok-2' ? { body: STATES } : { status: 401 },
    );
    const refused = await h.run(job);
    expect(refused.state).toBe('failed');
    expect(refused.error).toContain('HTTP 401');
    expect(refused.error).not.toContain('test-secret-value');
    expect((await h.run(job)).state).toBe('ok');
    expect(up.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    await up.close();
    await h.close();
  });

  it('fails the run when the token answer has no token', async () => {
    const up = await startUpstream({
      [OPENSKY_TOKEN_PATH]: { body: '{"error":"invalid_client"}' },
      [OPENSKY_STATES_PATH]: { body: STATES },
    });
    const h = harness();
    const summary = await h.run(
      createOpenSkyPositionsJob({ ...CLIENT, OPENSKY_BASE_URL: up.url, OPENSKY_AUTH_BASE_URL: up.url }),
    );
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('access_token');
    expect(up.requests.some((r) => r.path.startsWith(OPENSKY_STATES_PATH))).toBe(false);
    await up.close();
    await h.close();
  });

  it('loads the bundled real capture with its true date', async () => {
    const store = createSqliteStore(':memory:');
    const [result] = await loadBundles([createOpenSkyPositionsJob({})], { store });
    expect(result).toMatchObject({ state: 'loaded', records: 50, fetchedAt: '2026-07-29T14:14:07.000Z' });
    const read = await store.snapshots.read(aviationKeys.aircraftPositions);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.source).toBe('opensky');
    await store.close();
  });
});

describe('opensky-positions: configuration', () => {
  it('refuses a malformed base URL at start, naming the variable', () => {
    for (const name of ['OPENSKY_BASE_URL', 'OPENSKY_AUTH_BASE_URL']) {
      expect(() => openSkySource.createJobs({ [name]: 'not a url' })).toThrow(ConfigError);
      expect(() => openSkySource.createJobs({ [name]: 'not a url' })).toThrow(new RegExp(name));
    }
  });
});
