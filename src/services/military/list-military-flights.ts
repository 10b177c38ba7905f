/**
 * GET /api/military/v1/list-military-flights: the aircraft of the latest adsb.lol `/v2/mil`
 * snapshot, newest position first, filtered by box, operator, class and time, in keyset pages,
 * with the matches grouped by configured theater.
 */
import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import type { Violation } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { boundingBox, inBox, inWindow, rejectIfAny, timeWindow } from '../query-window';
import { listMilitaryFlights, MILITARY_FLIGHTS_PAGE } from './contract';
import {
  type MilitaryAircraft,
  militaryAircraftKey,
  militaryKeys,
  type Operator,
  type Theater,
} from './data';
import { centreOf, theaterOf } from './theaters';

type Body = Static<typeof listMilitaryFlights.response>;
type Flight = Body['flights'][number];
type Cluster = Body['clusters'][number];

function toFlight(a: MilitaryAircraft): Flight {
  const model = a.description ?? a.typeCode;
  return {
    id: a.hex.toLowerCase(),
    ...(a.callsign ? { callsign: a.callsign } : {}),
    hexCode: a.hex,
    ...(a.registration ? { registration: a.registration } : {}),
    aircraftType: `MILITARY_AIRCRAFT_TYPE_${a.aircraftClass}`,
    ...(model ? { aircraftModel: model } : {}),
    ...(a.operator ? { operator: `MILITARY_OPERATOR_${a.operator}` as const } : {}),
    ...(a.operatorCountry ? { operatorCountry: a.operatorCountry } : {}),
    location: { latitude: a.latitude, longitude: a.longitude },
    ...(a.altitudeFt !== undefined ? { altitude: a.altitudeFt } : {}),
    ...(a.headingDeg !== undefined ? { heading: a.headingDeg } : {}),
    ...(a.speedKts !== undefined ? { speed: a.speedKts } : {}),
    ...(a.verticalRateFpm !== undefined ? { verticalRate: a.verticalRateFpm } : {}),
    onGround: a.onGround,
    ...(a.squawk ? { squawk: a.squawk } : {}),
    lastSeenAt: a.seenAt,
    source: 'adsb.lol',
  };
}

/** The theaters holding matches, in configured order, with their most frequent known operator. */
function clustersOf(theaters: readonly Theater[], aircraft: readonly MilitaryAircraft[]): Cluster[] {
  const groups = new Map<string, MilitaryAircraft[]>();
  for (const a of aircraft) {
    const t = theaterOf(theaters, a);
    if (t) groups.set(t.id, [...(groups.get(t.id) ?? []), a]);
  }
  return theaters.flatMap((t) => {
    const members = groups.get(t.id);
    if (!members) return [];
    const counts = new Map<Operator, number>();
    for (const m of members) if (m.operator) counts.set(m.operator, (counts.get(m.operator) ?? 0) + 1);
    const top = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
    return [
      {
        id: t.id,
        name: t.label,
        location: centreOf(t),
        flightCount: members.length,
        dominantOperator: top ? (`MILITARY_OPERATOR_${top}` as const) : 'MILITARY_OPERATOR_UNSPECIFIED',
      },
    ];
  });
}

/** Handler of list-military-flights. */
export const listMilitaryFlightsHandler = defineHandler(listMilitaryFlights, async (ctx, query) => {
  const violations: Violation[] = [];
  const window = timeWindow(query.start, query.end, violations);
  const box = boundingBox(query, violations);
  rejectIfAny(violations);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(militaryKeys.flights);
  if (read.status !== 'hit') return unavailable(MILITARY_FLIGHTS_PAGE.empty);
  const { data, meta } = read.snapshot;
  const operator = query.operator?.replace('MILITARY_OPERATOR_', '');
  const cls = query.aircraft_type?.replace('MILITARY_AIRCRAFT_TYPE_', '');
  const kept = data.aircraft.filter(
    (a) =>
      inWindow(window, a.seenAt) &&
      (box === undefined || inBox(box, a.latitude, a.longitude)) &&
      (operator === undefined || a.operator === operator) &&
      (cls === undefined || a.aircraftClass === cls),
  );
  const { page, pagination } = pageAfter(
    kept,
    militaryAircraftKey,
    after,
    query.page_size ?? DEFAULT_PAGE_SIZE,
  );
  return fromData(
    { flights: page.map(toFlight), clusters: clustersOf(data.theaters, kept), pagination },
    meta.fetchedAt,
  );
});
