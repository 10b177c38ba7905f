/**
 * Supply-chain service contract (SPEC §2.3, §4.6): its operation, response schema and degraded body.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { chokepointOperations } from './contract-chokepoints';
import {
  COMMERCIAL_STATES,
  PHYSICAL_STATE_SOURCES,
  PHYSICAL_STATES,
  PIPELINE_COMMODITIES,
  supplyChainKeys,
} from './data';

const SERVICE = 'supply-chain';
const TAG = 'Supply Chain';

/** Badges a pipeline can carry, derived from its evidence bundle. */
export const PIPELINE_BADGES = ['flowing', 'reduced', 'offline', 'disputed'] as const;

/** A geographic point. */
export const LatLonSchema = Type.Object({
  lat: Type.Number({ format: 'double' }),
  lon: Type.Number({ format: 'double' }),
});

/** The operator's latest public statement about the pipeline. */
export const OperatorStatementSchema = Type.Object({
  text: Type.String(),
  url: Type.Optional(Type.String({ description: 'Where the statement was published' })),
  date: Type.Optional(Type.String({ description: 'Date of the statement, YYYY-MM-DD' })),
});

/** A sanctions listing that touches the pipeline. */
export const SanctionRefSchema = Type.Object({
  authority: Type.String({ description: 'Sanctioning authority, e.g. EU, US' }),
  listId: Type.String({ description: 'Listing or regulation reference' }),
  date: Type.String(),
  url: Type.String(),
});

/** The evidence bundle the public badge is derived from. */
export const PipelineEvidenceSchema = Type.Object({
  physicalState: StringEnum(PHYSICAL_STATES, {
    description: 'Observed physical flow state',
  }),
  physicalStateSource: StringEnum(PHYSICAL_STATE_SOURCES, {
    description: 'Kind of source the physical state comes from',
  }),
  operatorStatement: Type.Optional(OperatorStatementSchema),
  commercialState: StringEnum(COMMERCIAL_STATES, {
    description: 'State of the commercial arrangements behind the flows',
  }),
  sanctionRefs: Type.Array(SanctionRefSchema),
  lastEvidenceUpdate: Type.String({ description: 'ISO 8601 time of the newest evidence' }),
  classifierVersion: Type.String(),
  classifierConfidence: Type.Number({ format: 'double', minimum: 0, maximum: 1 }),
});

/** One pipeline of the registry. */
export const PipelineEntrySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  operator: Type.String(),
  commodityType: StringEnum(PIPELINE_COMMODITIES),
  fromCountry: Type.String({ description: 'ISO 3166-1 alpha-2 code of the origin country' }),
  toCountry: Type.String({ description: 'ISO 3166-1 alpha-2 code of the destination country' }),
  transitCountries: Type.Array(Type.String()),
  capacityBcmYr: Type.Optional(
    Type.Number({ format: 'double', description: 'Gas capacity, billion cubic metres per year' }),
  ),
  capacityMbd: Type.Optional(
    Type.Number({ format: 'double', description: 'Oil capacity, million barrels per day' }),
  ),
  lengthKm: Type.Optional(Int32({ description: 'Route length, km' })),
  inService: Type.Optional(Int32({ description: 'Year the pipeline entered service' })),
  startPoint: LatLonSchema,
  endPoint: LatLonSchema,
  waypoints: Type.Array(LatLonSchema),
  evidence: Type.Optional(PipelineEvidenceSchema),
  publicBadge: StringEnum(PIPELINE_BADGES, {
    description: 'Badge derived on the server from the evidence bundle (see classifierVersion)',
  }),
});

/** ListPipelinesResponse (SPEC §2.3). */
export const ListPipelinesResponseSchema = Type.Object({
  pipelines: Type.Array(PipelineEntrySchema),
  fetchedAt: Type.String({
    description: 'ISO 8601 time of the registry data; empty when no registry is available',
  }),
  classifierVersion: Type.String({
    description: 'Newest evidence-classifier version among the registries read; empty when none',
  }),
  upstreamUnavailable: Type.Boolean({
    description: 'True when a requested registry has no data yet; the list then lacks its pipelines',
  }),
});

/** The degraded answer: no requested registry has data. @see SPEC §7 (degraded in the body) */
export const PIPELINES_UNAVAILABLE: Static<typeof ListPipelinesResponseSchema> = {
  pipelines: [],
  fetchedAt: '',
  classifierVersion: '',
  upstreamUnavailable: true,
};

/** GET /api/supply-chain/v1/list-pipelines. */
export const listPipelines = getOp({
  id: 'ListPipelines',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-pipelines',
  summary: 'Oil and gas pipelines',
  description:
    'The curated registry of major oil and gas pipelines with their evidence bundles and a public badge (flowing, reduced, offline, disputed) derived from that evidence on the server. `commodity_type` (alias `commodityType`) limits the list to one commodity; absent or empty returns both.',
  query: Type.Object({
    commodity_type: Type.Optional(
      StringEnum(PIPELINE_COMMODITIES, { description: 'Only pipelines of this commodity' }),
    ),
  }),
  queryAliases: { commodityType: 'commodity_type' },
  response: ListPipelinesResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainKeys.pipelinesGas.name, supplyChainKeys.pipelinesOil.name],
});

/** Every supply-chain operation. */
export const supplyChainOperations: readonly OperationDef[] = [listPipelines, ...chokepointOperations];
