/**
 * What the position parsers (OpenSky, adsb.lol) share: reading loosely typed fields, rounding,
 * positions in range, and one sample per ICAO address (the first kept; anything without an
 * address or a position counted as skipped).
 */
import type { PositionSample } from '../data';

/** A 24-bit ICAO address as the positions dataset stores it: six lower-case hex digits. */
export const ICAO24_RE = /^[0-9a-f]{6}$/;

/** A finite number, or undefined for null, strings and anything else. */
export function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Rounds to `digits` decimals (unit conversions otherwise print 15 digits of noise). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A latitude/longitude pair when both are numbers within range. */
export function validPosition(lat: unknown, lon: unknown): { lat: number; lon: number } | undefined {
  const la = finite(lat);
  const lo = finite(lon);
  if (la === undefined || lo === undefined) return undefined;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180) return undefined;
  return { lat: la, lon: lo };
}

/** A string field trimmed (callsigns are space-padded to eight characters); '' when absent. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Parses every item, keeps the first sample of each address, counts the rest as skipped. */
export function collectPositions<T>(
  items: readonly T[],
  parse: (item: T) => PositionSample | undefined,
): { positions: PositionSample[]; skipped: number } {
  const positions: PositionSample[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const item of items) {
    const sample = parse(item);
    if (!sample || seen.has(sample.icao24)) {
      skipped++;
      continue;
    }
    seen.add(sample.icao24);
    positions.push(sample);
  }
  return { positions, skipped };
}
