/**
 * Parser of World Bank Indicators API v2 JSON pages: `[ {page, pages, per_page, total, sourceid,
 * lastupdated}, [ {indicator{id}, country{id}, countryiso3code, date, value, ...} ] ]`, or
 * `[ {message:[{id, key, value}]} ]` for an error. Only countries are kept: aggregates (regions,
 * income groups, "World") carry codes that are not ISO 3166 alpha-2 (`Z4`, `8S`, `XU`, `1W`) and
 * are dropped. Rows with a `null` value are counted as missing, not read as zero. Pure.
 */
import type { Static } from 'typebox';
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { isoCountries as countries } from '../../../../reference/countries';
import type { EducationDataSchema } from '../../data';

/** The page header of a World Bank response. */
export interface WorldBankHeader {
  page: number;
  pages: number;
  total: number;
  /** The source's last update (`YYYY-MM-DD`), when given. */
  lastUpdated?: string;
}

/** One country-year value of an indicator. */
export interface WorldBankObservation {
  indicatorId: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  year: number;
  value: number;
}

/** A parsed page. */
export interface WorldBankPage {
  header: WorldBankHeader;
  observations: WorldBankObservation[];
  /** Rows of aggregates (regions, income groups), dropped. */
  aggregates: number;
  /** Country rows without a value. */
  missing: number;
  /** Rows that could not be read. */
  malformed: number;
}

type Row = Record<string, unknown>;

function isObject(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function idOf(v: unknown): string | undefined {
  return isObject(v) && typeof v.id === 'string' ? v.id : undefined;
}

function count(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** True when `id` is an ISO 3166-1 alpha-2 country code consistent with the row's alpha-3 code. */
export function isCountryCode(id: string, iso3: unknown): boolean {
  if (!/^[A-Z]{2}$/.test(id) || !countries.isValid(id)) return false;
  const fromIso3 = typeof iso3 === 'string' ? countries.alpha3ToAlpha2(iso3) : undefined;
  return fromIso3 === undefined || fromIso3 === id;
}

/** The error text of a `[{message:[...]}]` body, if it is one. */
function errorText(json: unknown[]): string | undefined {
  const first = json[0];
  if (!isObject(first) || !Array.isArray(first.message)) return undefined;
  return first.message
    .map((m) => (isObject(m) ? [m.key, m.value].filter((p) => typeof p === 'string').join(': ') : ''))
    .filter((t) => t !== '')
    .join('; ');
}

/** Reads the header of a page; throws PayloadError when the body is not an API page. */
export function parseWorldBankHeader(
  body: string,
  resource: string,
): { header: WorldBankHeader; rows: unknown } {
  const json = parseJsonBody(body, resource);
  if (!Array.isArray(json)) throw new PayloadError(`${resource}: not a World Bank API page`);
  const err = errorText(json);
  if (err !== undefined) throw new PayloadError(`${resource}: World Bank error: ${err || 'unknown'}`);
  const head = json[0];
  const page = isObject(head) ? count(head.page) : undefined;
  const pages = isObject(head) ? count(head.pages) : undefined;
  const total = isObject(head) ? count(head.total) : undefined;
  if (
    !isObject(head) ||
    page === undefined ||
    pages === undefined ||
    total === undefined ||
    json.length < 2
  ) {
    throw new PayloadError(`${resource}: no page header`);
  }
  const lastUpdated = typeof head.lastupdated === 'string' ? head.lastupdated : undefined;
  return { header: { page, pages, total, ...(lastUpdated ? { lastUpdated } : {}) }, rows: json[1] };
}

/** Parses one page of observations. */
export function parseWorldBankPage(body: string, resource: string): WorldBankPage {
  const { header, rows } = parseWorldBankHeader(body, resource);
  // An empty result is `[header, null]`.
  if (rows !== null && !Array.isArray(rows)) throw new PayloadError(`${resource}: rows are not a list`);
  const out: WorldBankPage = { header, observations: [], aggregates: 0, missing: 0, malformed: 0 };
  for (const row of rows ?? []) {
    const indicatorId = isObject(row) ? idOf(row.indicator) : undefined;
    const countryId = isObject(row) ? idOf(row.country) : undefined;
    const year =
      isObject(row) && typeof row.date === 'string' && /^\d{4}$/.test(row.date) ? Number(row.date) : NaN;
    if (!isObject(row) || !indicatorId || countryId === undefined || Number.isNaN(year)) {
      out.malformed++;
      continue;
    }
    if (!isCountryCode(countryId, row.countryiso3code)) {
      out.aggregates++;
      continue;
    }
    if (row.value === null || row.value === undefined || row.value === '') {
      out.missing++;
      continue;
    }
    const value = typeof row.value === 'string' ? Number(row.value) : row.value;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      out.malformed++;
      continue;
    }
    out.observations.push({ indicatorId, countryCode: countryId, year, value });
  }
  const readable = out.observations.length + out.missing + out.aggregates;
  if (out.malformed > readable) {
    throw new PayloadError(`${resource}: ${out.malformed} unreadable rows against ${readable} readable ones`);
  }
  return out;
}

/** World Bank WDI indicators of the education observations. */
export const WORLD_BANK_EDUCATION_INDICATORS = {
  tertiaryEnrollment: 'SE.TER.ENRR',
  researchersPerMillion: 'SP.POP.SCIE.RD.P6',
  scienceGraduatesShare: 'SE.TER.GRAD.SC.ZS',
  engineeringGraduatesShare: 'SE.TER.GRAD.EN.ZS',
  ictGraduatesShare: 'UIS.FOSGP.5T8.F600',
} as const;

/**
 * The shares of tertiary graduates whose sum is the STEM share: natural sciences, mathematics and
 * statistics (ISCED-F 05), ICT (06), engineering, manufacturing and construction (07). The fields
 * do not overlap, so the sum of one country-year is that year's STEM share.
 */
export const STEM_SHARE_COMPONENTS = [
  WORLD_BANK_EDUCATION_INDICATORS.scienceGraduatesShare,
  WORLD_BANK_EDUCATION_INDICATORS.ictGraduatesShare,
  WORLD_BANK_EDUCATION_INDICATORS.engineeringGraduatesShare,
] as const;

/** Decimal places the STEM sum is rounded to (removes binary floating-point residue only). */
export const STEM_SHARE_DECIMALS = 6;

const WDI = 'World Bank WDI';
const ALL_INDICATORS: ReadonlySet<string> = new Set(Object.values(WORLD_BANK_EDUCATION_INDICATORS));

type EducationData = Static<typeof EducationDataSchema>;
type EducationRow = EducationData['observations'][number];

/** Values of one indicator by `country|year`. */
function byCountryYear(
  observations: readonly WorldBankObservation[],
  indicator: string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of observations)
    if (o.indicatorId === indicator) out.set(`${o.countryCode}|${o.year}`, o.value);
  return out;
}

function rowsOf(values: Map<string, number>, metric: EducationRow['metric'], source: string): EducationRow[] {
  return [...values].map(([cy, value]) => {
    const [countryCode, year] = cy.split('|') as [string, string];
    return { countryCode, metric, year: Number(year), value, source };
  });
}

/** STEM shares: the sum of the three components, only where all three exist for the same year. */
function stemRows(observations: readonly WorldBankObservation[]): EducationRow[] {
  const [first, ...rest] = STEM_SHARE_COMPONENTS.map((id) => byCountryYear(observations, id));
  const sums = new Map<string, number>();
  const f = 10 ** STEM_SHARE_DECIMALS;
  for (const [cy, value] of first!) {
    const others = rest.flatMap((m) => m.get(cy) ?? []);
    if (others.length !== rest.length) continue;
    sums.set(cy, Math.round(others.reduce((sum, v) => sum + v, value) * f) / f);
  }
  return rowsOf(sums, 'stemGraduatesSharePercent', `${WDI} ${STEM_SHARE_COMPONENTS.join(' + ')}`);
}

/**
 * Builds `resilience:demographics-education` from the pages of the five indicators. Dated by the
 * oldest `lastupdated` of the pages (the WDI release the figures come from).
 */
export function buildEducationData(pages: readonly WorldBankPage[]): ParseResult<EducationData> {
  const observations = pages.flatMap((p) => p.observations);
  const ignored = observations.filter((o) => !ALL_INDICATORS.has(o.indicatorId)).length;
  const { tertiaryEnrollment, researchersPerMillion } = WORLD_BANK_EDUCATION_INDICATORS;
  const rows = [
    ...rowsOf(
      byCountryYear(observations, tertiaryEnrollment),
      'tertiaryEnrollmentGrossPercent',
      `${WDI} ${tertiaryEnrollment}`,
    ),
    ...rowsOf(
      byCountryYear(observations, researchersPerMillion),
      'researchersPerMillion',
      `${WDI} ${researchersPerMillion}`,
    ),
    ...stemRows(observations),
  ].sort(
    (a, b) =>
      a.countryCode.localeCompare(b.countryCode) || a.metric.localeCompare(b.metric) || a.year - b.year,
  );
  const warnings: string[] = [];
  const malformed = pages.reduce((n, p) => n + p.malformed, 0);
  if (malformed > 0) warnings.push(`World Bank: ${malformed} unreadable rows skipped`);
  if (ignored > 0) warnings.push(`World Bank: ${ignored} rows of other indicators ignored`);
  const dates = pages.flatMap((p) =>
    p.header.lastUpdated && isDate(p.header.lastUpdated) ? [p.header.lastUpdated] : [],
  );
  const oldest = dates.sort()[0];
  return { data: { observations: rows }, asOf: oldest ? `${oldest}T00:00:00Z` : undefined, warnings };
}

function isDate(raw: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));
}
