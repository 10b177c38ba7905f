/**
 * What the position parsers share: one sample per ICAO address, the first kept; anything without
 * an address or a position counted as skipped.
 */
import type { PositionSample } from '../../store/schemas/aviation';

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
