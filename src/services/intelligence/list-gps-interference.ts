/**
 * GET /api/intelligence/v1/list-gps-interference: GPSJam cells with bad aircraft, of the newest day
 * held (or of every held day in `start`..`end`), inside a named region or a bounding box, at or
 * above `min_level`, highest share first.
 */
import type { Static } from 'typebox';
import type { Violation } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { type BoundingBox, boundingBox, inBox, rejectIfAny, timeWindow } from '../query-window';
import { GPS_INTERFERENCE_UNAVAILABLE, GPS_REGIONS, listGpsInterference } from './contract-orbit';
import { GPS_LEVELS, type GpsHexRecord, type GpsLevel, orbitKeys } from './data-orbit';

type Hex = Static<typeof listGpsInterference.response>['hexes'][number];

const LEVEL: Readonly<Record<GpsLevel, Hex['level']>> = {
  low: 'INTERFERENCE_LEVEL_LOW',
  medium: 'INTERFERENCE_LEVEL_MEDIUM',
  high: 'INTERFERENCE_LEVEL_HIGH',
};

const DAY_MS = 86_400_000;

function toHex(h: GpsHexRecord): Hex {
  const total = h.goodAircraft + h.badAircraft;
  return {
    h3: h.h3,
    lat: h.latitude,
    lon: h.longitude,
    level: LEVEL[h.level],
    aircraftCount: total,
    badAircraftCount: h.badAircraft,
    badShare: Math.round((h.badAircraft / total) * 1e4) / 1e4,
    date: h.date,
  };
}

/** Handler of list-gps-interference. */
export const listGpsInterferenceHandler = defineHandler(listGpsInterference, async (ctx, query) => {
  const violations: Violation[] = [];
  const window = timeWindow(query.start, query.end, violations);
  const box = boundingBox(query, violations);
  if (box && query.region !== undefined) {
    violations.push({ field: 'region', description: 'must not be given with a bounding box' });
  }
  rejectIfAny(violations);
  const area: BoundingBox | undefined =
    box ?? (query.region === undefined ? undefined : GPS_REGIONS[query.region as keyof typeof GPS_REGIONS]);
  const minRank = GPS_LEVELS.indexOf((query.min_level ?? 'low') as GpsLevel);
  const read = await ctx.snapshots.read(orbitKeys.gpsInterference);
  if (read.status !== 'hit') return unavailable(GPS_INTERFERENCE_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const windowed = query.start !== undefined || query.end !== undefined;
  // A day is in the window when any instant of it is.
  const days = windowed
    ? data.days.filter((d) => {
        const start = Date.parse(`${d.date}T00:00:00Z`);
        return start + DAY_MS - 1 >= window.start && start <= window.end;
      })
    : data.days.slice(0, 1);
  const held = new Set(days.map((d) => d.date));
  const kept = data.hexes
    .filter(
      (h) =>
        held.has(h.date) &&
        GPS_LEVELS.indexOf(h.level) >= minRank &&
        (area === undefined || inBox(area, h.latitude, h.longitude)),
    )
    .map(toHex)
    .sort(
      (a, b) =>
        (b.badShare ?? 0) - (a.badShare ?? 0) ||
        (b.date ?? '').localeCompare(a.date ?? '') ||
        a.h3.localeCompare(b.h3),
    );
  const newest = days[0]?.date;
  return fromData(
    {
      hexes: kept,
      stats: {
        totalHexes: days.reduce((n, d) => n + d.totalHexes, 0),
        highCount: kept.filter((h) => h.level === 'INTERFERENCE_LEVEL_HIGH').length,
        mediumCount: kept.filter((h) => h.level === 'INTERFERENCE_LEVEL_MEDIUM').length,
      },
      source: 'gpsjam.org',
      fetchedAt: newest === undefined ? Date.parse(meta.fetchedAt) : Date.parse(`${newest}T00:00:00Z`),
    },
    meta.fetchedAt,
  );
});
