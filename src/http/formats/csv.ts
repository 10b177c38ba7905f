/**
 * CSV of a list of records (issue #33, RFC 4180): a header row, then one row per record; nested
 * objects are flattened into dotted column names (`location.latitude`), arrays are written as
 * their JSON text, null and absent values as empty fields. A field holding `"`, `,`, CR or LF is
 * quoted with its quotes doubled; lines end with CRLF. Values are written as they are: no
 * spreadsheet-formula escaping, which would change the data.
 */

/** Line end of every row (RFC 4180 §2.1). */
export const CSV_LINE_END = '\r\n';

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted when RFC 4180 requires it. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record's scalar values by dotted path, in key order (nested objects walked). */
export function flattenRecord(
  record: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (!isPlainObject(record)) {
    out.set(prefix === '' ? 'value' : prefix.slice(0, -1), record);
    return out;
  }
  for (const [key, value] of Object.entries(record)) {
    if (isPlainObject(value) && Object.keys(value).length > 0) flattenRecord(value, `${prefix}${key}.`, out);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The CSV text of records. Columns: `known` first (the item schema's, so a column stays even when
 * no record has a value), then any other path found in the records, in first-seen order.
 */
export function toCsv(records: readonly unknown[], known: readonly string[] = []): string {
  const flat = records.map((r) => flattenRecord(r));
  const columns = new Set(known);
  for (const row of flat) for (const path of row.keys()) columns.add(path);
  const header = [...columns];
  if (header.length === 0) return '';
  const lines = [header.map(csvField).join(',')];
  for (const row of flat) lines.push(header.map((c) => csvField(cellText(row.get(c)))).join(','));
  return lines.join(CSV_LINE_END) + CSV_LINE_END;
}
