/**
 * Infrastructure service contract: submarine cable health read from the NGA navigational warnings
 * the maritime service holds (issue 40). The reference's other infrastructure operations are not
 * served yet.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { maritimeKeys } from '../maritime/data';

const SERVICE = 'infrastructure';
const TAG = 'Infrastructure';

/** Health states of a cable (the reference's enum). */
export const CABLE_HEALTH_STATUSES = [
  'CABLE_HEALTH_STATUS_UNSPECIFIED',
  'CABLE_HEALTH_STATUS_OK',
  'CABLE_HEALTH_STATUS_DEGRADED',
  'CABLE_HEALTH_STATUS_FAULT',
] as const;
/** One of CABLE_HEALTH_STATUSES. */
export type CableHealthStatus = (typeof CABLE_HEALTH_STATUSES)[number];

const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

/** One piece of evidence. */
export const CableHealthEvidenceSchema = Type.Object({
  source: Type.Optional(Type.String({ description: 'Where the evidence comes from (NGA)' })),
  summary: Type.Optional(Type.String({ description: 'The warning cited and the start of its text' })),
  ts: Type.Optional(EpochMs('Issue time of the warning, Unix epoch milliseconds')),
});

/** The health of one cable site. */
export const CableHealthRecordSchema = Type.Object({
  status: Type.Optional(
    StringEnum(CABLE_HEALTH_STATUSES, { description: 'Health by the rule in the service README' }),
  ),
  score: Type.Optional(
    Type.Number({ format: 'double', minimum: 0, maximum: 1, description: '0 healthy … 1 fault' }),
  ),
  confidence: Type.Optional(
    Type.Number({
      format: 'double',
      minimum: 0,
      maximum: 1,
      description: 'How surely the warning concerns a cable',
    }),
  ),
  lastUpdated: Type.Optional(EpochMs('Issue time of the newest warning, Unix epoch milliseconds')),
  evidence: Type.Optional(Type.Array(CableHealthEvidenceSchema)),
  location: Type.Optional(
    Type.Object({
      latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90 }),
      longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180 }),
    }),
  ),
  warningIds: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Ids of the NGA warnings, as the maritime navigational warnings give them',
    }),
  ),
});
/** One record as answered. */
export type CableHealthRecord = Static<typeof CableHealthRecordSchema>;

/** GetCableHealthResponse. */
export const GetCableHealthResponseSchema = Type.Object({
  cables: Type.Unsafe<Record<string, CableHealthRecord>>(
    Type.Object(
      {},
      {
        additionalProperties: CableHealthRecordSchema,
        description:
          'Records by cable-site id, `nga-<warning id>` (e.g. nga-A-2023-802): NGA names the work, rarely the cable, so each cable warning is one site',
      },
    ),
  ),
  generatedAt: EpochMs('Date of the NGA listing read, Unix epoch milliseconds; 0 when none'),
});

/** The degraded answer: no NGA warnings are loaded. */
export const CABLE_HEALTH_UNAVAILABLE: Static<typeof GetCableHealthResponseSchema> = {
  cables: {},
  generatedAt: 0,
};

/** GET /api/infrastructure/v1/get-cable-health. */
export const getCableHealth = getOp({
  id: 'GetCableHealth',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-cable-health',
  summary: 'Submarine cable work and faults from NGA warnings',
  description:
    'The NGA navigational warnings in force that concern submarine cables (cable ships, cable laying, repair and faults; a seismic survey towing cables is not one), each as a cable site with a health status, score and confidence by the keyword rule of the service README, its position and the warning as evidence. `cable_id` keeps one site.',
  query: Type.Object({
    cable_id: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{1,80}$',
        description: 'Only this cable site (e.g. nga-A-2023-802)',
      }),
    ),
  }),
  queryAliases: { cableId: 'cable_id' },
  response: GetCableHealthResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [maritimeKeys.navigationalWarnings.name],
});

/** Every infrastructure operation served. */
export const infrastructureOperations: readonly OperationDef[] = [getCableHealth];
