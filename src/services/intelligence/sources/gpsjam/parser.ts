/**
 * Parser of GPSJam's daily files: `manifest.csv` (one day per row; the date is column 0, the other
 * columns differ between versions of the site and are ignored) and `{YYYY-MM-DD}-h3_4.csv`
 * (`hex,count_good_aircraft,count_bad_aircraft`, one H3 resolution-4 cell per row, unsorted).
 * Cells with at least one bad aircraft are kept, placed at their centre (h3-js) and graded by the
 * share of bad aircraft with GPSJam's published bands (README). Pure: text in, data out. The
 * snapshot's date is the start of the newest day read.
 * @see https://gpsjam.org/faq
 */
import { cellToLatLng, getResolution, isValidCell } from 'h3-js';
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult, Payload } from '../../../../ingest/types';
import type { GpsHexRecord, GpsInterferenceData, GpsLevel } from '../../data-orbit';

/** Share of bad aircraft from which a cell is medium (GPSJam's yellow band starts at 2 %). */
export const MEDIUM_SHARE = 0.02;
/** Share of bad aircraft above which a cell is high (GPSJam's red band: over 10 %). */
export const HIGH_SHARE = 0.1;
/** Payload name of the manifest. */
export const MANIFEST = 'manifest';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The level of a cell by its share of bad aircraft. */
export function levelOf(good: number, bad: number): GpsLevel {
  const share = bad / (good + bad);
  if (share > HIGH_SHARE) return 'high';
  if (share >= MEDIUM_SHARE) return 'medium';
  return 'low';
}

/** The days a manifest lists, oldest first (column 0; a header row and blank lines skipped). */
export function parseManifest(text: string): string[] {
  const rows = readCsv(text, 'GPSJam manifest', { skip_empty_lines: true, relax_column_count: true });
  const dates = rows
    .map((r) => (r[0] ?? '').trim())
    .filter((d) => DATE_RE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
  if (dates.length === 0) throw new PayloadError('GPSJam manifest: no date in column 0');
  return [...new Set(dates)].sort();
}

const COUNT_RE = /^\d+$/;

/** Reads one day's file. */
export function parseDay(
  text: string,
  date: string,
): { hexes: GpsHexRecord[]; totalHexes: number; skipped: number } {
  const rows = readCsv(text, `GPSJam ${date}`, { skip_empty_lines: true, relax_column_count: true });
  const [header, ...body] = rows;
  if (header?.[0]?.trim() !== 'hex' || header.length < 3) {
    throw new PayloadError(`GPSJam ${date}: expected the header hex,count_good_aircraft,count_bad_aircraft`);
  }
  const col = (name: string) => header.findIndex((h) => h.trim() === name);
  const [iGood, iBad] = [col('count_good_aircraft'), col('count_bad_aircraft')];
  if (iGood < 0 || iBad < 0) throw new PayloadError(`GPSJam ${date}: count columns missing`);
  const hexes: GpsHexRecord[] = [];
  let totalHexes = 0;
  let skipped = 0;
  for (const row of body) {
    const h3 = (row[0] ?? '').trim().toLowerCase();
    const goodText = (row[iGood] ?? '').trim();
    const badText = (row[iBad] ?? '').trim();
    if (!isValidCell(h3) || !COUNT_RE.test(goodText) || !COUNT_RE.test(badText)) {
      skipped++;
      continue;
    }
    totalHexes++;
    const good = Number(goodText);
    const bad = Number(badText);
    if (bad === 0) continue;
    const [latitude, longitude] = cellToLatLng(h3);
    hexes.push({
      h3,
      date,
      latitude: Math.round(latitude * 1e5) / 1e5,
      longitude: Math.round(longitude * 1e5) / 1e5,
      goodAircraft: good,
      badAircraft: bad,
      level: levelOf(good, bad),
    });
  }
  return { hexes, totalHexes, skipped };
}

/** True when a cell is of the resolution GPSJam publishes (4). */
export const isResolution4 = (h3: string) => isValidCell(h3) && getResolution(h3) === 4;

/** Parses the day files of a payload (names `YYYY-MM-DD`; the manifest is ignored here). */
export function parseGpsJam(payload: Payload): ParseResult<GpsInterferenceData> {
  const dates = Object.keys(payload)
    .filter((k) => DATE_RE.test(k))
    .sort()
    .reverse();
  if (dates.length === 0) throw new PayloadError('GPSJam: no daily file');
  const warnings: string[] = [];
  const days: GpsInterferenceData['days'] = [];
  const hexes: GpsHexRecord[] = [];
  for (const date of dates) {
    const read = parseDay(payload[date] ?? '', date);
    if (read.totalHexes === 0) throw new PayloadError(`GPSJam ${date}: no readable cell`);
    if (read.skipped > 0) warnings.push(`GPSJam ${date}: ${read.skipped} unreadable rows left out`);
    days.push({ date, totalHexes: read.totalHexes });
    hexes.push(...read.hexes);
  }
  return { data: { days, hexes }, asOf: `${dates[0]}T00:00:00.000Z`, warnings };
}
