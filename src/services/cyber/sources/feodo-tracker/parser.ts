/**
 * Parser of the abuse.ch Feodo Tracker botnet C2 IP blocklist, CSV form
 * (`/downloads/ipblocklist.csv`): a `#` banner with `# Last updated: YYYY-MM-DD HH:MM:SS UTC`,
 * a quoted header `"first_seen_utc","dst_ip","dst_port","c2_status","last_online","malware"`,
 * every value quoted, and a `# END <n> entries` footer. Columns are found by name, so an older
 * list without `c2_status` is read too. `last_online` is a date only. A row without a valid IP,
 * port or first-seen time is skipped and counted. Pure: text in, records out.
 * @see https://feodotracker.abuse.ch/blocklist/
 */
import { isIP } from 'node:net';
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult } from '../../../../ingest/types';
import type { FeodoBlocklistData, FeodoC2Record } from '../../data';

const RESOURCE = 'Feodo Tracker blocklist';
const LAST_UPDATED = /^#\s*Last updated:\s*(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\s*UTC/im;
const EMPTY_FOOTER = /^#\s*END\s+0\s+entries\b/im;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Columns the list must have; the others are read when present. */
const REQUIRED_COLUMNS = ['first_seen_utc', 'dst_ip', 'dst_port'] as const;

/** Parses one blocklist download; throws PayloadError when it is not the blocklist. */
export function parseFeodoBlocklist(text: string): ParseResult<FeodoBlocklistData> {
  const rows = readRows(text);
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (rows.length === 0 || missing.length > 0) {
    throw new PayloadError(`${RESOURCE}: no header with ${REQUIRED_COLUMNS.join(', ')}`);
  }
  const column = (name: string) => header.indexOf(name);
  const byKey = new Map<string, FeodoC2Record>();
  let skipped = 0;
  for (const row of rows.slice(1)) {
    const record = toRecord(row, column);
    if (!record) skipped++;
    else if (!byKey.has(`${record.ip}|${record.port}`)) byKey.set(`${record.ip}|${record.port}`, record);
  }
  const entries = [...byKey.values()];
  if (entries.length === 0 && (skipped > 0 || !EMPTY_FOOTER.test(text))) {
    throw new PayloadError(`${RESOURCE}: no readable entry and no "# END 0 entries" footer`);
  }
  if (skipped > entries.length) {
    throw new PayloadError(`${RESOURCE}: ${skipped} unreadable rows against ${entries.length} entries`);
  }
  const asOf = listDate(text, entries);
  return {
    data: { entries },
    ...(asOf === undefined ? {} : { asOf }),
    warnings: skipped > 0 ? [`${RESOURCE}: ${skipped} rows without IP, port or first-seen time skipped`] : [],
  };
}

/** The data rows and the header: comment lines (`#`) dropped, quotes removed. */
function readRows(text: string): string[][] {
  const body = text
    .split(/\r?\n/)
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
  return readCsv(body, RESOURCE, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
}

/** The banner's `Last updated` (UTC), else the newest first-seen time; undefined when neither. */
function listDate(text: string, entries: FeodoC2Record[]): string | undefined {
  const m = LAST_UPDATED.exec(text);
  const stated = m ? Date.parse(`${m[1]}T${m[2]}Z`) : Number.NaN;
  if (!Number.isNaN(stated)) return new Date(stated).toISOString();
  if (entries.length === 0) return undefined;
  return new Date(Math.max(...entries.map((e) => e.firstSeenAt))).toISOString();
}

function toRecord(row: string[], column: (name: string) => number): FeodoC2Record | undefined {
  const cell = (name: string) => {
    const i = column(name);
    return i < 0 ? '' : (row[i] ?? '').trim();
  };
  const ip = cell('dst_ip').toLowerCase();
  const port = Number(cell('dst_port'));
  const firstSeenAt = utcTime(cell('first_seen_utc'));
  if (isIP(ip) === 0 || !/^\d{1,5}$/.test(cell('dst_port')) || port < 1 || port > 65535) return undefined;
  if (firstSeenAt === undefined) return undefined;
  const status = cell('c2_status').toLowerCase();
  const lastOnline = cell('last_online');
  const lastOnlineAt = DATE.test(lastOnline) ? utcTime(`${lastOnline} 00:00:00`) : undefined;
  const malware = cell('malware');
  return {
    ip,
    port,
    ...(status ? { status } : {}),
    firstSeenAt,
    ...(lastOnlineAt === undefined ? {} : { lastOnlineAt }),
    ...(malware ? { malware } : {}),
  };
}

/** A `YYYY-MM-DD HH:MM:SS` UTC time in epoch ms (a real calendar date), else undefined. */
function utcTime(value: string): number | undefined {
  const m = DATE_TIME.exec(value);
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}T${m[2]}Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== m[1]) return undefined;
  return ms;
}
