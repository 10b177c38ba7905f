/**
 * Vessel snapshot operation of the maritime service (issue 40): live AIS vessels of a bounding box
 * from AISStream, with an operator's key; the degraded body without one.
 */
import Type, { type Static } from 'typebox';
import { Int32 } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';

/** Largest box side accepted, in degrees (a snapshot listens to one box of the stream). */
export const MAX_VESSEL_BOX_DEGREES = 10;
/** AIS ship types reported as tankers (80-89) and as candidates (35: engaged in military operations). */
export const TANKER_TYPES = { from: 80, to: 89 } as const;
export const MILITARY_SHIP_TYPE = 35;

const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });
const Lat = (d: string) => Type.Number({ format: 'double', minimum: -90, maximum: 90, description: d });
const Lon = (d: string) => Type.Number({ format: 'double', minimum: -180, maximum: 180, description: d });

/** One vessel's report. */
export const SnapshotCandidateReportSchema = Type.Object({
  mmsi: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  lat: Type.Optional(Type.Number({ format: 'double' })),
  lon: Type.Optional(Type.Number({ format: 'double' })),
  shipType: Type.Optional(Int32({ description: 'AIS ship type (0 when no static report was heard)' })),
  heading: Type.Optional(Int32({ description: 'True heading, degrees; 511 = not available' })),
  speed: Type.Optional(Type.Number({ format: 'double', description: 'Speed over ground, knots' })),
  course: Type.Optional(Int32({ description: 'Course over ground, degrees' })),
  timestamp: Type.Optional(EpochMs('Report time, Unix epoch milliseconds')),
});

/** The stream's state during the snapshot. */
export const AisSnapshotStatusSchema = Type.Object({
  connected: Type.Optional(Type.Boolean()),
  messages: Type.Optional(Int32({ description: 'Messages heard during the listening window' })),
  vessels: Type.Optional(Int32({ description: 'Vessels with a position in the box' })),
});

/** VesselSnapshot (density zones and disruptions need a continuous relay: not produced). */
export const VesselSnapshotSchema = Type.Object({
  snapshotAt: Type.Optional(EpochMs('End of the listening window, Unix epoch milliseconds')),
  status: Type.Optional(AisSnapshotStatusSchema),
  candidateReports: Type.Optional(Type.Array(SnapshotCandidateReportSchema)),
  tankerReports: Type.Optional(Type.Array(SnapshotCandidateReportSchema)),
});

/** GetVesselSnapshotResponse. */
export const GetVesselSnapshotResponseSchema = Type.Object({
  snapshot: Type.Optional(VesselSnapshotSchema),
  dataAvailable: Type.Boolean({
    description: 'False: no snapshot (no AISSTREAM_API_KEY, or the stream failed)',
  }),
  fetchedAt: EpochMs('Time of the snapshot, Unix epoch milliseconds; 0 when none'),
});

/** The degraded answer. */
export const VESSEL_SNAPSHOT_UNAVAILABLE: Static<typeof GetVesselSnapshotResponseSchema> = {
  dataAvailable: false,
  fetchedAt: 0,
};

/** GET /api/maritime/v1/get-vessel-snapshot. */
export const getVesselSnapshot = getOp({
  id: 'GetVesselSnapshot',
  service: 'maritime',
  tag: 'Maritime',
  rpc: 'get-vessel-snapshot',
  summary: 'Live AIS vessels in a bounding box',
  description: `Listens to AISStream for a few seconds over the box \`sw_lat\`, \`sw_lon\`, \`ne_lat\`, \`ne_lon\` (all four, at most ${MAX_VESSEL_BOX_DEGREES}° a side) and answers what it heard: \`status\` (messages, vessels), \`tankerReports\` with \`include_tankers\` (AIS ship types 80-89) and \`candidateReports\` with \`include_candidates\` (ship type 35, military operations). Needs the operator's \`AISSTREAM_API_KEY\`; without it, or when the stream fails, \`dataAvailable\` is false. Density zones and disruptions need a continuously running relay and are not produced. Snapshots of a box are reused for a minute.`,
  query: Type.Object({
    ne_lat: Type.Optional(Lat('North-east corner latitude')),
    ne_lon: Type.Optional(Lon('North-east corner longitude')),
    sw_lat: Type.Optional(Lat('South-west corner latitude')),
    sw_lon: Type.Optional(Lon('South-west corner longitude')),
    include_candidates: Type.Optional(Type.Boolean({ description: 'Add candidateReports (ship type 35)' })),
    include_tankers: Type.Optional(Type.Boolean({ description: 'Add tankerReports (ship types 80-89)' })),
  }),
  response: GetVesselSnapshotResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  providerSources: ['aisstream'],
  exampleQuery: 'sw_lat=1&sw_lon=103&ne_lat=2&ne_lon=104',
});

/** The vessel operations. */
export const vesselOperations: readonly OperationDef[] = [getVesselSnapshot];
