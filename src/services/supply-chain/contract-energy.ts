/**
 * Supply-chain energy wave (issue #39): pipeline detail, strategic storage facilities, fuel
 * shortages, energy disruptions, mineral production and critical minerals. Field names, enums and
 * access follow the reference contract (`SupplyChainService.openapi.json`); the list operations
 * add filters (country, commodity, status, bounding box) and paging beyond it.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { CountryCode, Cursor, Int32, PageSize, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { LatLonSchema, OperatorStatementSchema, PipelineEntrySchema, SanctionRefSchema } from './contract';
import { COMMERCIAL_STATES, PIPELINE_COMMODITIES, supplyChainKeys } from './data';
import {
  CAPACITY_UNITS,
  DISRUPTION_ASSET_TYPES,
  DISRUPTION_EVENT_TYPES,
  EVIDENCE_SOURCE_TYPES,
  FACILITY_TYPES,
  FUEL_PRODUCTS,
  SHORTAGE_SEVERITIES,
  STORAGE_PHYSICAL_STATES,
  STORAGE_STATE_SOURCES,
  supplyChainEnergyKeys,
} from './data-energy';
import { STORAGE_BADGES } from './storage-badge';

const SERVICE = 'supply-chain';
const TAG = 'Supply Chain';

/** Triggers a revision entry can name (the reference's enum; this server keeps no revisions yet). */
export const REVISION_TRIGGERS = ['classifier', 'source', 'decay', 'override'] as const;
/** Stages `stage` accepts; `smelter` is read as `refinery`. */
export const MINERAL_STAGE_PARAMS = ['mine', 'refinery', 'smelter'] as const;

const Double = (description?: string) =>
  Type.Number({ format: 'double', ...(description ? { description } : {}) });
const Degrees = (minimum: number, maximum: number, description: string) =>
  Type.Optional(Type.Number({ format: 'double', minimum, maximum, description }));
/** The id of a detail operation: required, non-empty. */
const RecordId = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });

/** Bounding-box corners shared by the list operations that hold positions. */
const BOX_PARAMS = {
  sw_lat: Degrees(-90, 90, 'South-west corner latitude of the bounding box'),
  sw_lon: Degrees(-180, 180, 'South-west corner longitude of the bounding box'),
  ne_lat: Degrees(-90, 90, 'North-east corner latitude of the bounding box'),
  ne_lon: Degrees(-180, 180, 'North-east corner longitude of the bounding box'),
};
const PAGE_PARAMS = { page_size: Type.Optional(PageSize()), cursor: Type.Optional(Cursor()) };
const BOX_TEXT =
  '`sw_lat`/`sw_lon`/`ne_lat`/`ne_lon` keep a bounding box (all four corners; `sw_lon` greater than `ne_lon` crosses the antimeridian)';
const PAGE_TEXT =
  'Pages of `page_size` (default 100); pass `pagination.nextCursor` as `cursor` for the next page (empty on the last).';

/** A revision of a registry record (the reference's shape; always an empty list here). */
export const RevisionEntrySchema = Type.Object({
  date: Type.String(),
  fieldChanged: Type.String(),
  previousValue: Type.String(),
  newValue: Type.String(),
  trigger: StringEnum(REVISION_TRIGGERS),
  sourcesUsed: Type.Array(Type.String()),
  classifierVersion: Type.String(),
});

const RegistryExtra = (what: string) => ({
  properties: {
    fetchedAt: Type.String({
      description: `ISO 8601 time of the ${what} registry (its newest evidence update); empty when none is available`,
    }),
    classifierVersion: Type.String({
      description: 'Classifier version the registry states; empty when none',
    }),
    upstreamUnavailable: Type.Boolean({ description: 'True when the registry has no data yet' }),
  },
  empty: { fetchedAt: '', classifierVersion: '', upstreamUnavailable: true },
  beforePagination: true,
});

// ---- Pipeline detail ----

/** GetPipelineDetailResponse. */
export const GetPipelineDetailResponseSchema = Type.Object({
  pipeline: Type.Optional(PipelineEntrySchema),
  revisions: Type.Array(RevisionEntrySchema, {
    description: 'Revision history of the record; this server keeps none, so always empty',
  }),
  fetchedAt: Type.String({ description: 'ISO 8601 time of the registry data; empty when unavailable' }),
  unavailable: Type.Boolean({ description: 'True when the pipeline registries have no data yet' }),
});
/** Degraded body of get-pipeline-detail: no registry loaded. */
export const PIPELINE_DETAIL_UNAVAILABLE: Static<typeof GetPipelineDetailResponseSchema> = {
  revisions: [],
  fetchedAt: '',
  unavailable: true,
};

/** GET /api/supply-chain/v1/get-pipeline-detail. */
export const getPipelineDetail = getOp({
  id: 'GetPipelineDetail',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-pipeline-detail',
  summary: 'One pipeline with its evidence',
  description:
    'One pipeline of the curated oil and gas registries (the data `list-pipelines` serves), with its full evidence bundle and its derived public badge. `pipeline_id` (alias `pipelineId`) is required; an id neither registry holds answers 404. `revisions` is always empty: no revision history is kept.',
  query: Type.Object({ pipeline_id: RecordId('Pipeline id, as listed by list-pipelines') }),
  queryAliases: { pipelineId: 'pipeline_id' },
  response: GetPipelineDetailResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainKeys.pipelinesGas.name, supplyChainKeys.pipelinesOil.name],
  exampleQuery: 'pipeline_id=nord-stream-1',
});

// ---- Storage facilities ----

/** The evidence bundle of a storage facility. */
export const StorageEvidenceSchema = Type.Object({
  physicalState: StringEnum(STORAGE_PHYSICAL_STATES, { description: 'Observed physical state' }),
  physicalStateSource: StringEnum(STORAGE_STATE_SOURCES, {
    description: 'Kind of source the physical state comes from',
  }),
  operatorStatement: Type.Optional(OperatorStatementSchema),
  commercialState: StringEnum(COMMERCIAL_STATES),
  sanctionRefs: Type.Array(SanctionRefSchema),
  fillDisclosed: Type.Boolean({ description: 'Whether the facility publishes its fill level' }),
  fillSource: Type.String({ description: 'Where the fill series is published; empty when not disclosed' }),
  lastEvidenceUpdate: Type.String({ description: 'ISO 8601 time of the newest evidence' }),
  classifierVersion: Type.String(),
  classifierConfidence: Type.Number({ format: 'double', minimum: 0, maximum: 1 }),
});

/** One storage facility. */
export const StorageFacilityEntrySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  operator: Type.String(),
  facilityType: StringEnum(FACILITY_TYPES),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  location: LatLonSchema,
  capacityTwh: Type.Optional(Double('Working gas capacity, TWh (gas storage)')),
  capacityMb: Type.Optional(Double('Working capacity, million barrels (oil storage)')),
  capacityMtpa: Type.Optional(Double('Nameplate capacity, million tonnes per year (LNG terminals)')),
  workingCapacityUnit: Type.Optional(
    StringEnum(CAPACITY_UNITS, { description: 'Unit of the capacity given' }),
  ),
  inService: Type.Optional(Int32({ description: 'Year the facility entered service' })),
  evidence: Type.Optional(StorageEvidenceSchema),
  publicBadge: StringEnum(STORAGE_BADGES, {
    description: 'Badge derived on the server from the evidence bundle (storage-badge-deriver-v1)',
  }),
});

/** The page of list-storage-facilities. */
export const STORAGE_PAGE = pagedList('facilities', StorageFacilityEntrySchema, {
  extra: RegistryExtra('storage-facility'),
});

/** GET /api/supply-chain/v1/list-storage-facilities. */
export const listStorageFacilities = getOp({
  id: 'ListStorageFacilities',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-storage-facilities',
  summary: 'Strategic energy storage facilities',
  description: `The curated registry of underground gas storage, strategic petroleum reserves, LNG export and import terminals and crude tank farms, each with its evidence bundle and a public badge derived on the server. Filters: \`facility_type\` (alias \`facilityType\`), \`country\`, \`commodity\` (gas: gas storage and LNG terminals; oil: reserves and tank farms), \`status\` (the public badge), and ${BOX_TEXT}. ${PAGE_TEXT}`,
  query: Type.Object({
    facility_type: Type.Optional(StringEnum(FACILITY_TYPES, { description: 'Only facilities of this type' })),
    country: Type.Optional(CountryCode('Only facilities in this country (ISO 3166-1 alpha-2)')),
    commodity: Type.Optional(
      StringEnum(PIPELINE_COMMODITIES, { description: 'Only facilities storing this' }),
    ),
    status: Type.Optional(
      StringEnum(STORAGE_BADGES, { description: 'Only facilities with this public badge' }),
    ),
    ...BOX_PARAMS,
    ...PAGE_PARAMS,
  }),
  queryAliases: { facilityType: 'facility_type' },
  response: STORAGE_PAGE.schema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainEnergyKeys.storageFacilities.name],
});

/** GetStorageFacilityDetailResponse. */
export const GetStorageFacilityDetailResponseSchema = Type.Object({
  facility: Type.Optional(StorageFacilityEntrySchema),
  fetchedAt: Type.String({ description: 'ISO 8601 time of the registry data; empty when unavailable' }),
  revisions: Type.Array(RevisionEntrySchema, {
    description: 'Revision history of the record; this server keeps none, so always empty',
  }),
  unavailable: Type.Boolean({ description: 'True when the storage registry has no data yet' }),
});
/** Degraded body of get-storage-facility-detail. */
export const STORAGE_DETAIL_UNAVAILABLE: Static<typeof GetStorageFacilityDetailResponseSchema> = {
  fetchedAt: '',
  revisions: [],
  unavailable: true,
};

/** GET /api/supply-chain/v1/get-storage-facility-detail. */
export const getStorageFacilityDetail = getOp({
  id: 'GetStorageFacilityDetail',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-storage-facility-detail',
  summary: 'One storage facility with its evidence',
  description:
    'One facility of the curated storage registry with its full evidence bundle and derived badge. `facility_id` (alias `facilityId`) is required; an id the registry does not hold answers 404. `revisions` is always empty: no revision history is kept.',
  query: Type.Object({ facility_id: RecordId('Facility id, as listed by list-storage-facilities') }),
  queryAliases: { facilityId: 'facility_id' },
  response: GetStorageFacilityDetailResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainEnergyKeys.storageFacilities.name],
  exampleQuery: 'facility_id=rehden',
});

// ---- Fuel shortages ----

/** One cited source of a shortage. */
export const FuelShortageEvidenceSourceSchema = Type.Object({
  authority: Type.String(),
  title: Type.String(),
  url: Type.String(),
  date: Type.String(),
  sourceType: Type.String({
    description: `Kind of source, as published (${EVIDENCE_SOURCE_TYPES.join(', ')})`,
  }),
});

/** The evidence of a shortage. */
export const FuelShortageEvidenceSchema = Type.Object({
  evidenceSources: Type.Array(FuelShortageEvidenceSourceSchema),
  firstRegulatorConfirmation: Type.String({
    description: 'Date of the first regulator confirmation; empty when no regulator has confirmed it',
  }),
  classifierVersion: Type.String(),
  classifierConfidence: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 1 })),
  lastEvidenceUpdate: Type.Optional(Type.String()),
});

/** One fuel shortage. */
export const FuelShortageEntrySchema = Type.Object({
  id: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  product: StringEnum(FUEL_PRODUCTS),
  severity: StringEnum(SHORTAGE_SEVERITIES, { description: 'Assigned by the registry curators' }),
  firstSeen: Type.String(),
  lastConfirmed: Type.Optional(Type.String()),
  resolvedAt: Type.String({ description: 'When the shortage ended; empty while it lasts' }),
  impactTypes: Type.Array(Type.String()),
  causeChain: Type.Array(Type.String()),
  shortDescription: Type.String(),
  evidence: FuelShortageEvidenceSchema,
});

/** The page of list-fuel-shortages. */
export const SHORTAGES_PAGE = pagedList('shortages', FuelShortageEntrySchema, {
  extra: RegistryExtra('fuel-shortage'),
});

/** GET /api/supply-chain/v1/list-fuel-shortages. */
export const listFuelShortages = getOp({
  id: 'ListFuelShortages',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-fuel-shortages',
  summary: 'Fuel shortages',
  description: `The curated registry of fuel shortages by country and product, with the cited evidence behind each; the severity (confirmed or watch) is the curators'. Filters: \`country\`, \`product\`, \`severity\`, and \`ongoing_only\` (alias \`ongoingOnly\`: only shortages not marked resolved). ${PAGE_TEXT}`,
  query: Type.Object({
    country: Type.Optional(CountryCode('Only shortages in this country (ISO 3166-1 alpha-2)')),
    product: Type.Optional(StringEnum(FUEL_PRODUCTS, { description: 'Only shortages of this product' })),
    severity: Type.Optional(
      StringEnum(SHORTAGE_SEVERITIES, { description: 'Only shortages of this severity' }),
    ),
    ongoing_only: Type.Optional(Type.Boolean({ description: 'Only shortages not yet resolved' })),
    ...PAGE_PARAMS,
  }),
  queryAliases: { ongoingOnly: 'ongoing_only' },
  response: SHORTAGES_PAGE.schema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainEnergyKeys.fuelShortages.name],
});

/** GetFuelShortageDetailResponse. */
export const GetFuelShortageDetailResponseSchema = Type.Object({
  shortage: Type.Optional(FuelShortageEntrySchema),
  fetchedAt: Type.String({ description: 'ISO 8601 time of the registry data; empty when unavailable' }),
  unavailable: Type.Boolean({ description: 'True when the shortage registry has no data yet' }),
});
/** Degraded body of get-fuel-shortage-detail. */
export const SHORTAGE_DETAIL_UNAVAILABLE: Static<typeof GetFuelShortageDetailResponseSchema> = {
  fetchedAt: '',
  unavailable: true,
};

/** GET /api/supply-chain/v1/get-fuel-shortage-detail. */
export const getFuelShortageDetail = getOp({
  id: 'GetFuelShortageDetail',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-fuel-shortage-detail',
  summary: 'One fuel shortage with its evidence',
  description:
    'One shortage of the curated fuel-shortage registry with all its cited sources. `shortage_id` (alias `shortageId`) is required; an id the registry does not hold answers 404.',
  query: Type.Object({ shortage_id: RecordId('Shortage id, as listed by list-fuel-shortages') }),
  queryAliases: { shortageId: 'shortage_id' },
  response: GetFuelShortageDetailResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainEnergyKeys.fuelShortages.name],
  exampleQuery: 'shortage_id=pk-petrol-2026-q1',
});

// ---- Energy disruptions ----

/** One cited source of a disruption. */
export const EnergyDisruptionSourceSchema = FuelShortageEvidenceSourceSchema;

/** One energy disruption. */
export const EnergyDisruptionEntrySchema = Type.Object({
  id: Type.String(),
  assetId: Type.String({ description: 'Id of the pipeline or storage facility disrupted' }),
  assetType: StringEnum(DISRUPTION_ASSET_TYPES),
  eventType: StringEnum(DISRUPTION_EVENT_TYPES),
  startAt: Type.String(),
  endAt: Type.String({ description: 'When the disruption ended; empty while it is ongoing' }),
  capacityOfflineBcmYr: Type.Optional(Double('Gas capacity taken offline, bcm/yr, as published')),
  capacityOfflineMbd: Type.Optional(Double('Oil capacity taken offline, million b/d, as published')),
  causeChain: Type.Array(Type.String()),
  shortDescription: Type.String(),
  sources: Type.Array(EnergyDisruptionSourceSchema),
  classifierVersion: Type.String(),
  classifierConfidence: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 1 })),
  lastEvidenceUpdate: Type.Optional(Type.String()),
  countries: Type.Array(Type.String(), {
    description:
      "ISO 3166-1 alpha-2 codes of the asset's countries (a pipeline's origin, transit and destination; a facility's country), from the pipeline and storage registries; empty when the asset is in neither",
  }),
});

/** The page of list-energy-disruptions. */
export const DISRUPTIONS_PAGE = pagedList('events', EnergyDisruptionEntrySchema, {
  extra: RegistryExtra('energy-disruption'),
});

/** GET /api/supply-chain/v1/list-energy-disruptions. */
export const listEnergyDisruptions = getOp({
  id: 'ListEnergyDisruptions',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-energy-disruptions',
  summary: 'Energy infrastructure disruptions',
  description: `The curated registry of disruptions to pipelines and storage facilities (sabotage, sanctions, maintenance, outages, commercial halts), newest start first, each with its cited sources. Filters: \`asset_id\` (alias \`assetId\`), \`asset_type\` (alias \`assetType\`), \`ongoing_only\` (alias \`ongoingOnly\`), \`event_type\`, and, through the asset's record in the pipeline and storage registries, \`country\`, \`commodity\` and ${BOX_TEXT} (a pipeline is in the box when its start, end or a waypoint is). ${PAGE_TEXT}`,
  query: Type.Object({
    asset_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Only events of this asset' }),
    ),
    asset_type: Type.Optional(
      StringEnum(DISRUPTION_ASSET_TYPES, { description: 'Only events of this kind of asset' }),
    ),
    ongoing_only: Type.Optional(Type.Boolean({ description: 'Only events still ongoing (no end date)' })),
    event_type: Type.Optional(
      StringEnum(DISRUPTION_EVENT_TYPES, { description: 'Only events of this kind' }),
    ),
    country: Type.Optional(CountryCode('Only events whose asset touches this country (ISO 3166-1 alpha-2)')),
    commodity: Type.Optional(
      StringEnum(PIPELINE_COMMODITIES, { description: 'Only events of gas or oil assets' }),
    ),
    ...BOX_PARAMS,
    ...PAGE_PARAMS,
  }),
  queryAliases: { assetId: 'asset_id', assetType: 'asset_type', ongoingOnly: 'ongoing_only' },
  response: DISRUPTIONS_PAGE.schema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [
    supplyChainEnergyKeys.energyDisruptions.name,
    supplyChainKeys.pipelinesGas.name,
    supplyChainKeys.pipelinesOil.name,
    supplyChainEnergyKeys.storageFacilities.name,
  ],
});

// ---- Minerals ----

/** One country's production in a stage. */
export const MineralCountryShareSchema = Type.Object({
  iso2: Type.String({ description: 'ISO 3166-1 alpha-2; empty for "Other countries"' }),
  country: Type.String({ description: 'Country as USGS names it' }),
  output: Type.Optional(Double('Production in the stage unit; absent when withheld')),
  share: Type.Optional(Double('Percent of the listed production; absent when withheld')),
  withheld: Type.Boolean({ description: 'USGS withholds the figure (W) to avoid disclosing company data' }),
  estimated: Type.Boolean({ description: 'USGS marks the figure as estimated' }),
  residual: Type.Boolean({ description: 'The "Other countries" row' }),
});

/** A commodity's production stage in one year. */
export const MineralStageSnapshotSchema = Type.Object({
  year: Int32(),
  unit: Type.String(),
  countries: Type.Array(MineralCountryShareSchema, { description: 'Largest producer first; withheld last' }),
  hhi: Double('Herfindahl-Hirschman index of the shares (0-10000)'),
  worldTotal: Type.Optional(Double("USGS's rounded world total, or the sum of the listed figures")),
  withheldCount: Int32({ description: 'Countries whose figure is withheld' }),
});

/** One commodity. */
export const MineralProductionRecordSchema = Type.Object({
  commodityId: Type.String(),
  commodity: Type.String(),
  year: Int32(),
  unit: Type.String(),
  mine: Type.Optional(MineralStageSnapshotSchema),
  refinery: Type.Optional(MineralStageSnapshotSchema),
  sources: Type.Array(Type.String()),
});

/** One holding of a country. */
export const MineralCountryHoldingSchema = Type.Object({
  commodityId: Type.String(),
  commodity: Type.String(),
  stage: StringEnum(['mine', 'refinery'] as const),
  output: Type.Optional(Double()),
  share: Type.Optional(Double('Percent of the stage production')),
  withheld: Type.Boolean(),
});

/** A country's portfolio. */
export const MineralCountryPortfolioSchema = Type.Object({
  iso2: Type.String(),
  holdings: Type.Array(MineralCountryHoldingSchema),
});

/** GetMineralProductionResponse. */
export const GetMineralProductionResponseSchema = Type.Object({
  commodities: Type.Array(MineralProductionRecordSchema),
  countries: Type.Array(MineralCountryPortfolioSchema, { description: 'Filled only when `iso2` is given' }),
  fetchedAt: Type.String({
    description: 'ISO 8601 time of the data (end of its newest year); empty when none',
  }),
  upstreamUnavailable: Type.Boolean(),
  dataYear: Int32({ description: 'Newest production year of the data; 0 when none' }),
});
/** Degraded body of get-mineral-production. */
export const MINERAL_PRODUCTION_UNAVAILABLE: Static<typeof GetMineralProductionResponseSchema> = {
  commodities: [],
  countries: [],
  fetchedAt: '',
  upstreamUnavailable: true,
  dataYear: 0,
};

/** GET /api/supply-chain/v1/get-mineral-production. */
export const getMineralProduction = getOp({
  id: 'GetMineralProduction',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-mineral-production',
  summary: 'Mine and refinery production by country',
  description:
    "World mine and refinery production by country from the USGS Mineral Commodity Summaries data release, newest year per commodity and stage, with each country's share and the Herfindahl-Hirschman concentration index. `commodity` (id or USGS name, any case) limits the commodities; `iso2` keeps that country's rows and fills its portfolio in `countries`; `stage` keeps one stage (`smelter` reads as `refinery`).",
  query: Type.Object({
    commodity: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Commodity id or name' }),
    ),
    iso2: Type.Optional(CountryCode('Only this producer (ISO 3166-1 alpha-2)')),
    stage: Type.Optional(StringEnum(MINERAL_STAGE_PARAMS, { description: 'Only this stage' })),
  }),
  response: GetMineralProductionResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainEnergyKeys.mineralProduction.name],
});

/** One of the top producers of a critical mineral. */
export const MineralProducerSchema = Type.Object({
  country: Type.String(),
  countryCode: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  productionTonnes: Double('Production, metric tons'),
  sharePct: Double('Percent of the listed world production'),
});

/** One critical mineral. */
export const CriticalMineralSchema = Type.Object({
  mineral: Type.String(),
  topProducers: Type.Array(MineralProducerSchema, { description: 'The three largest named producers' }),
  hhi: Double('Herfindahl-Hirschman index of the country shares (0-10000)'),
  riskRating: StringEnum(['low', 'moderate', 'high', 'critical'] as const, {
    description: 'Concentration rating from the HHI (see the service README)',
  }),
  globalProduction: Double('World production, metric tons'),
  unit: Type.String({ description: 'Unit of the production figures (metric tons)' }),
});

/** GetCriticalMineralsResponse. */
export const GetCriticalMineralsResponseSchema = Type.Object({
  minerals: Type.Array(CriticalMineralSchema),
  fetchedAt: Type.String({ description: 'ISO 8601 time of the USGS data; empty when none' }),
  upstreamUnavailable: Type.Boolean({ description: 'True when the USGS production data is missing' }),
});
/** Degraded body of get-critical-minerals: the USGS production snapshot is missing. */
export const CRITICAL_MINERALS_UNAVAILABLE: Static<typeof GetCriticalMineralsResponseSchema> = {
  minerals: [],
  fetchedAt: '',
  upstreamUnavailable: true,
};

/** GET /api/supply-chain/v1/get-critical-minerals. */
export const getCriticalMinerals = getOp({
  id: 'GetCriticalMinerals',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-critical-minerals',
  summary: 'Supply concentration of critical minerals',
  description:
    "Supply concentration of the minerals USGS lists as critical, computed from the USGS Mineral Commodity Summaries production data (not a hand-typed table): per mineral, the newest year's mine production (refinery or primary production where no mine figure is published) in metric tons, the three largest producers' shares, the Herfindahl-Hirschman index and a rating from it.",
  query: Type.Object({}),
  response: GetCriticalMineralsResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [supplyChainEnergyKeys.mineralProduction.name],
});

/** The energy wave's operations. */
export const supplyChainEnergyOperations: readonly OperationDef<TSchema, TSchema, TSchema>[] = [
  getPipelineDetail,
  listStorageFacilities,
  getStorageFacilityDetail,
  listFuelShortages,
  getFuelShortageDetail,
  listEnergyDisruptions,
  getMineralProduction,
  getCriticalMinerals,
];
