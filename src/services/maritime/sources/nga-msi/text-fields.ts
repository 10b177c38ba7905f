/**
 * What NGA warnings carry only as text: date-time groups (`150429Z APR 2023`, `251516Z APR 23`),
 * positions (`28-38.47N 080-37.31W`, `45-05N 033-33E`, `18-12-45N 094-08-00W`) and the heading
 * lines naming the sea area and country. Pure functions.
 */
import type { WarningPosition } from '../../data';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** `DDHHMMZ MON YYYY` or `DDHHMMZ MON YY` (a two-digit year is 20YY). */
const DTG = /(\d{2})(\d{2})(\d{2})Z\s+([A-Z]{3})\s+(\d{4}|\d{2})(?!\d)/i;
/** The cancellation order NGA writes at the end of a warning. */
const CANCEL_THIS_MSG = /CANCEL\s+THIS\s+MSG\s+(\d{6}Z\s+[A-Z]{3}\s+\d{2,4})(?!\d)/i;
/**
 * A latitude then a longitude, each `D-MM`, `D-MM.m…` or `D-MM-SS` with its hemisphere letter,
 * separated by white space (a line break included).
 */
const POSITION =
  /(?<![\d.-])(\d{1,2})-(\d{2}(?:\.\d+)?)(?:-(\d{2}(?:\.\d+)?))?([NS])\s+(\d{1,3})-(\d{2}(?:\.\d+)?)(?:-(\d{2}(?:\.\d+)?))?([EW])(?![A-Z\d])/g;
/** Most positions kept per warning (long area lists add nothing to a map pin). */
export const MAX_POSITIONS_PER_WARNING = 100;

/** A DTG in epoch ms (UTC); undefined when absent or not a real time. */
export function parseDtg(text: string | null | undefined): number | undefined {
  const m = typeof text === 'string' ? DTG.exec(text) : null;
  if (!m) return undefined;
  const [day, hours, minutes] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const month = MONTHS.indexOf((m[4] ?? '').toUpperCase());
  const year = (m[5] ?? '').length === 2 ? 2000 + Number(m[5]) : Number(m[5]);
  if (month < 0 || hours > 23 || minutes > 59 || day < 1) return undefined;
  const ms = Date.UTC(year, month, day, hours, minutes);
  return new Date(ms).getUTCMonth() === month ? ms : undefined;
}

/** The DTG of the text's `CANCEL THIS MSG` order, epoch ms; undefined when the text has none. */
export function cancelTime(text: string): number | undefined {
  const m = CANCEL_THIS_MSG.exec(text);
  return m ? parseDtg(m[1]) : undefined;
}

function degrees(deg: string, min: string, sec: string | undefined): number {
  return Number(deg) + Number(min) / 60 + (sec === undefined ? 0 : Number(sec) / 3600);
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Every position of the text in order (at most `MAX_POSITIONS_PER_WARNING`), minutes and seconds below 60. */
export function positionsIn(text: string): WarningPosition[] {
  const out: WarningPosition[] = [];
  for (const m of text.matchAll(POSITION)) {
    const [, latD, latM, latS, ns, lonD, lonM, lonS, ew] = m;
    const parts = [latM, latS, lonM, lonS].filter((p): p is string => p !== undefined).map(Number);
    if (parts.some((p) => p >= 60)) continue;
    const lat = degrees(latD!, latM!, latS);
    const lon = degrees(lonD!, lonM!, lonS);
    if (lat > 90 || lon > 180) continue;
    out.push({ latitude: round6(ns === 'S' ? -lat : lat), longitude: round6(ew === 'W' ? -lon : lon) });
    if (out.length === MAX_POSITIONS_PER_WARNING) break;
  }
  return out;
}

/** Chart references between the heading and the body (`DNC 01.`, `CHART 25720.`). */
const CHART_LINE = /^(DNC|CHARTS?)\b/i;

/**
 * The heading of a warning: its first lines while each is one short sentence without digits
 * (`WESTERN NORTH ATLANTIC.`, `FLORIDA.`), stopping at a chart reference or the body; joined by
 * `, ` without the periods. Empty when the text starts with its body (`1. ...`).
 */
export function headingOf(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (CHART_LINE.test(line) || /\d/.test(line) || !line.endsWith('.')) break;
    lines.push(line.slice(0, -1).trim());
  }
  return lines.filter((l) => l !== '').join(', ');
}
