/**
 * Climate service contract (SPEC §2.2, §4.4): anomalies, disasters and news here, the measured
 * indicators (CO2, sea ice, air quality) in `contract-indicators.ts`. With no snapshot every
 * operation answers the degraded body declared beside its response schema, with
 * `X-Data-Status: unavailable` (DESIGN §4).
 */
import Type, { type Static } from 'typebox';
import { Cursor, Int32, PageSize, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { getCo2Monitoring, getOceanIceData, listAirQualityData } from './contract-indicators';
import { climateKeys } from './data';

const SERVICE = 'climate';
const TAG = 'Climate';

/** Anomaly severities, in the spec's value form (UNSPECIFIED is never answered). */
export const ANOMALY_SEVERITIES = [
  'ANOMALY_SEVERITY_UNSPECIFIED',
  'ANOMALY_SEVERITY_NORMAL',
  'ANOMALY_SEVERITY_MODERATE',
  'ANOMALY_SEVERITY_EXTREME',
] as const;
/** One anomaly severity value. */
export type AnomalySeverity = (typeof ANOMALY_SEVERITIES)[number];

/** Anomaly types (UNSPECIFIED is never answered). */
export const ANOMALY_TYPES = [
  'ANOMALY_TYPE_UNSPECIFIED',
  'ANOMALY_TYPE_WARM',
  'ANOMALY_TYPE_COLD',
  'ANOMALY_TYPE_WET',
  'ANOMALY_TYPE_DRY',
  'ANOMALY_TYPE_MIXED',
] as const;
/** One anomaly type value. */
export type AnomalyType = (typeof ANOMALY_TYPES)[number];

const Double = (description?: string) =>
  Type.Number(description ? { format: 'double', description } : { format: 'double' });
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

/** A WGS84 position in decimal degrees. */
export const GeoCoordinatesSchema = Type.Object({
  latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90 }),
  longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180 }),
});

// ---- list-climate-anomalies ----

/** One zone's departure from its normals. */
export const ClimateAnomalySchema = Type.Object({
  zone: Type.String({ minLength: 1, description: 'Climate zone name' }),
  location: GeoCoordinatesSchema,
  tempDelta: Double('Mean temperature minus the zone normal for the same days, °C'),
  precipDelta: Double('Precipitation total minus the zone normal for the same days, mm'),
  severity: StringEnum(ANOMALY_SEVERITIES),
  type: StringEnum(ANOMALY_TYPES, { description: 'Which departure dominates (MIXED when both are notable)' }),
  period: Type.String({
    minLength: 1,
    description: 'Days compared, ISO 8601 interval YYYY-MM-DD/YYYY-MM-DD',
  }),
});

/** The page of list-climate-anomalies; its empty page is the degraded answer: no zone readings have been loaded. */
export const CLIMATE_ANOMALIES_PAGE = pagedList('anomalies', ClimateAnomalySchema);

/** GET list-climate-anomalies. */
export const listClimateAnomalies = getOp({
  id: 'ListClimateAnomalies',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-climate-anomalies',
  summary: 'Temperature and precipitation anomalies by climate zone',
  description:
    'Latest period of ERA5 reanalysis (Open-Meteo archive) per climate zone, compared with the zone normals, classified by severity and type, most severe first. `page_size`, `cursor` and `min_severity` are validated but have no effect yet; every zone is returned in one page.',
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    min_severity: Type.Optional(
      StringEnum(ANOMALY_SEVERITIES, { description: 'Minimum severity (no effect yet)' }),
    ),
  }),
  response: CLIMATE_ANOMALIES_PAGE.schema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [climateKeys.anomalies.name],
});

// ---- list-climate-disasters ----

/** One climate-related disaster. */
export const ClimateDisasterSchema = Type.Object({
  id: Type.String({ description: 'Identifier, prefixed with its source' }),
  type: Type.String({ description: 'Hazard: flood, cyclone, drought, wildfire, ...' }),
  name: Type.String(),
  country: Type.Optional(Type.String({ description: 'Country name' })),
  countryCode: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2 code' })),
  lat: Double(),
  lng: Double(),
  severity: Type.Optional(
    Type.String({ description: 'Severity on the source scale (GDACS: green, orange, red)' }),
  ),
  startedAt: EpochMs('Start of the event, Unix epoch milliseconds'),
  status: Type.String({ description: 'alert, ongoing or past' }),
  affectedPopulation: Type.Optional(Int32({ description: 'People affected, when the source reports it' })),
  source: Type.String({ description: 'ReliefWeb, GDACS or NASA EONET' }),
  sourceUrl: Type.Optional(Type.String({ description: 'Page of the event at its source' })),
});

/** The page of list-climate-disasters; its empty page is the degraded answer: no source's disasters have been loaded. */
export const CLIMATE_DISASTERS_PAGE = pagedList('disasters', ClimateDisasterSchema);

/** GET list-climate-disasters. */
export const listClimateDisasters = getOp({
  id: 'ListClimateDisasters',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-climate-disasters',
  summary: 'Climate-related disasters',
  description:
    'Disasters from ReliefWeb, GDACS alerts and NASA EONET natural events, newest first, in pages of `page_size`. Pass `pagination.nextCursor` as `cursor` for the next page; it is empty on the last page.',
  query: Type.Object({ page_size: Type.Optional(PageSize()), cursor: Type.Optional(Cursor()) }),
  response: CLIMATE_DISASTERS_PAGE.schema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [
    climateKeys.disastersReliefweb.name,
    climateKeys.disastersGdacs.name,
    climateKeys.disastersEonet.name,
  ],
});

// ---- list-climate-news ----

/** One climate headline. */
export const ClimateNewsItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  url: Type.String({ description: 'Article address' }),
  summary: Type.String(),
  sourceName: Type.String({ description: 'Publication' }),
  publishedAt: EpochMs('Publication time, Unix epoch milliseconds'),
});

/** Response of list-climate-news. */
export const ListClimateNewsResponseSchema = Type.Object({
  items: Type.Array(ClimateNewsItemSchema),
  fetchedAt: EpochMs('When the feeds were read, Unix epoch milliseconds; 0 when no data is available'),
  dataAvailable: Type.Boolean({
    description: 'False when no headlines could be loaded: empty items then do not mean zero headlines',
  }),
});

/** The degraded answer of list-climate-news: no headlines (not zero headlines). @see SPEC §2.2 rule */
export const CLIMATE_NEWS_UNAVAILABLE: Static<typeof ListClimateNewsResponseSchema> = {
  items: [],
  dataAvailable: false,
  fetchedAt: 0,
};

/** GET list-climate-news. */
export const listClimateNews = getOp({
  id: 'ListClimateNews',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-climate-news',
  summary: 'Climate headlines',
  description:
    'Recent climate and environment headlines from the monitored feeds, newest first. `dataAvailable: false` with `fetchedAt: 0` means the headlines could not be loaded, not that there are none.',
  query: Type.Object({}),
  response: ListClimateNewsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [climateKeys.news.name],
  availability: {
    kind: 'no-source-yet',
    reason: 'no source writes climate:news yet',
  },
});

/** Every climate operation, in document order. */
export const climateOperations: readonly OperationDef[] = [
  listClimateAnomalies,
  listClimateDisasters,
  getCo2Monitoring,
  getOceanIceData,
  listAirQualityData,
  listClimateNews,
];
