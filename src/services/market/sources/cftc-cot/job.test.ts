/** The CFTC TFF job against a local upstream (synthetic documented-layout answer) and the operation. */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { marketKeys } from '../../data';
import { CFTC_TFF_COMBINED_PATH, cftcCotSource } from './source';

const ANSWER = readFixture(import.meta.url, 'tff-documented-layout.json');
const job = (url?: string) => sourceJob(cftcCotSource, url === undefined ? {} : { CFTC_BASE_URL: url });

describeJobScenarios({
  name: 'cftc-cot-positions (synthetic documented layout)',
  job: (url) => job(url),
  payloads: { [CFTC_TFF_COMBINED_PATH]: ANSWER },
  mainPath: CFTC_TFF_COMBINED_PATH,
  records: 2,
  malformed: '{"code":"query.compiler.malformed","error":true,"message":"bad $where"}',
});

describe('get-cot-positioning', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('asks for the configured contracts newest first and answers their positions', async () => {
    const up = await startUpstream({ [CFTC_TFF_COMBINED_PATH]: { body: ANSWER } });
    const h = harness();
    expect(await h.run(job(up.url))).toMatchObject({
      state: 'ok',
      records: 2,
      fetchedAt: '2026-08-04T00:00:00.000Z',
    });
    const q = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(q.get('$where')).toContain("cftc_contract_market_code in('13874A','209742'");
    expect(q.get('$order')).toBe('report_date_as_yyyy_mm_dd DESC');
    const snap = await h.store.snapshots.read(marketKeys.cotPositions);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    await up.close();
    await h.close();

    t = await buildTestApp();
    expect((await loadBundles([job()], { store: t.store }))[0]?.state).toBe('no_bundle');
    await t.store.snapshots.publish(marketKeys.cotPositions, snap.snapshot.data, snap.snapshot.meta);
    const body = (
      await t.app.inject({
        url: '/api/market/v1/get-cot-positioning',
        headers: { 'x-service-key': await t.createKey() },
      })
    ).json();
    expect(body.reportDate).toBe('2026-08-04');
    expect(body.instruments[0]).toMatchObject({
      code: '13874A',
      leveragedFundsLong: '150',
      leveragedFundsShort: '250',
      netPct: -10,
      smallTraderLong: '40',
      smallTraderAvailable: true,
    });
    expect(body.instruments[1]).toMatchObject({ code: '099741', netPct: 10, smallTraderAvailable: false });
    expect(body.missingCodes).toContain('133741');
  });
});
