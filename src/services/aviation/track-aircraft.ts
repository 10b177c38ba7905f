/**
 * GET /api/aviation/v1/track-aircraft: positions of the latest ADS-B poll, filtered by transponder
 * address, callsign and bounding box (all optional; together they narrow the result).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { AIRCRAFT_POSITIONS_UNAVAILABLE, trackAircraft } from './contract';
import { aviationKeys, type PositionSample } from './data';
import { boundingBox, inBox } from './query-checks';

/** Handler of track-aircraft. */
export const trackAircraftHandler = defineHandler(trackAircraft, async (ctx, query) => {
  // Parameter relations are checked before any data is read, so a bad box is a 400 even offline.
  const box = boundingBox(query);
  const read = await ctx.snapshots.read(aviationKeys.aircraftPositions);
  if (read.status !== 'hit') return unavailable(AIRCRAFT_POSITIONS_UNAVAILABLE);
  const icao24 = query.icao24?.toLowerCase();
  const callsign = query.callsign?.trim().toUpperCase();
  const keep = (p: PositionSample) =>
    (icao24 === undefined || p.icao24.toLowerCase() === icao24) &&
    (callsign === undefined || p.callsign.trim().toUpperCase() === callsign) &&
    (box === undefined || inBox(box, p.lat, p.lon));
  const { positions, source, updatedAt } = read.snapshot.data;
  return fromData({ positions: positions.filter(keep), source, updatedAt }, read.snapshot.meta.fetchedAt);
});
