/**
 * Parser of NGA MSI's broadcast warnings listing (`/api/publications/broadcast-warn?output=json
 * &status=A`): `{"broadcast-warn": [{msgYear, msgNumber, navArea, subregion, text, status,
 * issueDate, authority, cancelDate, ...}]}`. Dates are DTG strings (`150429Z APR 2023`); positions,
 * the heading (sea area, country) and the planned cancellation exist only inside `text`
 * (`text-fields.ts`). A warning that is not active (`status` other than `A`) is left out; one
 * without area, number, year or text is skipped and counted. Pure: text in, data out.
 * @see https://msi.nga.mil/NavWarnings
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import {
  type NavigationalWarningRecord,
  type NavigationalWarningsData,
  navigationalWarningKey,
} from '../../data';
import { cancelTime, headingOf, parseDtg, positionsIn } from './text-fields';

/** The listing's array property. */
export const NGA_LIST_PROPERTY = 'broadcast-warn';

/** NGA's area codes and the broadcasts they stand for. */
export const NGA_BROADCASTS: Readonly<Record<string, string>> = {
  '4': 'NAVAREA IV',
  '12': 'NAVAREA XII',
  A: 'HYDROLANT',
  P: 'HYDROPAC',
  C: 'HYDROARC',
};

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** The broadcast of an area code: the table above, else `NAVAREA <roman>` for a number, else the code. */
export function broadcastName(navArea: string): string {
  const known = NGA_BROADCASTS[navArea];
  if (known) return known;
  let n = /^\d{1,2}$/.test(navArea) ? Number(navArea) : 0;
  if (n < 1 || n > 39) return navArea;
  let roman = '';
  for (const [value, letters] of ROMAN) {
    while (n >= value) {
      roman += letters;
      n -= value;
    }
  }
  return `NAVAREA ${roman}`;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v)
    ? v
    : typeof v === 'string' && /^\d+$/.test(v)
      ? Number(v)
      : undefined;

/** One warning, or why it was left out. */
function readWarning(raw: unknown): NavigationalWarningRecord | 'inactive' | 'malformed' {
  if (!isObject(raw)) return 'malformed';
  const navArea = str(raw.navArea);
  const msgNumber = int(raw.msgNumber);
  const msgYear = int(raw.msgYear);
  const text = typeof raw.text === 'string' ? raw.text : '';
  if (navArea === '' || msgNumber === undefined || msgYear === undefined || text.trim() === '')
    return 'malformed';
  if (msgYear < 1900 || msgYear > 2200) return 'malformed';
  if (raw.status !== undefined && raw.status !== null && str(raw.status) !== 'A') return 'inactive';
  const issuedAt = parseDtg(str(raw.issueDate));
  const expiresAt = parseDtg(str(raw.cancelDate)) ?? cancelTime(text);
  return {
    id: `${navArea}-${msgYear}-${msgNumber}`,
    navArea,
    broadcast: broadcastName(navArea),
    msgNumber,
    msgYear,
    subregion: str(raw.subregion),
    heading: headingOf(text),
    text,
    authority: str(raw.authority),
    ...(issuedAt === undefined ? {} : { issuedAt }),
    ...(expiresAt === undefined ? {} : { expiresAt }),
    positions: positionsIn(text),
  };
}

/**
 * Builds `maritime:navigational-warnings` from one listing, newest issue first. Dated by the newest
 * `issueDate`: the listing carries no publication time of its own.
 */
export function parseNavigationalWarnings(
  body: string,
  resource: string,
): ParseResult<NavigationalWarningsData> {
  const json = parseJsonBody(body, resource);
  const list = isObject(json) ? json[NGA_LIST_PROPERTY] : undefined;
  if (!Array.isArray(list)) throw new PayloadError(`${resource}: no "${NGA_LIST_PROPERTY}" array`);
  const byId = new Map<string, NavigationalWarningRecord>();
  const counts = { inactive: 0, malformed: 0, undated: 0 };
  for (const raw of list) {
    const w = readWarning(raw);
    if (typeof w === 'string') counts[w]++;
    else if (!byId.has(w.id)) {
      byId.set(w.id, w);
      if (w.issuedAt === undefined) counts.undated++;
    }
  }
  const warnings = sortByKey(byId.values(), navigationalWarningKey);
  if (warnings.length === 0) throw new PayloadError(`${resource}: no active warning`);
  if (counts.malformed > warnings.length) {
    throw new PayloadError(`${resource}: ${counts.malformed} unreadable warnings against ${warnings.length}`);
  }
  const result: string[] = [];
  if (counts.malformed > 0) result.push(`${resource}: ${counts.malformed} unreadable warnings skipped`);
  if (counts.inactive > 0) result.push(`${resource}: ${counts.inactive} inactive warnings left out`);
  if (counts.undated > 0) result.push(`${resource}: ${counts.undated} warnings without a readable issueDate`);
  const newest = warnings[0]?.issuedAt;
  return {
    data: { warnings },
    ...(newest === undefined ? {} : { asOf: new Date(newest).toISOString() }),
    warnings: result,
  };
}
