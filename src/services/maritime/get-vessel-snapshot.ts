/**
 * GET /api/maritime/v1/get-vessel-snapshot: the vessels AISStream reports in a box during a short
 * listening window (request-time provider); the degraded body without a provider or on failure.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { boundingBox } from '../query-window';
import {
  getVesselSnapshot,
  MAX_VESSEL_BOX_DEGREES,
  MILITARY_SHIP_TYPE,
  TANKER_TYPES,
  VESSEL_SNAPSHOT_UNAVAILABLE,
} from './contract-vessels';
import type { VesselReport } from './sources/aisstream/parser';

type Report = NonNullable<
  NonNullable<Static<typeof getVesselSnapshot.response>['snapshot']>['tankerReports']
>[number];

function toReport(v: VesselReport): Report {
  return {
    mmsi: v.mmsi,
    name: v.name,
    lat: v.lat,
    lon: v.lon,
    shipType: v.shipType ?? 0,
    ...(v.heading === undefined ? {} : { heading: Math.round(v.heading) }),
    ...(v.speed === undefined ? {} : { speed: v.speed }),
    ...(v.course === undefined ? {} : { course: Math.round(v.course) }),
    ...(v.timestamp === undefined ? {} : { timestamp: v.timestamp }),
  };
}

/** Width of a box in degrees of longitude (across the antimeridian when west > east). */
const lonSpan = (west: number, east: number) => (east >= west ? east - west : east + 360 - west);

/** Handler of get-vessel-snapshot. */
export const getVesselSnapshotHandler = defineHandler(getVesselSnapshot, async (ctx, query) => {
  const box = boundingBox(query);
  if (
    box &&
    (box.north - box.south > MAX_VESSEL_BOX_DEGREES || lonSpan(box.west, box.east) > MAX_VESSEL_BOX_DEGREES)
  ) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [
        { field: 'ne_lat', description: `the box may span at most ${MAX_VESSEL_BOX_DEGREES} degrees a side` },
      ],
    });
  }
  const provider = ctx.providers.maritime?.vessels;
  if (!provider) return unavailable(VESSEL_SNAPSHOT_UNAVAILABLE);
  if (!box) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [
        { field: 'sw_lat', description: 'a bounding box (sw_lat, sw_lon, ne_lat, ne_lon) is required' },
      ],
    });
  }
  let data: Awaited<ReturnType<typeof provider.snapshot>>;
  try {
    data = await provider.snapshot(box);
  } catch {
    return unavailable(VESSEL_SNAPSHOT_UNAVAILABLE);
  }
  const tankers = data.vessels.filter(
    (v) => v.shipType !== undefined && v.shipType >= TANKER_TYPES.from && v.shipType <= TANKER_TYPES.to,
  );
  const candidates = data.vessels.filter((v) => v.shipType === MILITARY_SHIP_TYPE);
  return fromData(
    {
      dataAvailable: true,
      fetchedAt: data.snapshotAt,
      snapshot: {
        snapshotAt: data.snapshotAt,
        status: { connected: true, messages: data.messages, vessels: data.vessels.length },
        ...(query.include_candidates ? { candidateReports: candidates.map(toReport) } : {}),
        ...(query.include_tankers ? { tankerReports: tankers.map(toReport) } : {}),
      },
    },
    new Date(data.snapshotAt).toISOString(),
  );
});
