/**
 * Chokepoint operations of the supply-chain service (issue 40): transit history and status from
 * IMF PortWatch with the NGA warnings near each chokepoint, and the bypass options the reference
 * computes from tables typed in its own code (no public source: always degraded).
 */
import Type, { type Static } from 'typebox';
import {
  Cursor,
  Int32,
  Int64String,
  PageSize,
  PaginationSchema,
  StringEnum,
  TimeParam,
} from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { chokepointKeys } from './chokepoint-data';

const SERVICE = 'supply-chain';
const TAG = 'Supply Chain';

/** A chokepoint id as PortWatch writes it (`chokepoint11`); matched without regard to case. */
export const CHOKEPOINT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const ChokepointId = (description: string) => Type.String({ pattern: CHOKEPOINT_ID_PATTERN, description });

const Count = (description: string) => Type.Optional(Int32({ minimum: 0, description }));
const Tonnes = (description: string) => Type.Optional(Type.Number({ format: 'double', description }));

/** One day of transits through a chokepoint. */
export const TransitDayCountSchema = Type.Object({
  date: Type.Optional(Type.String({ description: 'UTC day, YYYY-MM-DD' })),
  container: Count('Container ship transits'),
  dryBulk: Count('Dry bulk carrier transits'),
  generalCargo: Count('General cargo ship transits'),
  roro: Count('Ro-ro ship transits'),
  tanker: Count('Tanker transits'),
  cargo: Count('Cargo ship transits (container, dry bulk, general cargo and ro-ro together)'),
  other: Count('Transits that are neither cargo ships nor tankers (total - cargo - tanker)'),
  total: Count('All transits of the day'),
  capContainer: Tonnes('Deadweight tonnes of the container ships in transit'),
  capDryBulk: Tonnes('Deadweight tonnes of the dry bulk carriers in transit'),
  capGeneralCargo: Tonnes('Deadweight tonnes of the general cargo ships in transit'),
  capRoro: Tonnes('Deadweight tonnes of the ro-ro ships in transit'),
  capTanker: Tonnes('Deadweight tonnes of the tankers in transit'),
});
/** One day as answered. */
export type TransitDayCount = Static<typeof TransitDayCountSchema>;

/** GetChokepointHistoryResponse. */
export const GetChokepointHistoryResponseSchema = Type.Object({
  chokepointId: Type.String({ description: 'The chokepoint asked for (PortWatch id, lower case)' }),
  history: Type.Array(TransitDayCountSchema, { description: 'Days in the window, newest first' }),
  fetchedAt: Int64String('Date of the transit data (its newest day), Unix epoch milliseconds; "0" when none'),
  pagination: PaginationSchema,
});

/** GET /api/supply-chain/v1/get-chokepoint-history. */
export const getChokepointHistory = getOp({
  id: 'GetChokepointHistory',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-chokepoint-history',
  summary: 'Daily transits through one chokepoint',
  description:
    'Daily transit calls and deadweight capacity by vessel type through one chokepoint, from IMF PortWatch (the last 180 days the project holds), newest day first, in pages of `page_size` (pass `pagination.nextCursor` as `cursor`). `chokepoint_id` (alias `chokepointId`) is an id from get-chokepoint-status (`chokepoint11`); an id PortWatch does not list answers 404. `start` and `end` bound the days (inclusive).',
  query: Type.Object({
    chokepoint_id: ChokepointId('Chokepoint id from get-chokepoint-status (e.g. chokepoint11)'),
    start: Type.Optional(TimeParam('first day of the window')),
    end: Type.Optional(TimeParam('last day of the window')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
  }),
  queryAliases: { chokepointId: 'chokepoint_id' },
  response: GetChokepointHistoryResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [chokepointKeys.chokepointTransits.name, chokepointKeys.chokepointRegistry.name],
  exampleQuery: 'chokepoint_id=chokepoint11',
});

/** Transit figures of a chokepoint's latest days. */
export const TransitSummarySchema = Type.Object({
  todayTotal: Count('Transits on the newest day PortWatch has published'),
  todayTanker: Count('Tanker transits that day'),
  todayCargo: Count('Cargo ship transits that day'),
  todayOther: Count('Other transits that day'),
  wowChangePct: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Mean daily transits of the last 7 days against the 7 before, percent',
    }),
  ),
  disruptionPct: Type.Optional(
    Type.Number({
      format: 'double',
      description:
        'How far the last 7 days fall below the 30-day baseline before them, percent (0 when not below)',
    }),
  ),
  dataAvailable: Type.Boolean({
    description: 'False when PortWatch has no transit rows for this chokepoint',
  }),
  latestDate: Type.Optional(Type.String({ description: 'The newest day with transits, YYYY-MM-DD' })),
  anomaly: Type.Optional(
    Type.Boolean({ description: 'True when disruptionPct reaches the anomaly threshold (service README)' }),
  ),
});

/** One chokepoint's status. */
export const ChokepointInfoSchema = Type.Object({
  id: Type.String({ description: 'PortWatch id (chokepoint1 …), the id get-chokepoint-history takes' }),
  name: Type.String({ description: "PortWatch's name of the chokepoint" }),
  lat: Type.Optional(Type.Number({ format: 'double' })),
  lon: Type.Optional(Type.Number({ format: 'double' })),
  disruptionScore: Type.Optional(
    Int32({ minimum: 0, maximum: 100, description: 'Score 0-100 (rule in the service README)' }),
  ),
  status: Type.Optional(
    Type.String({ description: 'green (<20), yellow (20-49) or red (>=50) by disruptionScore' }),
  ),
  activeWarnings: Type.Optional(
    Int32({ minimum: 0, description: 'NGA warnings in force with a position near the chokepoint' }),
  ),
  warningIds: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Ids of those warnings, as the maritime navigational warnings give them',
    }),
  ),
  description: Type.Optional(Type.String({ description: 'The figures above in one sentence' })),
  transitSummary: Type.Optional(TransitSummarySchema),
});

/** GetChokepointStatusResponse. */
export const GetChokepointStatusResponseSchema = Type.Object({
  chokepoints: Type.Array(ChokepointInfoSchema),
  fetchedAt: Type.String({
    description: 'ISO 8601 date of the transit data; empty when no data was available',
  }),
  upstreamUnavailable: Type.Boolean({
    description: 'True when the transit data is missing (the list then has no transit figures)',
  }),
  missingInputs: Type.Array(Type.String(), {
    description:
      'Inputs of the reference status this answer lacks, each with the reason; empty in the degraded body',
  }),
});

/** The degraded answer: neither the chokepoint database nor the transits are available. */
export const CHOKEPOINT_STATUS_UNAVAILABLE: Static<typeof GetChokepointStatusResponseSchema> = {
  chokepoints: [],
  fetchedAt: '',
  upstreamUnavailable: true,
  missingInputs: [],
};

/** GET /api/supply-chain/v1/get-chokepoint-status. */
export const getChokepointStatus = getOp({
  id: 'GetChokepointStatus',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-chokepoint-status',
  summary: 'Status of the maritime chokepoints',
  description:
    "Every chokepoint IMF PortWatch tracks, with its latest daily transits, the week-on-week change, how far the last week falls below its 30-day baseline, the NGA navigational warnings in force near it, and a 0-100 score with a traffic-light status (rules in the service README). `chokepoint_id` (alias `chokepointId`) keeps one chokepoint. `missingInputs` names what the reference's status has that this one lacks (AIS disruptions, war-risk tiers, routes, flow estimates) and why.",
  query: Type.Object({
    chokepoint_id: Type.Optional(ChokepointId('Only this chokepoint (e.g. chokepoint11)')),
  }),
  queryAliases: { chokepointId: 'chokepoint_id' },
  response: GetChokepointStatusResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [chokepointKeys.chokepointTransits.name, chokepointKeys.chokepointRegistry.name],
});

/** Cargo types of the bypass query. */
export const BYPASS_CARGO_TYPES = ['container', 'tanker', 'bulk', 'roro'] as const;
/** War-risk tiers of the reference (none is served: no public source). */
export const WAR_RISK_TIERS = [
  'WAR_RISK_TIER_UNSPECIFIED',
  'WAR_RISK_TIER_NORMAL',
  'WAR_RISK_TIER_ELEVATED',
  'WAR_RISK_TIER_HIGH',
  'WAR_RISK_TIER_CRITICAL',
  'WAR_RISK_TIER_WAR_ZONE',
] as const;

/** One bypass corridor (never filled: the schema is the reference's). */
export const BypassOptionSchema = Type.Object({
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  addedTransitDays: Type.Optional(Int32()),
  addedCostMultiplier: Type.Optional(Type.Number({ format: 'double' })),
  capacityConstraintTonnage: Type.Optional(Int64String('Tonnage the corridor can take')),
  suitableCargoTypes: Type.Optional(Type.Array(Type.String())),
  activationThreshold: Type.Optional(Type.String()),
  waypointChokepointIds: Type.Optional(Type.Array(Type.String())),
  liveScore: Type.Optional(Type.Number({ format: 'double' })),
  bypassWarRiskTier: Type.Optional(StringEnum(WAR_RISK_TIERS)),
  notes: Type.Optional(Type.String()),
});

/** GetBypassOptionsResponse. */
export const GetBypassOptionsResponseSchema = Type.Object({
  chokepointId: Type.String(),
  cargoType: Type.String(),
  closurePct: Int32({ minimum: 0, maximum: 100 }),
  options: Type.Array(BypassOptionSchema),
  fetchedAt: Type.String({
    description: 'ISO 8601 date of the data; empty: no data (always, see description)',
  }),
  primaryChokepointWarRiskTier: Type.Optional(StringEnum(WAR_RISK_TIERS)),
});

/** Why get-bypass-options has no data. */
export const BYPASS_NO_SOURCE_REASON =
  "bypass corridors, their added transit days, cost multipliers and capacities are typed by hand in the reference's code; no published data file or public API holds them";

/** Default cargo type and closure of the bypass query (the reference's). */
export const BYPASS_DEFAULT_CARGO = 'container';
export const BYPASS_DEFAULT_CLOSURE_PCT = 100;

/** GET /api/supply-chain/v1/get-bypass-options. */
export const getBypassOptions = getOp({
  id: 'GetBypassOptions',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-bypass-options',
  summary: 'Bypass corridors for a chokepoint (no public source)',
  description: `Always answers an empty \`options\` list with \`X-Data-Status: unavailable\`: ${BYPASS_NO_SOURCE_REASON}. The parameters are checked as the reference declares them: \`chokepoint_id\` (alias \`chokepointId\`, required), \`cargo_type\` (alias \`cargoType\`: container, tanker, bulk or roro; default container) and \`closure_pct\` (alias \`closurePct\`, 0-100, default 100), and echoed in the body.`,
  query: Type.Object({
    chokepoint_id: ChokepointId('Chokepoint id from get-chokepoint-status (e.g. chokepoint1)'),
    cargo_type: Type.Optional(
      StringEnum(BYPASS_CARGO_TYPES, { description: 'Cargo type, default container' }),
    ),
    closure_pct: Type.Optional(
      Int32({ minimum: 0, maximum: 100, description: 'Percent of capacity blocked, default 100' }),
    ),
  }),
  queryAliases: { chokepointId: 'chokepoint_id', cargoType: 'cargo_type', closurePct: 'closure_pct' },
  response: GetBypassOptionsResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: { kind: 'no-public-source', reason: BYPASS_NO_SOURCE_REASON },
  exampleQuery: 'chokepoint_id=chokepoint1',
});

/** The chokepoint operations, in document order. */
export const chokepointOperations: readonly OperationDef[] = [
  getBypassOptions,
  getChokepointHistory,
  getChokepointStatus,
];
