/**
 * GET /api/military/v1/get-theater-posture: derived from the latest `military:flights` snapshot
 * (rule in the README): per configured theater, the airborne aircraft inside its box, a level
 * from its thresholds and the activity indicators their classes show.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { getTheaterPosture, POSTURE_ALWAYS_MISSING, THEATER_POSTURE_UNAVAILABLE } from './contract';
import { type AircraftClass, type MilitaryAircraft, militaryKeys, type Theater } from './data';
import { theaterOf } from './theaters';

type Posture = Static<typeof getTheaterPosture.response>['theaters'][number];

/** Activity indicators: an operation is listed when at least one aircraft of its classes is airborne in the theater. */
export const ACTIVITY_INDICATORS: readonly [name: string, classes: readonly AircraftClass[]][] = [
  ['air-refueling', ['TANKER']],
  ['airborne-early-warning', ['AWACS']],
  ['fighters', ['FIGHTER']],
  ['bombers', ['BOMBER']],
  ['reconnaissance', ['RECONNAISSANCE', 'DRONE']],
  ['maritime-patrol', ['PATROL']],
];

/** The posture of one theater from the airborne aircraft inside it. */
export function assess(t: Theater, inside: readonly MilitaryAircraft[], assessedAt: number): Posture {
  const level =
    inside.length >= t.critical ? 'critical' : inside.length >= t.elevated ? 'elevated' : 'normal';
  return {
    theater: t.label,
    theaterId: t.id,
    postureLevel: level,
    activeFlights: inside.length,
    activeOperations: ACTIVITY_INDICATORS.filter(([, classes]) =>
      inside.some((a) => classes.includes(a.aircraftClass)),
    ).map(([name]) => name),
    assessedAt,
  };
}

/** Handler of get-theater-posture. */
export const getTheaterPostureHandler = defineHandler(getTheaterPosture, async (ctx, query) => {
  const read = await ctx.snapshots.read(militaryKeys.flights);
  if (read.status !== 'hit') return unavailable(THEATER_POSTURE_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const wanted = query.theater?.trim().toLowerCase();
  const theaters =
    wanted === undefined
      ? data.theaters
      : data.theaters.filter((t) => t.id === wanted || t.label.toLowerCase() === wanted);
  if (wanted !== undefined && theaters.length === 0) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [
        { field: 'theater', description: `must be one of ${data.theaters.map((t) => t.id).join(', ')}` },
      ],
    });
  }
  const airborne = data.aircraft.filter((a) => !a.onGround);
  const byTheater = new Map<string, MilitaryAircraft[]>();
  for (const a of airborne) {
    const t = theaterOf(data.theaters, a);
    if (t) byTheater.set(t.id, [...(byTheater.get(t.id) ?? []), a]);
  }
  return fromData(
    {
      theaters: theaters.map((t) => assess(t, byTheater.get(t.id) ?? [], data.updatedAt)),
      missingInputs: [...POSTURE_ALWAYS_MISSING],
    },
    meta.fetchedAt,
  );
});
