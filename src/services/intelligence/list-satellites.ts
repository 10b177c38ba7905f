/**
 * GET /api/intelligence/v1/list-satellites: the CelesTrak objects of the latest snapshot, newest
 * element set first, filtered by country, name, group and orbit class, in keyset-cursor pages; each
 * with its position computed by SGP4 (satellite.js) at the request time, or at the element set's
 * epoch when that is more than SGP4_MAX_AGE_MS old (SGP4 drifts far from its epoch).
 */
import { eciToGeodetic, gstime, json2satrec, propagate, type SatRec, twoline2satrec } from 'satellite.js';
import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { listSatellites, SATELLITES_PAGE } from './contract-orbit';
import { orbitKeys, type SatelliteRecord, satelliteKey } from './data-orbit';

type Satellite = Static<typeof listSatellites.response>['satellites'][number];

/** Oldest element set propagated to the request time; older ones are placed at their epoch. */
export const SGP4_MAX_AGE_MS = 30 * 86_400_000;

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

function satrecOf(s: SatelliteRecord): SatRec {
  if (s.line1 && s.line2) return twoline2satrec(s.line1, s.line2);
  const e = s.elements;
  return json2satrec({
    OBJECT_NAME: s.name,
    OBJECT_ID: s.objectId ?? '',
    EPOCH: e.epoch.replace(/Z$/, ''),
    MEAN_MOTION: e.meanMotion,
    ECCENTRICITY: e.eccentricity,
    INCLINATION: e.inclination,
    RA_OF_ASC_NODE: e.raan,
    ARG_OF_PERICENTER: e.argPerigee,
    MEAN_ANOMALY: e.meanAnomaly,
    NORAD_CAT_ID: s.id,
    ELEMENT_SET_NO: e.elementSetNo,
    BSTAR: e.bstar,
    MEAN_MOTION_DOT: e.meanMotionDot,
    MEAN_MOTION_DDOT: e.meanMotionDdot,
  });
}

/** Position of the object at `now` (or at its epoch when too old); undefined when SGP4 fails. */
export function positionOf(s: SatelliteRecord, nowMs: number) {
  const at = Math.abs(nowMs - s.epochMs) <= SGP4_MAX_AGE_MS ? nowMs : s.epochMs;
  try {
    const state = propagate(satrecOf(s), new Date(at));
    if (!state || typeof state.position !== 'object' || typeof state.velocity !== 'object') return undefined;
    const geo = eciToGeodetic(state.position, gstime(new Date(at)));
    const { x, y, z } = state.velocity;
    const rad = 180 / Math.PI;
    const values = [geo.height, geo.latitude, geo.longitude, x, y, z];
    if (values.some((v) => !Number.isFinite(v))) return undefined;
    return {
      alt: round(geo.height, 1),
      velocity: round(Math.sqrt(x * x + y * y + z * z), 3),
      latitude: round(geo.latitude * rad, 4),
      longitude: round(((((geo.longitude * rad + 180) % 360) + 360) % 360) - 180, 4),
      positionAt: at,
    };
  } catch {
    return undefined;
  }
}

function toSatellite(s: SatelliteRecord, nowMs: number): Satellite {
  return {
    id: s.id,
    name: s.name,
    ...(s.country ? { country: s.country } : {}),
    ...(s.type ? { type: s.type } : {}),
    ...positionOf(s, nowMs),
    inclination: s.elements.inclination,
    ...(s.line1 && s.line2 ? { line1: s.line1, line2: s.line2 } : {}),
    group: s.group,
    ...(s.objectId ? { objectId: s.objectId } : {}),
    epoch: s.epochMs,
    orbitClass: s.orbitClass,
    periodMinutes: s.periodMinutes,
    apogeeKm: s.apogeeKm,
    perigeeKm: s.perigeeKm,
  };
}

/** Handler of list-satellites. */
export const listSatellitesHandler = defineHandler(listSatellites, async (ctx, query) => {
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(orbitKeys.satellites);
  if (read.status !== 'hit') return unavailable(SATELLITES_PAGE.empty);
  const { data, meta } = read.snapshot;
  const name = query.name?.toLowerCase();
  const kept = data.satellites.filter(
    (s) =>
      (query.country === undefined || s.country === query.country) &&
      (name === undefined || s.name.toLowerCase().includes(name)) &&
      (query.group === undefined || s.group === query.group) &&
      (query.orbit_class === undefined || s.orbitClass === query.orbit_class),
  );
  const { page, pagination } = pageAfter(kept, satelliteKey, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  const nowMs = ctx.now().getTime();
  return fromData({ satellites: page.map((s) => toSatellite(s, nowMs)), pagination }, meta.fetchedAt);
});
