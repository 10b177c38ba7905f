/**
 * Builds `military:defense-indicators` from World Bank Indicators API pages of the MS.MIL
 * indicators (the shared World Bank client's page parser, `ingest/worldbank.ts`): per country,
 * each indicator's values, newest year first. Dated by the oldest `lastupdated` of the pages (the
 * WDI release the figures come from). Pure.
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult, Payload } from '../../../../ingest/types';
import { parseWorldBankPage, WORLD_BANK_PAGE_SEPARATOR } from '../../../../ingest/worldbank';
import type { DefenseIndicatorsData } from '../../data';

/** The World Bank military indicators (SIPRI and IISS figures republished in WDI). */
export const MILITARY_INDICATORS = {
  expenditurePctGdp: 'MS.MIL.XPND.GD.ZS',
  expenditureUsd: 'MS.MIL.XPND.CD',
  personnel: 'MS.MIL.TOTL.P1',
  armsExportsTiv: 'MS.MIL.XPRT.KD',
  armsImportsTiv: 'MS.MIL.MPRT.KD',
} as const;

/** Parses the pages of a run (payload names: indicator id, or `<id>#page-<n>`). */
export function parseMilitaryIndicators(payload: Payload): ParseResult<DefenseIndicatorsData> {
  const wanted = new Set<string>(Object.values(MILITARY_INDICATORS));
  const byCountry = new Map<string, Map<string, Map<number, number>>>();
  const lastUpdated: Record<string, string> = {};
  const warnings: string[] = [];
  let pages = 0;
  for (const [name, body] of Object.entries(payload)) {
    const indicator = name.split(WORLD_BANK_PAGE_SEPARATOR)[0] ?? name;
    const page = parseWorldBankPage(body, `World Bank ${name}`);
    pages++;
    if (page.header.lastUpdated) lastUpdated[indicator] = page.header.lastUpdated;
    if (page.malformed > 0) warnings.push(`World Bank ${name}: ${page.malformed} unreadable rows left out`);
    for (const o of page.observations) {
      if (!wanted.has(o.indicatorId)) continue;
      const country = byCountry.get(o.countryCode) ?? new Map<string, Map<number, number>>();
      byCountry.set(o.countryCode, country);
      const values = country.get(o.indicatorId) ?? new Map<number, number>();
      country.set(o.indicatorId, values);
      values.set(o.year, o.value);
    }
  }
  if (pages === 0) throw new PayloadError('World Bank: no page');
  const countries = [...byCountry]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([countryCode, indicators]) => ({
      countryCode,
      indicators: Object.fromEntries(
        [...indicators].map(([id, values]) => [
          id,
          [...values].sort((a, b) => b[0] - a[0]).map(([year, value]) => ({ year, value })),
        ]),
      ),
    }));
  const dates = Object.values(lastUpdated).sort();
  return {
    data: { lastUpdated, countries },
    ...(dates[0] ? { asOf: `${dates[0]}T00:00:00.000Z` } : {}),
    warnings,
  };
}
