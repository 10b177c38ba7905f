import { afterEach, describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { economicKeys } from '../../data';
import { GIE_AGSI_API_PATH, gieAgsiSource } from './source';

const KEY = 'test-gie-key-0123456789';
const job = (env: RawEnv) => sourceJob(gieAgsiSource, env);

/** A synthetic answer in the documented AGSI+ layout (no real capture exists): made-up figures. */
const ANSWER = JSON.stringify({
  last_page: 1,
  total: 3,
  dataset: 'storage',
  data: [
    { name: 'EU', code: 'eu', gasDayStart: '2026-08-08', gasInStorage: '800.0', full: '75.50' },
    { name: 'EU', code: 'eu', gasDayStart: '2026-08-07', gasInStorage: '795.0', full: '75.00' },
    { name: 'EU', code: 'eu', gasDayStart: '2026-08-06', gasInStorage: '-', full: '-' },
  ],
});

describeJobScenarios({
  name: 'gie-eu-gas-storage (synthetic answer)',
  job: (url) => job({ GIE_AGSI_BASE_URL: url, GIE_API_KEY: KEY }),
  payloads: { [GIE_AGSI_API_PATH]: ANSWER },
  mainPath: GIE_AGSI_API_PATH,
  records: 2,
  malformed: '{"error":"access denied"}',
});

describe('gie-eu-gas-storage: key, request and operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('is not_configured without a key and accepts AGSI_API_KEY as the alternative', async () => {
    expect(job({}).credentials.kind).toBe('missing');
    expect(job({ AGSI_API_KEY: KEY }).credentials.kind).toBe('configured');
  });

  it('refuses a malformed GIE_AGSI_BASE_URL with a ConfigError naming it', () => {
    expect(() => gieAgsiSource.createJobs({ GIE_AGSI_BASE_URL: 'not a url', GIE_API_KEY: KEY })).toThrow(
      ConfigError,
    );
    expect(() => gieAgsiSource.createJobs({ GIE_AGSI_BASE_URL: 'not a url' })).toThrow(/GIE_AGSI_BASE_URL/);
  });

  it('sends the key as x-key, never in the URL, and the operation shows the EU part from the run', async () => {
    const up = await startUpstream({ [GIE_AGSI_API_PATH]: { body: ANSWER } });
    const h = harness();
    const summary = await h.run(job({ GIE_AGSI_BASE_URL: up.url, AGSI_API_KEY: KEY }));
    expect(summary).toMatchObject({ state: 'ok', records: 2, fetchedAt: '2026-08-08T00:00:00.000Z' });
    expect(up.requests[0]!.headers['x-key']).toBe(KEY);
    expect(up.requests[0]!.path).toBe(`${GIE_AGSI_API_PATH}?type=eu&size=60`);
    const snap = await h.store.snapshots.read(economicKeys.gieEuGasStorage);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    await up.close();
    await h.close();

    t = await buildTestApp();
    await t.store.snapshots.publish(economicKeys.gieEuGasStorage, snap.snapshot.data, snap.snapshot.meta);
    const res = await t.app.inject({
      url: '/api/economic/v1/get-oil-inventories',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json().euGas).toMatchObject({ fillPct: 75.5, fillPctChange1d: 0.5, trend: 'rising' });
  });
});
