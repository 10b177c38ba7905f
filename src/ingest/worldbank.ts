/**
 * The World Bank Indicators API v2, shared by the services that read it (resilience's education
 * job, economic's request-time indicator lookup): its origin variable and its page parser.
 *
 * Pages: `[ {page, pages, per_page, total, sourceid,
 * lastupdated}, [ {indicator{id}, country{id}, countryiso3code, date, value, ...} ] ]`, or
 * `[ {message:[{id, key, value}]} ]` for an error. Only countries are kept: aggregates (regions,
 * income groups, "World") carry codes that are not ISO 3166 alpha-2 (`Z4`, `8S`, `XU`, `1W`) and
 * are dropped. Rows with a `null` value are counted as missing, not read as zero. Pure.
 */
import { envVar } from '../env-vars';
import { isoCountries as countries } from '../reference/countries';
import { PayloadError } from './errors';
import { parseJsonBody } from './parse/json-values';

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

/** Default origin of the World Bank Indicators API. */
export const WORLD_BANK_DEFAULT_BASE_URL = 'https://api.worldbank.org';

/** The origin variable, declared once for every World Bank source. */
export const WORLD_BANK_ENV = {
  WORLD_BANK_BASE_URL: envVar.url({
    default: WORLD_BANK_DEFAULT_BASE_URL,
    description: 'World Bank Indicators API origin.',
  }),
} as const;
