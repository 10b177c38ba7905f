import countries from 'i18n-iso-countries';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { worldBankIndicatorPath } from '../../../../ingest/worldbank';
import { militaryKeys } from '../../data';
import { MILITARY_INDICATORS as MIL } from './parser';
import { worldBankMilitarySource } from './source';

/** Real ISO codes as row keys of the synthetic pages (values made up; no real MS.MIL capture exists). */
const COUNTRIES = Object.keys(countries.getAlpha2Codes()).sort().slice(0, 60);
if (!COUNTRIES.includes('US')) COUNTRIES.push('US');

function syntheticPage(indicator: string, base: number): string {
  const row = (id: string, year: number, v: number | null) => ({
    indicator: { id: indicator, value: 'synthetic' },
    country: { id, value: 'synthetic' },
    countryiso3code: countries.alpha2ToAlpha3(id) ?? '',
    date: String(year),
    value: v,
    unit: '',
    obs_status: '',
    decimal: 1,
  });
  const rows = COUNTRIES.flatMap((c) => [row(c, 2024, base + 1), row(c, 2023, base), row(c, 2022, null)]);
  return JSON.stringify([
    { page: 1, pages: 1, per_page: 20000, total: rows.length, sourceid: '2', lastupdated: '2026-07-01' },
    rows,
  ]);
}

const PAYLOADS = Object.fromEntries(
  Object.values(MIL).map((id, i) => [worldBankIndicatorPath(id), syntheticPage(id, (i + 1) * 10)]),
);
const job = (url: string) => sourceJob(worldBankMilitarySource, { WORLD_BANK_BASE_URL: url });

describeJobScenarios({
  name: 'worldbank-military (synthetic pages)',
  job,
  payloads: PAYLOADS,
  mainPath: worldBankIndicatorPath(MIL.expenditurePctGdp),
  records: COUNTRIES.length,
  malformed: '{"error":"not an API page"}',
});

describe('get-defense-industrial-base', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers the latest and previous year of each indicator of one country', async () => {
    const up = await startUpstream(
      Object.fromEntries(Object.entries(PAYLOADS).map(([p, body]) => [p, { body }])),
    );
    const h = harness();
    expect(await h.run(job(up.url))).toMatchObject({ state: 'ok', fetchedAt: '2026-07-01T00:00:00.000Z' });
    const query = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(query.get('date')).toBe('2014:2026');
    const snap = await h.store.snapshots.read(militaryKeys.defenseIndicators);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    await up.close();
    await h.close();

    t = await buildTestApp();
    await t.store.snapshots.publish(militaryKeys.defenseIndicators, snap.snapshot.data, snap.snapshot.meta);
    const key = await t.createKey();
    const get = (q: string) =>
      t!.app.inject({
        url: `/api/military/v1/get-defense-industrial-base?${q}`,
        headers: { 'x-service-key': key },
      });
    const body = (await get('country_code=US')).json();
    expect(body).toMatchObject({
      countryCode: 'US',
      available: true,
      expenditurePctGdp: { available: true, value: 11, year: 2024, previousValue: 10, previousYear: 2023 },
      armsImportsTiv: { available: true, value: 51, source: `World Bank WDI ${MIL.armsImportsTiv}` },
      windowStartYear: 2023,
      windowEndYear: 2024,
      fetchedAt: '2026-07-01T00:00:00.000Z',
    });
    expect(body.missingInputs).toHaveLength(1);
    const none = (await get('countryCode=ZW')).json();
    expect(none).toMatchObject({ countryCode: 'ZW', available: false, personnel: { available: false } });
    expect((await get('country_code=usa')).statusCode).toBe(400);
  });
});
