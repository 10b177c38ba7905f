/**
 * Supply-chain operations with no public source (DESIGN §8): the reference's shipping-route model
 * (routes, port clusters, bypass corridors, war-risk premiums) is typed in its own code, and its
 * China corridors are composed from caches this project does not hold. Routed with the reference's
 * contract; always the degraded body.
 */
import Type from 'typebox';
import { CountryCode, Int32, StringEnum } from '../../contract/common';
import { noSourceGet, noSourceList } from '../no-source';
import { CHOKEPOINT_ID_PATTERN } from './contract-chokepoints';

const GetChinaCorridorControlTowersResponseSchema = Type.Object({
  generatedAt: Type.Optional(Type.String()),
  payloadJson: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const ChokepointExposureEntrySchema = Type.Object({
  chokepointId: Type.Optional(Type.String()),
  chokepointName: Type.Optional(Type.String()),
  coastSide: Type.Optional(Type.String()),
  exposureScore: Type.Optional(Type.Number({ format: 'double' })),
  shockSupported: Type.Optional(Type.Boolean()),
});

const GetCountryChokepointIndexResponseSchema = Type.Object({
  exposures: Type.Optional(Type.Array(ChokepointExposureEntrySchema)),
  fetchedAt: Type.Optional(Type.String()),
  hs2: Type.Optional(Type.String()),
  iso2: Type.Optional(Type.String()),
  primaryChokepointId: Type.Optional(Type.String()),
  vulnerabilityIndex: Type.Optional(Type.Number({ format: 'double' })),
});

const GetCountryCostShockResponseSchema = Type.Object({
  chokepointId: Type.Optional(Type.String()),
  coverageDays: Type.Optional(Type.Integer({ format: 'int32' })),
  fetchedAt: Type.Optional(Type.String()),
  hasEnergyModel: Type.Optional(Type.Boolean()),
  hs2: Type.Optional(Type.String()),
  iso2: Type.Optional(Type.String()),
  supplyDeficitPct: Type.Optional(Type.Number({ format: 'double' })),
  unavailableReason: Type.Optional(Type.String()),
  warRiskPremiumBps: Type.Optional(Type.Integer({ format: 'int32' })),
  warRiskTier: Type.Optional(
    StringEnum([
      'WAR_RISK_TIER_UNSPECIFIED',
      'WAR_RISK_TIER_NORMAL',
      'WAR_RISK_TIER_ELEVATED',
      'WAR_RISK_TIER_HIGH',
      'WAR_RISK_TIER_CRITICAL',
      'WAR_RISK_TIER_WAR_ZONE',
    ]),
  ),
});

const MultiSectorCostShockSchema = Type.Object({
  addedTransitDays: Type.Optional(Type.Integer({ format: 'int32' })),
  closureDays: Type.Optional(Type.Integer({ format: 'int32' })),
  freightAddedPctPerTon: Type.Optional(Type.Number({ format: 'double' })),
  hs2: Type.Optional(Type.String()),
  hs2Label: Type.Optional(Type.String()),
  importValueAnnual: Type.Optional(Type.Number({ format: 'double' })),
  totalCostShock: Type.Optional(Type.Number({ format: 'double' })),
  totalCostShock30Days: Type.Optional(Type.Number({ format: 'double' })),
  totalCostShock90Days: Type.Optional(Type.Number({ format: 'double' })),
  totalCostShockPerDay: Type.Optional(Type.Number({ format: 'double' })),
  warRiskPremiumBps: Type.Optional(Type.Integer({ format: 'int32' })),
});

const GetMultiSectorCostShockResponseSchema = Type.Object({
  chokepointId: Type.Optional(Type.String()),
  closureDays: Type.Optional(Type.Integer({ format: 'int32' })),
  fetchedAt: Type.Optional(Type.String()),
  iso2: Type.Optional(Type.String()),
  sectors: Type.Optional(Type.Array(MultiSectorCostShockSchema)),
  totalAddedCost: Type.Optional(Type.Number({ format: 'double' })),
  unavailableReason: Type.Optional(Type.String()),
  warRiskTier: Type.Optional(
    StringEnum([
      'WAR_RISK_TIER_UNSPECIFIED',
      'WAR_RISK_TIER_NORMAL',
      'WAR_RISK_TIER_ELEVATED',
      'WAR_RISK_TIER_HIGH',
      'WAR_RISK_TIER_CRITICAL',
      'WAR_RISK_TIER_WAR_ZONE',
    ]),
  ),
});

const GeoPointSchema = Type.Object({
  lat: Type.Optional(Type.Number({ format: 'double' })),
  lon: Type.Optional(Type.Number({ format: 'double' })),
});

const BypassCorridorOptionSchema = Type.Object({
  addedCostMultiplier: Type.Optional(Type.Number({ format: 'double' })),
  addedTransitDays: Type.Optional(Type.Integer({ format: 'int32' })),
  fromPort: Type.Optional(GeoPointSchema),
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  status: Type.Optional(
    StringEnum([
      'CORRIDOR_STATUS_UNSPECIFIED',
      'CORRIDOR_STATUS_ACTIVE',
      'CORRIDOR_STATUS_PROPOSED',
      'CORRIDOR_STATUS_UNAVAILABLE',
    ]),
  ),
  toPort: Type.Optional(GeoPointSchema),
  type: Type.Optional(Type.String()),
  warRiskTier: Type.Optional(Type.String()),
});

const ChokepointExposureSummarySchema = Type.Object({
  chokepointId: Type.Optional(Type.String()),
  chokepointName: Type.Optional(Type.String()),
  exposurePct: Type.Optional(Type.Integer({ format: 'int32' })),
});

const NumberRangeSchema = Type.Object({
  max: Type.Optional(Type.Integer({ format: 'int32' })),
  min: Type.Optional(Type.Integer({ format: 'int32' })),
});

const GetRouteExplorerLaneResponseSchema = Type.Object({
  bypassOptions: Type.Optional(Type.Array(BypassCorridorOptionSchema)),
  cargoType: Type.Optional(Type.String()),
  chokepointExposures: Type.Optional(Type.Array(ChokepointExposureSummarySchema)),
  disruptionScore: Type.Optional(Type.Number({ format: 'double' })),
  estFreightUsdPerTeuRange: Type.Optional(NumberRangeSchema),
  estTransitDaysRange: Type.Optional(NumberRangeSchema),
  fetchedAt: Type.Optional(Type.String()),
  fromIso2: Type.Optional(Type.String()),
  hs2: Type.Optional(Type.String()),
  noModeledLane: Type.Optional(Type.Boolean()),
  primaryRouteGeometry: Type.Optional(Type.Array(GeoPointSchema)),
  primaryRouteId: Type.Optional(Type.String()),
  toIso2: Type.Optional(Type.String()),
  warRiskTier: Type.Optional(Type.String()),
});

const StrategicProductSchema = Type.Object({
  hs4: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  primaryChokepointId: Type.Optional(Type.String()),
  topExporterIso2: Type.Optional(Type.String()),
  topExporterShare: Type.Optional(Type.Number({ format: 'double' })),
  totalValueUsd: Type.Optional(Type.Number({ format: 'double' })),
});

const GetRouteImpactResponseSchema = Type.Object({
  comtradeSource: Type.Optional(Type.String()),
  dependencyFlags: Type.Optional(
    Type.Array(
      StringEnum([
        'DEPENDENCY_FLAG_UNSPECIFIED',
        'DEPENDENCY_FLAG_SINGLE_SOURCE_CRITICAL',
        'DEPENDENCY_FLAG_SINGLE_CORRIDOR_CRITICAL',
        'DEPENDENCY_FLAG_COMPOUND_RISK',
        'DEPENDENCY_FLAG_DIVERSIFIABLE',
      ]),
    ),
  ),
  fetchedAt: Type.Optional(Type.String()),
  hs2InSeededUniverse: Type.Optional(Type.Boolean()),
  laneValueUsd: Type.Optional(Type.Number({ format: 'double' })),
  primaryExporterIso2: Type.Optional(Type.String()),
  primaryExporterShare: Type.Optional(Type.Number({ format: 'double' })),
  resilienceScore: Type.Optional(Type.Number({ format: 'double' })),
  topStrategicProducts: Type.Optional(Type.Array(StrategicProductSchema)),
});

const GetSectorDependencyResponseSchema = Type.Object({
  fetchedAt: Type.Optional(Type.String()),
  flags: Type.Optional(
    Type.Array(
      StringEnum([
        'DEPENDENCY_FLAG_UNSPECIFIED',
        'DEPENDENCY_FLAG_SINGLE_SOURCE_CRITICAL',
        'DEPENDENCY_FLAG_SINGLE_CORRIDOR_CRITICAL',
        'DEPENDENCY_FLAG_COMPOUND_RISK',
        'DEPENDENCY_FLAG_DIVERSIFIABLE',
      ]),
    ),
  ),
  hasViableBypass: Type.Optional(Type.Boolean()),
  hs2: Type.Optional(Type.String()),
  hs2Label: Type.Optional(Type.String()),
  iso2: Type.Optional(Type.String()),
  primaryChokepointExposure: Type.Optional(Type.Number({ format: 'double' })),
  primaryChokepointId: Type.Optional(Type.String()),
  primaryExporterIso2: Type.Optional(Type.String()),
  primaryExporterShare: Type.Optional(Type.Number({ format: 'double' })),
});

const SERVICE = 'supply-chain';
const TAG = 'Supply chain';

/** Why nothing is served. */
export const SUPPLY_CHAIN_REASONS = {
  routeModel:
    'the reference models routes, port clusters, bypass corridors and war-risk premiums with tables typed in its own code; no public dataset publishes that model',
  corridors:
    'the reference composes its reviewed China corridors from eight of its own caches; the project holds few of those inputs and no published corridor list',
} as const;

/** The cargo types of a lane. */
export const CARGO_TYPES = ['container', 'tanker', 'bulk', 'roro'] as const;
const Hs2 = (description = 'HS chapter, two digits (e.g. 27 mineral fuels, 85 electronics)') =>
  Type.String({ pattern: '^[0-9]{2}$', description });
const ChokepointId = () =>
  Type.String({
    pattern: CHOKEPOINT_ID_PATTERN,
    description: 'Chokepoint id, as get-chokepoint-status lists them (e.g. chokepoint1)',
  });
const CargoType = () =>
  StringEnum(CARGO_TYPES, { description: 'Cargo type: container, tanker, bulk or roro' });
const lane = { bearer: true, access: { minTier: 1 }, reason: SUPPLY_CHAIN_REASONS.routeModel } as const;
const TIER_NOTE = ' Requires entitlement tier 1 or higher; accepts a bearer token.';

const getChinaCorridorControlTowers = noSourceGet({
  id: 'GetChinaCorridorControlTowers',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-china-corridor-control-towers',
  summary: 'China logistics corridors',
  description:
    'Conditions of reviewed China logistics corridors (ports, air, weather, energy, trade), with provenance in `payloadJson`.',
  query: Type.Object({}),
  response: GetChinaCorridorControlTowersResponseSchema,
  access: 'key',
  reason: SUPPLY_CHAIN_REASONS.corridors,
  degraded: { generatedAt: '', upstreamUnavailable: true },
});

const getCountryChokepointIndex = noSourceGet({
  ...lane,
  id: 'GetCountryChokepointIndex',
  exampleQuery: 'iso2=DE',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-country-chokepoint-index',
  summary: 'Chokepoint exposure of a country',
  description: `How much of a country's imports of an HS chapter (\`hs2\`, default 27) pass each maritime chokepoint. \`iso2\` is required.${TIER_NOTE}`,
  query: Type.Object({ iso2: CountryCode(), hs2: Type.Optional(Hs2()) }),
  response: GetCountryChokepointIndexResponseSchema,
  degraded: (q) => ({ iso2: q.iso2, hs2: q.hs2 ?? '27', exposures: [], fetchedAt: '' }),
});

const getCountryCostShock = noSourceGet({
  ...lane,
  id: 'GetCountryCostShock',
  exampleQuery: 'iso2=DE&chokepoint_id=chokepoint1',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-country-cost-shock',
  summary: 'Cost shock of a chokepoint closure',
  description: `War-risk premium, supply deficit and cover days of a country if a chokepoint closed. \`iso2\` and \`chokepoint_id\` (alias \`chokepointId\`) are required.${TIER_NOTE}`,
  query: Type.Object({ iso2: CountryCode(), chokepoint_id: ChokepointId(), hs2: Type.Optional(Hs2()) }),
  queryAliases: { chokepointId: 'chokepoint_id' },
  response: GetCountryCostShockResponseSchema,
  degraded: (q) => ({
    iso2: q.iso2,
    chokepointId: q.chokepoint_id,
    hs2: q.hs2 ?? '27',
    hasEnergyModel: false,
    unavailableReason: SUPPLY_CHAIN_REASONS.routeModel,
    fetchedAt: '',
  }),
});

const getMultiSectorCostShock = noSourceGet({
  ...lane,
  id: 'GetMultiSectorCostShock',
  exampleQuery: 'iso2=DE&chokepoint_id=chokepoint1',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-multi-sector-cost-shock',
  summary: 'Cost shock of a closure by sector',
  description: `Estimated extra cost per import sector of a country if a chokepoint closed for \`closure_days\` (alias \`closureDays\`, 1 to 365). \`iso2\` and \`chokepoint_id\` (alias \`chokepointId\`) are required.${TIER_NOTE}`,
  query: Type.Object({
    iso2: CountryCode(),
    chokepoint_id: ChokepointId(),
    closure_days: Type.Optional(
      Int32({ minimum: 1, maximum: 365, description: 'Days the chokepoint stays closed' }),
    ),
  }),
  queryAliases: { chokepointId: 'chokepoint_id', closureDays: 'closure_days' },
  response: GetMultiSectorCostShockResponseSchema,
  degraded: (q) => ({
    iso2: q.iso2,
    chokepointId: q.chokepoint_id,
    sectors: [],
    unavailableReason: SUPPLY_CHAIN_REASONS.routeModel,
    fetchedAt: '',
  }),
});

const getRouteExplorerLane = noSourceGet({
  ...lane,
  id: 'GetRouteExplorerLane',
  exampleQuery: 'from_iso2=CN&to_iso2=DE&hs2=85&cargo_type=container',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-route-explorer-lane',
  summary: 'Maritime lane between two countries',
  description: `The primary sea route between two countries for an HS chapter and cargo type, its chokepoints, bypasses, war-risk tier and transit and freight estimates. \`from_iso2\`, \`to_iso2\`, \`hs2\` and \`cargo_type\` (aliases \`fromIso2\`, \`toIso2\`, \`cargoType\`) are required.${TIER_NOTE}`,
  query: Type.Object({
    from_iso2: CountryCode('Origin country, ISO 3166-1 alpha-2'),
    to_iso2: CountryCode('Destination country, ISO 3166-1 alpha-2'),
    hs2: Hs2(),
    cargo_type: CargoType(),
  }),
  queryAliases: { fromIso2: 'from_iso2', toIso2: 'to_iso2', cargoType: 'cargo_type' },
  response: GetRouteExplorerLaneResponseSchema,
  degraded: (q) => ({
    fromIso2: q.from_iso2,
    toIso2: q.to_iso2,
    hs2: q.hs2,
    cargoType: q.cargo_type,
    noModeledLane: true,
    primaryRouteId: '',
    primaryRouteGeometry: [],
    chokepointExposures: [],
    bypassOptions: [],
    fetchedAt: '',
  }),
});

const getRouteImpact = noSourceGet({
  ...lane,
  id: 'GetRouteImpact',
  exampleQuery: 'from_iso2=CN&to_iso2=DE&hs2=85',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-route-impact',
  summary: 'Trade exposure of a route',
  description: `Value, exporter concentration, strategic products and dependency flags of the trade of an HS chapter between two countries. \`from_iso2\`, \`to_iso2\` (aliases \`fromIso2\`, \`toIso2\`) and \`hs2\` are required.${TIER_NOTE}`,
  query: Type.Object({
    from_iso2: CountryCode('Origin country, ISO 3166-1 alpha-2'),
    to_iso2: CountryCode('Destination country, ISO 3166-1 alpha-2'),
    hs2: Hs2(),
  }),
  queryAliases: { fromIso2: 'from_iso2', toIso2: 'to_iso2' },
  response: GetRouteImpactResponseSchema,
  degraded: { dependencyFlags: [], topStrategicProducts: [], fetchedAt: '' },
});

const getSectorDependency = noSourceGet({
  ...lane,
  id: 'GetSectorDependency',
  exampleQuery: 'iso2=DE&hs2=27',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-sector-dependency',
  summary: 'Dependency of a country on an import sector',
  description: `Dependency flags, main exporter and main chokepoint of a country's imports of an HS chapter. \`iso2\` and \`hs2\` are required.${TIER_NOTE}`,
  query: Type.Object({ iso2: CountryCode(), hs2: Hs2() }),
  response: GetSectorDependencyResponseSchema,
  degraded: (q) => ({ iso2: q.iso2, hs2: q.hs2, flags: [], fetchedAt: '' }),
});

/** The supply-chain operations no public source feeds. */
export const supplyChainNoSource = noSourceList([
  getChinaCorridorControlTowers,
  getCountryChokepointIndex,
  getCountryCostShock,
  getMultiSectorCostShock,
  getRouteExplorerLane,
  getRouteImpact,
  getSectorDependency,
]);
