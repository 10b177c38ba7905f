import { afterEach, describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { tradeKeys } from '../../data';
import { CUSTOMS_REVENUE_PAGE_SIZE, MTS_TABLE_9_PATH, treasuryFiscalDataSource } from './source';

const job = (url?: string) =>
  sourceJob(treasuryFiscalDataSource, url === undefined ? {} : { TREASURY_FISCAL_DATA_BASE_URL: url });

/** A synthetic answer in the documented layout (no real capture exists): made-up amounts. */
const ANSWER = JSON.stringify({
  data: [
    ['2026-07-31', '2026', '07', '2026', '2500000000.00', '20000000000.00'],
    ['2026-06-30', '2026', '06', '2026', '2400000000.00', '17500000000.00'],
    ['2026-05-31', '2026', '05', '2026', 'null', 'null'],
  ].map(([date, cy, cm, fy, monthly, fytd]) => ({
    record_date: date,
    classification_desc: 'Customs Duties',
    current_month_rcpt_outly_amt: monthly,
    current_fytd_rcpt_outly_amt: fytd,
    record_fiscal_year: fy,
    record_calendar_year: cy,
    record_calendar_month: cm,
  })),
  meta: { count: 3, 'total-count': 3, 'total-pages': 1 },
  links: { self: '&page%5Bnumber%5D=1&page%5Bsize%5D=50', first: '', prev: null, next: null, last: '' },
});

describeJobScenarios({
  name: 'treasury-customs-revenue (synthetic answer)',
  job: (url) => job(url),
  payloads: { [MTS_TABLE_9_PATH]: ANSWER },
  mainPath: MTS_TABLE_9_PATH,
  records: 2,
  malformed: '{"error":"Invalid Query Param","message":"Invalid filter"}',
});

describe('treasury-customs-revenue: request and operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('asks for the customs rows of the last years, newest first, and the operation answers from the run', async () => {
    const up = await startUpstream({ [MTS_TABLE_9_PATH]: { body: ANSWER } });
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary).toMatchObject({ state: 'ok', records: 2, fetchedAt: '2026-07-31T00:00:00.000Z' });
    const query = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(query.get('filter')).toBe('classification_desc:eq:Customs Duties,record_date:gte:2023-01-01');
    expect(query.get('sort')).toBe('-record_date');
    expect(query.get('page[size]')).toBe(String(CUSTOMS_REVENUE_PAGE_SIZE));
    const snap = await h.store.snapshots.read(tradeKeys.customsRevenue);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    await up.close();
    await h.close();

    t = await buildTestApp();
    expect((await loadBundles([job()], { store: t.store }))[0]?.state).toBe('no_bundle');
    await t.store.snapshots.publish(tradeKeys.customsRevenue, snap.snapshot.data, snap.snapshot.meta);
    const res = await t.app.inject({
      url: '/api/trade/v1/get-customs-revenue',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json().months.map((m: { monthlyAmountBillions: number }) => m.monthlyAmountBillions)).toEqual([
      2.4, 2.5,
    ]);
  });
});
