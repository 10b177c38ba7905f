/** The CFTC TFF job against a local upstream serving real TFF rows (fixtures/SOURCE.md), and the operation. */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { marketKeys } from '../../data';
import { CFTC_TFF_COMBINED_PATH, cftcCotSource } from './source';

const ANSWER = readFixture(import.meta.url, 'tff-ust10y-rows.json');
/** The contracts of the recorded rows (the defaults are index, currency and crypto futures). */
const CONTRACTS = '043602|10-year T-note,088691|Gold,133741|Bitcoin (CME)';
const job = (url?: string) =>
  sourceJob(cftcCotSource, {
    CFTC_COT_CONTRACTS: CONTRACTS,
    ...(url === undefined ? {} : { CFTC_BASE_URL: url }),
  });

describeJobScenarios({
  name: 'cftc-cot-positions',
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
    // Fetched on the Friday of the newest report's release.
    const h = harness({ now: () => new Date('2026-08-14T20:00:00.000Z') });
    expect(await h.run(job(up.url))).toMatchObject({
      state: 'ok',
      records: 2,
      fetchedAt: '2026-08-11T00:00:00.000Z',
    });
    const q = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(q.get('$where')).toContain("cftc_contract_market_code in('043602','088691','133741'");
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
    expect(body.reportDate).toBe('2026-08-11');
    expect(body.instruments[0]).toMatchObject({
      code: '043602',
      leveragedFundsLong: '1130275',
      leveragedFundsShort: '3049691',
      // (1,130,275 − 3,049,691) / 6,120,537 = −31.36 %
      netPct: -31.36,
      smallTraderAvailable: false,
    });
    expect(body.instruments[0]).not.toHaveProperty('smallTraderLong');
    // Gold's row carries no positions: no net figure.
    expect(body.instruments[1]).toMatchObject({ code: '088691', smallTraderAvailable: false });
    expect(body.instruments[1]).not.toHaveProperty('netPct');
    expect(body.missingCodes).toContain('133741');
  });
});
