import { describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { conflictKeys } from '../../data';
import { acledPage, acledRow } from '../acled/pages.test-helper';
import { ucdpVersions } from '../ucdp-ged/fetch';
import { gedPage, gedRow, REFERENCE_EVENTS } from '../ucdp-ged/pages.test-helper';
import { ucdpAcledSource } from './source';

const job = (env: RawEnv) => sourceJob(ucdpAcledSource, env);

const GED = gedPage(REFERENCE_EVENTS.map(gedRow));
const AFTER_REFERENCE = new Date('2025-01-10T00:00:00Z');

describeJobScenarios({
  name: 'conflict-events (UCDP GED)',
  job: (url) => job({ UCDP_BASE_URL: url, UCDP_ACCESS_TOKEN: 't', UCDP_GED_VERSION: '25.1' }),
  payloads: { '/api/gedevents/25.1': GED },
  mainPath: '/api/gedevents/25.1',
  records: 4,
  malformed: '<html><body>Bad Request</body></html>',
  now: AFTER_REFERENCE,
});

describe('conflict-events: credentials, versions, paging, ACLED', () => {
  it('is not_configured without any credential and fetches nothing', async () => {
    const up = await startUpstream();
    const h = harness();
    const summary = await h.run(job({ UCDP_BASE_URL: up.url, ACLED_EMAIL: 'only-email@example.test' }));
    expect(summary.state).toBe('not_configured');
    expect(summary.error).toContain('UCDP_ACCESS_TOKEN');
    expect(up.requests).toHaveLength(0);
    await up.close();
    await h.close();
  });

  it('finds the newest GED candidate version that exists and sends the token', async () => {
    const up = await startUpstream({ '/api/gedevents/26.0.6': { body: GED } });
    const h = harness({ now: () => new Date('2026-08-10T12:00:00Z') });
    const summary = await h.run(job({ UCDP_BASE_URL: up.url, UCDP_ACCESS_TOKEN: 'secret-token' }));
    // Dated by the newest event (the reference events' 2024-12-31), not by the run's clock.
    expect(summary).toMatchObject({ state: 'ok', records: 4, fetchedAt: '2024-12-31T00:00:00.000Z' });
    expect(up.requests.map((r) => r.path.split('?')[0])).toEqual([
      '/api/gedevents/26.0.8',
      '/api/gedevents/26.0.7',
      '/api/gedevents/26.0.6',
    ]);
    expect(up.requests[2]?.headers['x-ucdp-access-token']).toBe('secret-token');
    expect(up.requests[2]?.path).toContain('StartDate=2026-05-12&EndDate=2026-08-10');
    const read = await h.store.snapshots.read(conflictKeys.conflictEvents);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.dataset).toBe('UCDP GED Candidate 26.0.6');
    await up.close();
    await h.close();
  });

  it('reads further pages and stops on a page with nothing new', async () => {
    const [a, b, c, d] = REFERENCE_EVENTS.map(gedRow);
    const up = await startUpstream({
      '/api/gedevents/25.1': (req) => {
        const page = new URL(req.path, 'http://x').searchParams.get('page');
        if (page === '0') return { body: gedPage([a!, b!], 3) };
        if (page === '1') return { body: gedPage([c!, d!], 3) };
        return { body: gedPage([a!], 3) };
      },
    });
    const h = harness({ now: () => AFTER_REFERENCE });
    const summary = await h.run(
      job({ UCDP_BASE_URL: up.url, UCDP_ACCESS_TOKEN: 't', UCDP_GED_VERSION: '25.1' }),
    );
    expect(summary.records).toBe(4);
    expect(up.requests).toHaveLength(3);
    await up.close();
    await h.close();
  });

  it('gets an ACLED OAuth token, reads with it and merges ACLED with UCDP', async () => {
    const up = await startUpstream({
      '/oauth/token': { body: JSON.stringify({ access_token: 'acled-bearer', expires_in: 86400 }) },
      '/api/acled/read': (req) =>
        req.headers.authorization === 'Bearer acled-bearer'
          ? { body: acledPage([acledRow({ event_date: '2024-12-20' })]) }
          : { status: 401 },
      '/api/gedevents/25.1': { body: GED },
    });
    const h = harness({ now: () => AFTER_REFERENCE });
    const env = {
      UCDP_BASE_URL: up.url,
      UCDP_ACCESS_TOKEN: 't',
      UCDP_GED_VERSION: '25.1',
      ACLED_BASE_URL: up.url,
      ACLED_EMAIL: 'me@example.test',
      ACLED_PASSWORD: 'pw',
    };
    const summary = await h.run(job(env));
    expect(summary).toMatchObject({ state: 'ok', records: 5 });
    const token = up.requests.find((r) => r.path === '/oauth/token');
    expect(token?.method).toBe('POST');
    expect(new URLSearchParams(token?.body)).toEqual(
      new URLSearchParams({
        username: 'me@example.test',
        password: 'pw',
        grant_type: 'password',
        client_id: 'acled',
      }),
    );
    const read = await h.store.snapshots.read(conflictKeys.conflictEvents);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.dataset).toBe('UCDP GED 25.1 + ACLED');
    expect(read.snapshot.data.events.find((e) => e.id === 'acled-TST1')?.countryCode).toBe('CD');
    await up.close();
    await h.close();
  });

  it('fails the whole run when one configured dataset fails (a rejected ACLED token)', async () => {
    const up = await startUpstream({
      '/api/acled/read': { status: 401, body: '{"message":"Unauthenticated"}' },
      '/api/gedevents/25.1': { body: GED },
    });
    const h = harness({ now: () => AFTER_REFERENCE });
    const env = {
      UCDP_BASE_URL: up.url,
      UCDP_ACCESS_TOKEN: 't',
      UCDP_GED_VERSION: '25.1',
      ACLED_BASE_URL: up.url,
      ACLED_ACCESS_TOKEN: 'bad',
    };
    const summary = await h.run(job(env));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 401');
    expect((await h.store.snapshots.read(conflictKeys.conflictEvents)).status).toBe('miss');
    await up.close();
    await h.close();
  });

  it('lists the GED versions to try', () => {
    expect(ucdpVersions('24.0.3', new Date())).toEqual(['24.0.3']);
    expect(ucdpVersions(undefined, new Date('2026-02-15T00:00:00Z'))).toEqual([
      '26.0.2',
      '26.0.1',
      '25.0.12',
      '25.0.11',
      '25.0.10',
      '25.0.9',
      '25.0.8',
      '25.0.7',
      '25.1',
      '24.1',
    ]);
  });
});

describe('conflict-events: declared variables', () => {
  it('refuses a malformed base URL, naming the variable', () => {
    for (const name of ['UCDP_BASE_URL', 'ACLED_BASE_URL']) {
      let error: unknown;
      try {
        ucdpAcledSource.createJobs({ [name]: 'not a url', UCDP_ACCESS_TOKEN: 't' });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([`${name} must be an http(s) URL (got "not a url")`]);
    }
  });

  it('is configured by any one credential alternative, and names them all when none is set', () => {
    const state = (env: RawEnv) => job(env).credentials;
    for (const env of [
      { UCDP_ACCESS_TOKEN: 't' },
      { ACLED_ACCESS_TOKEN: 't' },
      { ACLED_EMAIL: 'me@example.test', ACLED_PASSWORD: 'pw' },
    ]) {
      expect(state(env)).toEqual({ kind: 'configured' });
    }
    expect(state({ UCDP_ACCESS_TOKEN: '  ', ACLED_PASSWORD: 'pw' })).toEqual({
      kind: 'missing',
      hint: 'set UCDP_ACCESS_TOKEN or ACLED_ACCESS_TOKEN or ACLED_EMAIL + ACLED_PASSWORD',
    });
  });
});
