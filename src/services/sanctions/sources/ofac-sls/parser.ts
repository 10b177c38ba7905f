/**
 * Parser of OFAC's legacy SDN files from the Sanctions List Service: `SDN.CSV` (one row per
 * entry), `ADD.CSV` (addresses) and `ALT.CSV` (aliases), joined on `ent_num`. The files have no
 * header; a null is the literal `-0-` (OFAC writes `-0- `, with a trailing space); several
 * programs share one field as `SDGT] [SDT`; the remarks carry further aliases as `a.k.a. '...'`.
 * Pure: text in, entries out (the first-seen marks are added by `history.ts`).
 * @see https://ofac.treasury.gov/sanctions-list-service
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import { countryCodeOf } from '../../../../reference/countries';
import type { SdnAlias, SdnAliasKind, SdnEntry, SdnPartyType } from '../../data';

/** Columns of SDN.CSV (`ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks`). */
export const SDN_COLUMNS = 12;
/** Columns of ADD.CSV (`ent_num, Add_num, Address, City/State/Province/Postal Code, Country, Add_remarks`). */
export const ADD_COLUMNS = 6;
/** Columns of ALT.CSV (`ent_num, alt_num, alt_type, alt_name, alt_remarks`). */
export const ALT_COLUMNS = 5;
/** Country value OFAC uses for an address it cannot place in a country (not a country). */
export const UNDETERMINED_COUNTRY = 'undetermined';

/** An entry as the files give it, before the first-seen marks. */
export type ParsedSdnEntry = Omit<SdnEntry, 'firstSeenVersion' | 'firstSeenAt'>;

/** The three files of one run. */
export interface SdnFiles {
  sdn: string;
  add: string;
  alt: string;
}

/** What the parser read, with what it had to leave out. */
export interface ParsedSdnList {
  /** Ordered by `ent_num`. */
  entries: ParsedSdnEntry[];
  warnings: string[];
}

/** The DOS end-of-file character (Ctrl-Z) some OFAC downloads end with. */
const DOS_EOF = String.fromCharCode(0x1a);
const ALIAS_IN_REMARKS = /^([afn])\.k\.a\.\s+'(.+)'\.?$/i;
const ENT_NUM = /^[1-9]\d{0,9}$/;

/** An OFAC value: trimmed, with the `-0-` null marker and blanks read as absent. */
export function ofacValue(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  return value === '' || value === '-0-' ? undefined : value;
}

/** The programs of one `Program` field (`FTO] [SDGT] [SDT` → FTO, SDGT, SDT). */
export function splitPrograms(raw: string | undefined): string[] {
  const value = ofacValue(raw);
  if (value === undefined) return [];
  const programs = value
    .split(/\]\s*\[/)
    .map((p) => p.replace(/^\[/, '').replace(/\]$/, '').trim())
    .filter((p) => p !== '');
  return [...new Set(programs)];
}

/** The party type of an `SDN_Type` value (null means an entity); undefined when unknown. */
export function partyType(raw: string | undefined): SdnPartyType | undefined {
  const value = ofacValue(raw)?.toLowerCase();
  if (value === undefined) return 'entity';
  return value === 'individual' || value === 'vessel' || value === 'aircraft' || value === 'entity'
    ? value
    : undefined;
}

/** The aliases written in the remarks (`a.k.a. 'BNC'`, `f.k.a. '...'`), one per `;` clause. */
export function remarkAliases(remarks: string | undefined): SdnAlias[] {
  if (remarks === undefined) return [];
  const aliases: SdnAlias[] = [];
  for (const clause of remarks.split(';')) {
    const match = ALIAS_IN_REMARKS.exec(clause.trim());
    const name = match?.[2]?.trim();
    if (match && name)
      aliases.push({ name, kind: `${match[1]!.toLowerCase()}ka` as SdnAliasKind, from: 'remarks' });
  }
  return aliases;
}

/**
 * ISO-2 code of an OFAC country name or vessel flag (`Korea, North`, `Democratic People's Republic
 * of Korea`, `St. Kitts & Nevis`), read as whole names by `countryCodeOf`. Undefined for what is
 * not an ISO country (`West Bank`, `Region: Crimea`, `None Identified`).
 */
export function ofacCountryCode(name: string): string | undefined {
  return countryCodeOf(name);
}

/** Rows of one headerless OFAC CSV file, with the DOS end-of-file byte the downloads may carry removed. */
export function readOfacRows(text: string, resource: string): string[][] {
  const body = text.replaceAll(DOS_EOF, '');
  if (body.trim() === '') throw new PayloadError(`${resource}: empty file`);
  return readCsv(body, resource, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  });
}

/** Rows with the expected column count and a numeric `ent_num`; a header line is skipped. */
function wellFormed(rows: string[][], columns: number, resource: string): { rows: string[][]; bad: number } {
  const kept: string[][] = [];
  let bad = 0;
  rows.forEach((row, i) => {
    const first = row[0]?.trim() ?? '';
    if (i === 0 && /^ent_num$/i.test(first)) return;
    if (row.length === columns && ENT_NUM.test(first)) kept.push(row);
    else bad++;
  });
  if (kept.length === 0) throw new PayloadError(`${resource}: no rows of ${columns} columns`);
  if (bad > kept.length) throw new PayloadError(`${resource}: ${bad} unreadable rows against ${kept.length}`);
  return { rows: kept, bad };
}

/** Parses the three files and joins them; throws PayloadError when one is not an OFAC file. */
export function parseSdnFiles(files: SdnFiles): ParsedSdnList {
  const warnings: string[] = [];
  const sdn = wellFormed(readOfacRows(files.sdn, 'SDN.CSV'), SDN_COLUMNS, 'SDN.CSV');
  const add = wellFormed(readOfacRows(files.add, 'ADD.CSV'), ADD_COLUMNS, 'ADD.CSV');
  const alt = wellFormed(readOfacRows(files.alt, 'ALT.CSV'), ALT_COLUMNS, 'ALT.CSV');
  for (const [name, file] of [
    ['SDN.CSV', sdn],
    ['ADD.CSV', add],
    ['ALT.CSV', alt],
  ] as const) {
    if (file.bad > 0) warnings.push(`${name}: ${file.bad} unreadable rows skipped`);
  }

  const byNum = new Map<number, ParsedSdnEntry>();
  let unknownTypes = 0;
  for (const row of sdn.rows) {
    const entry = readEntry(row);
    if (entry === 'unknown_type') unknownTypes++;
    else if (entry !== undefined && !byNum.has(entry.entNum)) byNum.set(entry.entNum, entry);
  }
  if (byNum.size === 0) throw new PayloadError('SDN.CSV: no entry with a name');
  if (unknownTypes > 0) warnings.push(`SDN.CSV: ${unknownTypes} entries of an unknown SDN_Type skipped`);

  const codeOf = memo(ofacCountryCode);
  const orphans = { add: 0, alt: 0 };
  for (const row of add.rows) {
    const entry = byNum.get(Number(row[0]));
    if (!entry) orphans.add++;
    else addCountry(entry, ofacValue(row[4]), codeOf);
  }
  for (const row of alt.rows) {
    const entry = byNum.get(Number(row[0]));
    const name = ofacValue(row[3]);
    if (!entry) orphans.alt++;
    else if (name) entry.aliases.push({ name, kind: aliasKind(row[2]), from: 'alt' });
  }
  if (orphans.add > 0) warnings.push(`ADD.CSV: ${orphans.add} rows of entries not in SDN.CSV ignored`);
  if (orphans.alt > 0) warnings.push(`ALT.CSV: ${orphans.alt} rows of entries not in SDN.CSV ignored`);

  const entries = [...byNum.values()].sort((a, b) => a.entNum - b.entNum);
  for (const entry of entries) finishEntry(entry, codeOf);
  return { entries, warnings };
}

function readEntry(row: string[]): ParsedSdnEntry | 'unknown_type' | undefined {
  const name = ofacValue(row[1]);
  if (name === undefined) return undefined;
  const type = partyType(row[2]);
  if (type === undefined) return 'unknown_type';
  const title = ofacValue(row[4]);
  const remarks = ofacValue(row[11]);
  const entry: ParsedSdnEntry = {
    entNum: Number(row[0]),
    name,
    type,
    programs: splitPrograms(row[3]),
    aliases: [],
    countries: [],
    ...(title ? { title } : {}),
    ...(remarks ? { remarks } : {}),
  };
  const vessel = compact({
    callSign: ofacValue(row[5]),
    vesselType: ofacValue(row[6]),
    tonnage: ofacValue(row[7]),
    grossRegisteredTonnage: ofacValue(row[8]),
    flag: ofacValue(row[9]),
    owner: ofacValue(row[10]),
  });
  if (type === 'vessel' || Object.keys(vessel).length > 0) entry.vessel = vessel;
  return entry;
}

function addCountry(
  entry: ParsedSdnEntry,
  name: string | undefined,
  codeOf: (n: string) => string | undefined,
) {
  if (name === undefined || name.toLowerCase() === UNDETERMINED_COUNTRY) return;
  if (entry.countries.some((c) => c.name === name)) return;
  const code = codeOf(name);
  entry.countries.push(code ? { name, code } : { name });
}

/** Adds the flag of a vessel to its countries and the remarks' aliases after the ALT.CSV ones. */
function finishEntry(entry: ParsedSdnEntry, codeOf: (n: string) => string | undefined): void {
  if (entry.type === 'vessel' && entry.vessel?.flag) addCountry(entry, entry.vessel.flag, codeOf);
  const seen = new Set(entry.aliases.map((a) => a.name.toLowerCase()));
  seen.add(entry.name.toLowerCase());
  for (const alias of remarkAliases(entry.remarks)) {
    if (seen.has(alias.name.toLowerCase())) continue;
    seen.add(alias.name.toLowerCase());
    entry.aliases.push(alias);
  }
}

function aliasKind(raw: string | undefined): SdnAliasKind {
  const value = ofacValue(raw)?.toLowerCase().replace(/\./g, '');
  return value === 'fka' || value === 'nka' ? value : 'aka';
}

function compact<T extends Record<string, string | undefined>>(record: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<
    Record<keyof T, string>
  >;
}

function memo(fn: (name: string) => string | undefined): (name: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (name) => {
    if (!cache.has(name)) cache.set(name, fn(name));
    return cache.get(name);
  };
}
