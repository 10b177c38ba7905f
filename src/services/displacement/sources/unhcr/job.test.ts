import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { displacementKeys } from '../../data';
import { UNHCR_POPULATION_PATH, unhcrSource } from './source';

const REAL = readFixture(import.meta.url, 'population_coa-GBR_2024-tail.json');
const job = (url: string) => sourceJob(unhcrSource, { UNHCR_BASE_URL: url });

describeJobScenarios({
  name: 'unhcr-population (real rows)',
  job,
  payloads: { [UNHCR_POPULATION_PATH]: REAL },
  mainPath: UNHCR_POPULATION_PATH,
  records: 13,
  malformed: '{"message":"Not found"}',
  now: new Date('2025-08-01T00:00:00Z'),
});

describe('unhcr-population: request and operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('asks for last year, every pair, and the operation answers with limits', async () => {
    const up = await startUpstream({ [UNHCR_POPULATION_PATH]: { body: REAL } });
    const h = harness({ now: () => new Date('2025-08-01T00:00:00Z') });
    expect((await h.run(job(up.url))).state).toBe('ok');
    const q = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      year: '2024',
      coo_all: 'true',
      coa_all: 'true',
      page: '1',
    });
    const snap = await h.store.snapshots.read(displacementKeys.summary);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    await up.close();
    await h.close();
    t = await buildTestApp();
    await t.store.snapshots.publish(displacementKeys.summary, snap.snapshot.data, snap.snapshot.meta);
    const key = await t.createKey();
    const get = async (q: string) =>
      (
        await t!.app.inject({
          url: `/api/displacement/v1/get-displacement-summary${q}`,
          headers: { 'x-service-key': key },
        })
      ).json();
    const body = await get('?countryLimit=2&flow_limit=1');
    expect(body).toMatchObject({ dataAvailable: true, fetchedAt: Date.UTC(2024, 11, 31) });
    expect(body.summary.countries.map((c: { code: string }) => c.code)).toEqual(['UA', 'YE']);
    expect(body.summary.topFlows).toHaveLength(1);
    expect(body.summary.globalTotals.total).toBe(266129 + 5183);
    expect(await get('?year=2023')).toEqual({ dataAvailable: false, fetchedAt: 0 });
  });
});
