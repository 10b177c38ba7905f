/**
 * Parser of UNHCR Refugee Population Statistics API pages (`/population/v1/population/?year=&
 * coo_all=true&coa_all=true&limit=&page=`): `{ page, maxPages, total, items: [{ year, coo_name,
 * coo_iso, coa_name, coa_iso, refugees, asylum_seekers, idps, stateless, … }] }`, one item per
 * origin × asylum pair; figures are numbers or strings (`"0"`), `"-"` for not applicable. Pure.
 * @see https://api.unhcr.org/docs/refugee-statistics.html
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { iso2OfIso3 } from '../../../../reference/countries';
import type { CountryDisplacementRecord, DisplacementData, DisplacementFlowRecord } from '../../data';

/** Largest flows kept. */
export const MAX_FLOWS = 1000;

/** One page's items and paging. */
export interface UnhcrPage {
  page: number;
  maxPages: number;
  items: Record<string, unknown>[];
}

/** Reads one page; throws PayloadError when the body is not a population page. */
export function parseUnhcrPage(text: string): UnhcrPage {
  const body = jsonObject(text, 'UNHCR population');
  if (!Array.isArray(body.items)) throw new PayloadError('UNHCR population: no items array');
  return {
    page: num(body.page) ?? 1,
    maxPages: num(body.maxPages) ?? 1,
    items: body.items.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null),
  };
}

const count = (v: unknown) => Math.max(0, Math.round(num(v) ?? 0));

/**
 * The year's figures from all pages: per country as origin and as host (ISO codes UNHCR maps to
 * ISO 3166; `Unknown` and stateless-origin rows count in the totals only) and the largest flows.
 * Dated 31 December of the year (the statistics' reference date; the API states no publication
 * time).
 */
export function parseUnhcrPopulation(pages: readonly string[]): ParseResult<DisplacementData> {
  const items = pages.flatMap((p) => parseUnhcrPage(p).items);
  const years = items.map((i) => num(i.year)).filter((y): y is number => y !== undefined);
  if (years.length === 0) throw new PayloadError('UNHCR population: no item with a year');
  const year = Math.max(...years);
  const totals = { refugees: 0, asylumSeekers: 0, idps: 0, stateless: 0 };
  const byCode = new Map<string, CountryDisplacementRecord>();
  const country = (code: string, name: string) => {
    let c = byCode.get(code);
    if (!c) {
      c = {
        code,
        name,
        refugees: 0,
        asylumSeekers: 0,
        idps: 0,
        stateless: 0,
        hostRefugees: 0,
        hostAsylumSeekers: 0,
      };
      byCode.set(code, c);
    }
    return c;
  };
  const flows: DisplacementFlowRecord[] = [];
  let unmapped = 0;
  for (const i of items) {
    if (num(i.year) !== year) continue;
    const refugees = count(i.refugees);
    const asylumSeekers = count(i.asylum_seekers);
    const idps = count(i.idps);
    const stateless = count(i.stateless);
    totals.refugees += refugees;
    totals.asylumSeekers += asylumSeekers;
    totals.idps += idps;
    totals.stateless += stateless;
    const origin = iso2OfIso3(str(i.coo_iso));
    const asylum = iso2OfIso3(str(i.coa_iso));
    if (!origin && !asylum) unmapped++;
    if (origin) {
      const o = country(origin, str(i.coo_name));
      o.refugees += refugees;
      o.asylumSeekers += asylumSeekers;
      o.idps += idps;
      o.stateless += stateless;
    }
    if (asylum) {
      const a = country(asylum, str(i.coa_name));
      a.hostRefugees += refugees;
      a.hostAsylumSeekers += asylumSeekers;
    }
    if (origin && asylum && origin !== asylum && refugees > 0)
      flows.push({
        originCode: origin,
        originName: str(i.coo_name),
        asylumCode: asylum,
        asylumName: str(i.coa_name),
        refugees,
      });
  }
  const displaced = (c: CountryDisplacementRecord) => c.refugees + c.asylumSeekers + c.idps;
  const countries = [...byCode.values()].sort(
    (a, b) => displaced(b) - displaced(a) || b.hostRefugees - a.hostRefugees || (a.code < b.code ? -1 : 1),
  );
  flows.sort(
    (a, b) => b.refugees - a.refugees || (a.originCode + a.asylumCode < b.originCode + b.asylumCode ? -1 : 1),
  );
  return {
    data: { year, totals, countries, flows: flows.slice(0, MAX_FLOWS) },
    asOf: `${year}-12-31T00:00:00.000Z`,
    warnings: unmapped > 0 ? [`${unmapped} items with neither country mapped to ISO 3166 (totals only)`] : [],
  };
}
