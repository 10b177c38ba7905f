/**
 * Military service contract: military flights (adsb.lol), the theater posture derived from them,
 * World Bank defence indicators, and the Wingbits aircraft lookups, with their degraded bodies.
 */
import Type, { type Static } from 'typebox';
import {
  CountryCode,
  Cursor,
  ICAO24_PATTERN,
  Int32,
  PageSize,
  StringEnum,
  TimeParam,
} from '../../contract/common';
import { getOp, type OperationDef, postOp } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { AIRCRAFT_CLASSES, militaryKeys, OPERATORS } from './data';

const SERVICE = 'military';
const TAG = 'Military';

const Double = (description: string) => Type.Number({ format: 'double', description });
const LatitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -90, maximum: 90, description });
const LongitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -180, maximum: 180, description });

export const AIRCRAFT_TYPES = [
  'MILITARY_AIRCRAFT_TYPE_UNSPECIFIED',
  ...AIRCRAFT_CLASSES.map((c) => `MILITARY_AIRCRAFT_TYPE_${c}` as const),
] as const;
export const MILITARY_OPERATORS = [
  'MILITARY_OPERATOR_UNSPECIFIED',
  ...OPERATORS.map((o) => `MILITARY_OPERATOR_${o}` as const),
] as const;

export const GeoCoordinatesSchema = Type.Object({
  latitude: Type.Optional(Type.Number({ format: 'double', minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ format: 'double', minimum: -180, maximum: 180 })),
});

/** One military aircraft as adsb.lol last saw it. */
export const MilitaryFlightSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Identifier: the ICAO address, lower case' }),
  callsign: Type.Optional(Type.String({ description: 'Callsign, when the transponder sends a real one' })),
  hexCode: Type.Optional(Type.String({ description: 'ICAO 24-bit address, upper case' })),
  registration: Type.Optional(Type.String()),
  aircraftType: Type.Optional(
    StringEnum(AIRCRAFT_TYPES, { description: 'Class from the type designator (README)' }),
  ),
  aircraftModel: Type.Optional(Type.String({ description: 'Type description, or the ICAO type designator' })),
  operator: Type.Optional(
    StringEnum(MILITARY_OPERATORS, {
      description: 'Operator from a known callsign prefix; absent when unknown',
    }),
  ),
  operatorCountry: Type.Optional(
    Type.String({ description: 'Country of the ICAO address block (ISO 3166-1 alpha-2), when known' }),
  ),
  location: Type.Optional(GeoCoordinatesSchema),
  altitude: Type.Optional(Double('Barometric altitude, feet')),
  heading: Type.Optional(Double('Track over ground, degrees')),
  speed: Type.Optional(Double('Ground speed, knots')),
  verticalRate: Type.Optional(Double('Vertical rate, feet per minute')),
  onGround: Type.Optional(Type.Boolean()),
  squawk: Type.Optional(Type.String()),
  lastSeenAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Time of the position, Unix epoch milliseconds' }),
  ),
  source: Type.Optional(Type.String({ description: 'Provider of the observation: adsb.lol' })),
});

/** Flights grouped by configured theater. */
export const MilitaryFlightClusterSchema = Type.Object({
  id: Type.String({ description: 'Theater id' }),
  name: Type.Optional(Type.String({ description: 'Theater name' })),
  location: Type.Optional(GeoCoordinatesSchema),
  flightCount: Type.Optional(Int32({ description: 'Listed flights inside the theater box' })),
  dominantOperator: Type.Optional(StringEnum(MILITARY_OPERATORS)),
});

/** The page of list-military-flights; the empty page is the degraded body. */
export const MILITARY_FLIGHTS_PAGE = pagedList('flights', MilitaryFlightSchema, {
  items: { description: 'Newest position first' },
  extra: {
    properties: {
      clusters: Type.Array(MilitaryFlightClusterSchema, {
        description: 'Configured theaters holding matching flights (all pages together)',
      }),
    },
    empty: { clusters: [] },
    beforePagination: true,
  },
});

/** GET /api/military/v1/list-military-flights. */
export const listMilitaryFlights = getOp({
  id: 'ListMilitaryFlights',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-military-flights',
  summary: 'Military aircraft seen by ADS-B',
  description:
    'Aircraft that adsb.lol flags as military, worldwide, with a position, newest position first, in pages of `page_size` (pass `pagination.nextCursor` as `cursor`). Filters, all working: the bounding box (`sw_lat`, `sw_lon`, `ne_lat`, `ne_lon`, all four; `sw_lon` greater than `ne_lon` crosses the antimeridian), `operator` (from known callsign prefixes), `aircraft_type` (from the ICAO type designator, README) and `start`/`end` on the time of the position. `clusters` groups the matches by configured theater. Only aircraft whose transponder is on and received are listed.',
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    ne_lat: Type.Optional(LatitudeParam('North-east corner of the bounding box: latitude')),
    ne_lon: Type.Optional(LongitudeParam('North-east corner of the bounding box: longitude')),
    sw_lat: Type.Optional(LatitudeParam('South-west corner of the bounding box: latitude')),
    sw_lon: Type.Optional(LongitudeParam('South-west corner of the bounding box: longitude')),
    operator: Type.Optional(StringEnum(MILITARY_OPERATORS.slice(1), { description: 'Operator' })),
    aircraft_type: Type.Optional(StringEnum(AIRCRAFT_TYPES.slice(1), { description: 'Aircraft class' })),
    start: Type.Optional(TimeParam('earliest time of the position, inclusive')),
    end: Type.Optional(TimeParam('latest time of the position, inclusive')),
  }),
  queryAliases: { pageSize: 'page_size', aircraftType: 'aircraft_type' },
  response: MILITARY_FLIGHTS_PAGE.schema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [militaryKeys.flights.name],
});

/** Posture of one theater. */
export const TheaterPostureSchema = Type.Object({
  theater: Type.Optional(Type.String({ description: 'Theater name' })),
  theaterId: Type.Optional(Type.String({ description: 'Theater id (the `theater` parameter)' })),
  postureLevel: Type.Optional(
    Type.String({ description: 'normal, elevated or critical, by the theater thresholds (README)' }),
  ),
  activeFlights: Type.Optional(Int32({ description: 'Airborne military aircraft inside the theater box' })),
  trackedVessels: Type.Optional(
    Int32({ description: 'Not assessed: no military vessel source (see missingInputs)' }),
  ),
  activeOperations: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'Activity indicators present: air-refueling, airborne-early-warning, fighters, reconnaissance, maritime-patrol',
    }),
  ),
  assessedAt: Type.Optional(
    Type.Integer({
      format: 'int64',
      description: 'Time of the flight data assessed, Unix epoch milliseconds',
    }),
  ),
});

/** GetTheaterPostureResponse. */
export const GetTheaterPostureResponseSchema = Type.Object({
  theaters: Type.Array(TheaterPostureSchema),
  missingInputs: Type.Array(Type.String(), {
    description: 'Inputs the assessment needs but this deployment does not hold',
  }),
});

/** Inputs the posture never has: no source of military vessels. */
export const POSTURE_ALWAYS_MISSING = ['naval vessels (no military AIS source): trackedVessels not assessed'];

/** The degraded body: no flight snapshot. */
export const THEATER_POSTURE_UNAVAILABLE: Static<typeof GetTheaterPostureResponseSchema> = {
  theaters: [],
  missingInputs: ['military flights (no adsb.lol /v2/mil snapshot)', ...POSTURE_ALWAYS_MISSING],
};

/** GET /api/military/v1/get-theater-posture. */
export const getTheaterPosture = getOp({
  id: 'GetTheaterPosture',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-theater-posture',
  summary: 'Military air posture per theater',
  description:
    'For each configured theater (a box with thresholds, `MILITARY_THEATERS`), the airborne military aircraft of the latest adsb.lol snapshot inside it, a posture level from the thresholds, and the activity indicators their types show. `theater` (id or name, case-insensitive) keeps one theater; an unknown one is refused. `missingInputs` names what the assessment lacks (naval vessels always; the flights themselves when no snapshot is loaded). The rule is in the military README.',
  query: Type.Object({
    theater: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'Theater id or name' })),
  }),
  response: GetTheaterPostureResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [militaryKeys.flights.name],
  availability: {
    kind: 'derived',
    from: [militaryKeys.flights.name],
    reason: 'counted from the adsb.lol military flights over configured theater boxes and thresholds',
  },
});

/** One indicator's latest value and the one before it. */
export const DefenseIndustrialMetricSchema = Type.Object({
  available: Type.Boolean({ description: 'False when the World Bank has no value for the country' }),
  value: Type.Optional(Double('Latest value')),
  year: Type.Optional(Int32({ description: 'Year of the latest value' })),
  previousValue: Type.Optional(Double('The value of the year before the latest one held')),
  previousYear: Type.Optional(Int32()),
  source: Type.String({ description: 'Indicator id, e.g. World Bank WDI MS.MIL.XPND.GD.ZS' }),
});

/** GetDefenseIndustrialBaseResponse. */
export const GetDefenseIndustrialBaseResponseSchema = Type.Object({
  countryCode: Type.String({ description: 'The country asked; empty when no data is loaded' }),
  available: Type.Boolean({ description: 'True when at least one indicator has a value' }),
  expenditurePctGdp: Type.Optional(DefenseIndustrialMetricSchema),
  expenditureUsd: Type.Optional(DefenseIndustrialMetricSchema),
  personnel: Type.Optional(DefenseIndustrialMetricSchema),
  armsExportsTiv: Type.Optional(DefenseIndustrialMetricSchema),
  armsImportsTiv: Type.Optional(DefenseIndustrialMetricSchema),
  windowStartYear: Type.Optional(Int32({ description: 'Earliest year of the values served' })),
  windowEndYear: Type.Optional(Int32({ description: 'Latest year of the values served' })),
  fetchedAt: Type.String({ description: 'Date of the World Bank release served, ISO 8601; empty when none' }),
  industrialFetchedAt: Type.Optional(Type.String({ description: 'Same as fetchedAt' })),
  missingInputs: Type.Array(Type.String(), { description: 'Inputs this deployment does not hold' }),
});

/** Always missing: the SIPRI supplier breakdown (undocumented API, no capture). */
export const DIB_ALWAYS_MISSING = [
  'SIPRI arms-transfer register (undocumented API, no capture): suppliers, supplierHhi, supplierMappingCoverage not given',
];

/** The degraded body: no World Bank snapshot. */
export const DEFENSE_INDUSTRIAL_BASE_UNAVAILABLE: Static<typeof GetDefenseIndustrialBaseResponseSchema> = {
  countryCode: '',
  available: false,
  fetchedAt: '',
  missingInputs: ['World Bank military indicators (no snapshot)', ...DIB_ALWAYS_MISSING],
};

/** GET /api/military/v1/get-defense-industrial-base. */
export const getDefenseIndustrialBase = getOp({
  id: 'GetDefenseIndustrialBase',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-defense-industrial-base',
  summary: 'Military expenditure, personnel and arms trade of a country',
  description:
    "A country's World Bank military indicators (SIPRI and IISS figures republished in the World Development Indicators): expenditure as a share of GDP (MS.MIL.XPND.GD.ZS) and in current US$ (MS.MIL.XPND.CD), armed forces personnel (MS.MIL.TOTL.P1), arms exports and imports in SIPRI trend-indicator values (MS.MIL.XPRT.KD, MS.MIL.MPRT.KD), each with its latest year and the one before. A country without any value answers `available: false`. The SIPRI supplier breakdown is not served (`missingInputs`).",
  query: Type.Object({ country_code: CountryCode('ISO 3166-1 alpha-2 country code') }),
  queryAliases: { countryCode: 'country_code' },
  response: GetDefenseIndustrialBaseResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [militaryKeys.defenseIndicators.name],
  exampleQuery: 'country_code=US',
});

/** Why the Wingbits lookups answer no aircraft. */
const WINGBITS_NOT_BUILT =
  'Wingbits lookups are routed with their contract but not built: no capture and no published example of the answer was found to write a parser from; `configured` says whether WINGBITS_API_KEY is set';
const WINGBITS_AVAILABILITY = { kind: 'no-source-yet', reason: WINGBITS_NOT_BUILT } as const;

const Icao24Param = () =>
  Type.String({ pattern: ICAO24_PATTERN, description: 'ICAO 24-bit address, six hex digits' });

/** Aircraft registry details (Wingbits). */
export const AircraftDetailsSchema = Type.Object({
  icao24: Type.Optional(Type.String()),
  registration: Type.Optional(Type.String()),
  manufacturerIcao: Type.Optional(Type.String()),
  manufacturerName: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  typecode: Type.Optional(Type.String()),
  serialNumber: Type.Optional(Type.String()),
  icaoAircraftType: Type.Optional(Type.String()),
  operator: Type.Optional(Type.String()),
  operatorCallsign: Type.Optional(Type.String()),
  operatorIcao: Type.Optional(Type.String()),
  owner: Type.Optional(Type.String()),
  built: Type.Optional(Type.String()),
  engines: Type.Optional(Type.String()),
  categoryDescription: Type.Optional(Type.String()),
});

/** GetAircraftDetailsResponse. */
export const GetAircraftDetailsResponseSchema = Type.Object({
  configured: Type.Boolean({ description: 'Whether a Wingbits key is configured on this server' }),
  details: Type.Optional(AircraftDetailsSchema),
});

/** GET /api/military/v1/get-aircraft-details. */
export const getAircraftDetails = getOp({
  id: 'GetAircraftDetails',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-aircraft-details',
  summary: 'Registry details of one aircraft (Wingbits)',
  description: `Registry details of the aircraft with this ICAO address from Wingbits. ${WINGBITS_NOT_BUILT}: the answer has no \`details\` and \`X-Data-Status: unavailable\`.`,
  query: Type.Object({ icao24: Icao24Param() }),
  response: GetAircraftDetailsResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: WINGBITS_AVAILABILITY,
  exampleQuery: 'icao24=a835af',
});

/** GetAircraftDetailsBatchResponse. */
export const GetAircraftDetailsBatchResponseSchema = Type.Object({
  configured: Type.Boolean({ description: 'Whether a Wingbits key is configured on this server' }),
  requested: Int32({ description: 'Distinct addresses asked (at most 10 are looked up)' }),
  fetched: Int32({ description: 'Addresses answered by the provider' }),
  results: Type.Record(Type.String(), AircraftDetailsSchema, {
    description: 'icao24 → details, found ones only',
  }),
});

/** POST /api/military/v1/get-aircraft-details-batch. */
export const getAircraftDetailsBatch = postOp({
  id: 'GetAircraftDetailsBatch',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-aircraft-details-batch',
  summary: 'Registry details of several aircraft (Wingbits)',
  description: `Registry details of up to 10 distinct ICAO addresses (1-20 accepted; de-duplicated, lower-cased, the first 10 in order kept). Each address counts as one request against the rate limit. ${WINGBITS_NOT_BUILT}: \`results\` is empty, \`fetched\` 0, \`X-Data-Status: unavailable\`. With an \`Idempotency-Key\` header a retry with the same key and body replays the first answer.`,
  body: Type.Object({
    icao24s: Type.Array(Icao24Param(), { minItems: 1, maxItems: 20, description: 'ICAO addresses' }),
  }),
  response: GetAircraftDetailsBatchResponseSchema,
  access: 'key',
  cacheTier: 'none',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: WINGBITS_AVAILABILITY,
  routed: true,
  errorStatuses: [400, 401, 403, 409, 413, 422, 429],
  exampleBody: { icao24s: ['a835af'] },
});

/** One live flight (Wingbits). */
export const WingbitsLiveFlightSchema = Type.Object({
  icao24: Type.Optional(Type.String()),
  callsign: Type.Optional(Type.String()),
  lat: Type.Optional(Double('Latitude, degrees')),
  lon: Type.Optional(Double('Longitude, degrees')),
  altitude: Type.Optional(Double('feet')),
  speed: Type.Optional(Double('knots')),
  heading: Type.Optional(Double('degrees')),
  verticalRate: Type.Optional(Double('feet per minute')),
  onGround: Type.Optional(Type.Boolean()),
  lastSeen: Type.Optional(Type.String({ format: 'int64' })),
  registration: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  operator: Type.Optional(Type.String()),
});

/** GetWingbitsLiveFlightResponse. */
export const GetWingbitsLiveFlightResponseSchema = Type.Object({
  flight: Type.Optional(WingbitsLiveFlightSchema),
  configured: Type.Boolean({ description: 'Whether a Wingbits key is configured on this server' }),
});

/** GET /api/military/v1/get-wingbits-live-flight. */
export const getWingbitsLiveFlight = getOp({
  id: 'GetWingbitsLiveFlight',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-wingbits-live-flight',
  summary: 'Live position of one aircraft (Wingbits)',
  description: `The live position and schedule of the aircraft with this ICAO address from Wingbits. ${WINGBITS_NOT_BUILT}: the answer has no \`flight\` and \`X-Data-Status: unavailable\`.`,
  query: Type.Object({ icao24: Icao24Param() }),
  response: GetWingbitsLiveFlightResponseSchema,
  access: 'key',
  cacheTier: 'realtime',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: WINGBITS_AVAILABILITY,
  exampleQuery: 'icao24=a835af',
});

/** GetWingbitsStatusResponse. */
export const GetWingbitsStatusResponseSchema = Type.Object({
  configured: Type.Boolean({ description: 'Whether a Wingbits API key is configured on this server' }),
});

/** GET /api/military/v1/get-wingbits-status. */
export const getWingbitsStatus = getOp({
  id: 'GetWingbitsStatus',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-wingbits-status',
  summary: 'Whether Wingbits is configured',
  description:
    'Says whether this server has a Wingbits key (`WINGBITS_API_KEY`). It is configuration, not data: `X-Data-Status` is unavailable when no key is set.',
  query: Type.Object({}),
  response: GetWingbitsStatusResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  providerSources: ['wingbits'],
});

/** Every military operation, in the reference's order. */
export const militaryOperations: OperationDef[] = [
  getAircraftDetails,
  getAircraftDetailsBatch,
  getDefenseIndustrialBase,
  getTheaterPosture,
  getWingbitsLiveFlight,
  getWingbitsStatus,
  listMilitaryFlights,
];
