/**
 * Parser of the USGS Mineral Commodity Summaries data release, commodities CSV (`MCS chapter,
 * Section, Commodity, Country, Statistics, Statistics_detail, Unit, Year, Value, Notes, Is critical
 * mineral <year>, Other notes`; CRLF line ends). Keeps the world production tables (`Section`
 * starting "World", `Statistics` "Production"), sorted into a mine and a refinery stage
 * (`Statistics_detail` naming refinery, smelter or primary production is the refinery stage), the
 * newest year of each. Values as USGS writes them: thousands separators (`"4,780"`), `W`
 * (withheld: kept as a withheld row without a figure), `—` and its variants (none: left out, never
 * read as 0), footnote marks after a figure or a country name (`e`, superscript digits, `*`, `†`)
 * stripped (an `e` marks the figure estimated, as does "Estimated" in `Notes`). The
 * `…: rounded` "World total" row gives the rounded world total. Dated by the end of the newest
 * production year: the file states no publication date. Pure.
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult } from '../../../../ingest/types';
import { countryCodeOf } from '../../../../reference/countries';
import type { MineralProduction, MineralRow, MineralStage, MineralTable } from '../../data-energy';

/** Columns the parser cannot do without. */
export const REQUIRED_COLUMNS = [
  'Section',
  'Commodity',
  'Country',
  'Statistics',
  'Statistics_detail',
  'Unit',
  'Year',
  'Value',
] as const;

/** Values USGS writes for "none" (the em dash, as UTF-8, as cp1252 read as Latin-1, or lost). */
const NONE_VALUES = new Set(['—', '–', '-', '--', '\u0097', '\uFFFD', 'NA', 'XX', '']);
/** Footnote marks after a figure or a name. */
const MARKS = /(?:\s*(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡]+))+$/u;

/** What a USGS value cell holds. */
export type UsgsValue =
  | { kind: 'number'; value: number; estimated: boolean }
  | { kind: 'withheld' }
  | { kind: 'none' }
  | { kind: 'unreadable' };

/** Reads one value cell. */
export function parseUsgsValue(raw: string): UsgsValue {
  let t = raw.trim().replace(MARKS, '').trim();
  if (t === 'W' || t === 'w') return { kind: 'withheld' };
  if (NONE_VALUES.has(t)) return { kind: 'none' };
  let estimated = false;
  // An `e` before or after the figure is USGS's "estimated" mark.
  const e = /^e\s*(.+)$|^(.+?)\s*e$/.exec(t);
  if (e) {
    t = (e[1] ?? e[2] ?? '').trim();
    estimated = true;
  }
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(t)) return { kind: 'unreadable' };
  return { kind: 'number', value: Number(t.replace(/,/g, '')), estimated };
}

/** A country name without footnote marks (trailing digits after a letter or bracket too). */
export function cleanCountry(raw: string): string {
  return raw
    .trim()
    .replace(MARKS, '')
    .replace(/(?<=[A-Za-z)\]])\d{1,2}$/, '')
    .trim();
}

/** ISO 3166-1 alpha-2 of a USGS country name, or '' when it names none. */
export function iso2OfUsgsCountry(name: string): string {
  return countryCodeOf(name) ?? '';
}

/** The stage a production table belongs to, or undefined when it is neither. */
export function stageOf(section: string, detail: string): MineralStage | undefined {
  const d = detail
    .replace(/:\s*rounded\s*$/i, '')
    .trim()
    .toLowerCase();
  const s = section.toLowerCase();
  if (/capacity|reserves/.test(d)) return undefined;
  if (/refinery|smelter|primary production|refined/.test(d)) return 'refinery';
  if (/mine|mined/.test(d)) return 'mine';
  if (d === 'production' || d.startsWith('production,')) {
    if ((s.includes('refinery') || s.includes('smelter')) && !s.includes('mine')) return 'refinery';
    return 'mine';
  }
  return undefined;
}

/** Lower-case id of a commodity name (`Rare earths` → `rare-earths`). */
export function commodityIdOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Group {
  commodity: string;
  stage: MineralStage;
  detail: string;
  unit: string;
  critical: boolean;
  /** Rows by year. */
  years: Map<number, { rows: MineralRow[]; worldTotal?: number }>;
}

/** Parses the commodities CSV. */
export function parseMineralCsv(
  body: string,
  resource = 'commodities_data.csv',
): ParseResult<MineralProduction> {
  const text = body.replace(/^\uFEFF/, '');
  const records = readCsv(text, resource, {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: false,
  });
  const first = records[0];
  const missing = first ? REQUIRED_COLUMNS.filter((c) => !(c in first)) : [...REQUIRED_COLUMNS];
  if (missing.length > 0)
    throw new PayloadError(`${resource}: not the MCS commodities CSV (no ${missing.join(', ')})`);
  const criticalColumn = Object.keys(first!).find((c) => /^is critical mineral/i.test(c));

  const groups = new Map<string, Group>();
  const unmapped = new Set<string>();
  let unreadable = 0;
  for (const r of records) {
    if ((r.Statistics ?? '').trim().toLowerCase() !== 'production') continue;
    const section = (r.Section ?? '').trim();
    if (!/^world\b/i.test(section)) continue;
    const detail = (r.Statistics_detail ?? '').trim();
    const stage = stageOf(section, detail);
    const commodity = (r.Commodity ?? '').trim();
    // A year may carry a footnote mark too (`2025e`).
    const year = Number(/^\s*(\d{4})/.exec(r.Year ?? '')?.[1]);
    if (!stage || !commodity || !Number.isInteger(year)) continue;
    const key = `${commodityIdOf(commodity)}:${stage}`;
    const baseDetail = detail.replace(/:\s*rounded\s*$/i, '').trim();
    let g = groups.get(key);
    if (!g) {
      g = {
        commodity,
        stage,
        detail: baseDetail,
        unit: (r.Unit ?? '').trim(),
        critical: criticalColumn !== undefined && /^yes$/i.test((r[criticalColumn] ?? '').trim()),
        years: new Map(),
      };
      groups.set(key, g);
    }
    // A second statistic of the same stage (say smelter beside refinery) would count twice.
    if (g.detail !== baseDetail) continue;
    const y = g.years.get(year) ?? { rows: [] };
    g.years.set(year, y);
    const value = parseUsgsValue(r.Value ?? '');
    const country = cleanCountry(r.Country ?? '');
    if (value.kind === 'unreadable') {
      unreadable++;
      continue;
    }
    if (/^world total/i.test(country) || /:\s*rounded\s*$/i.test(detail)) {
      if (value.kind === 'number') y.worldTotal = value.value;
      continue;
    }
    if (value.kind === 'none' || country === '') continue;
    const residual = /^other countries/i.test(country);
    const iso2 = residual ? '' : iso2OfUsgsCountry(country);
    if (!residual && iso2 === '') unmapped.add(country);
    const estimated = /\bestimated\b/i.test(r.Notes ?? '') || (value.kind === 'number' && value.estimated);
    y.rows.push({
      country,
      iso2,
      ...(value.kind === 'number' ? { output: value.value } : {}),
      withheld: value.kind === 'withheld',
      estimated,
      residual,
    });
  }

  const tables: MineralTable[] = [];
  for (const g of groups.values()) {
    const years = [...g.years].filter(([, y]) => y.rows.length > 0).map(([year]) => year);
    if (years.length === 0) continue;
    const year = Math.max(...years);
    const y = g.years.get(year)!;
    tables.push({
      commodityId: commodityIdOf(g.commodity),
      commodity: g.commodity,
      stage: g.stage,
      detail: g.detail,
      year,
      unit: g.unit,
      ...(y.worldTotal === undefined ? {} : { worldTotal: y.worldTotal }),
      critical: g.critical,
      rows: y.rows,
    });
  }
  if (tables.length === 0) throw new PayloadError(`${resource}: no world production table`);
  const dataYear = Math.max(...tables.map((t) => t.year));
  const warnings: string[] = [];
  if (unreadable > 0) warnings.push(`${resource}: ${unreadable} values unreadable, skipped`);
  if (unmapped.size > 0)
    warnings.push(`${resource}: countries without an ISO code: ${[...unmapped].join(', ')}`);
  return {
    data: { dataYear, tables },
    asOf: `${dataYear}-12-31T00:00:00.000Z`,
    warnings,
  };
}
