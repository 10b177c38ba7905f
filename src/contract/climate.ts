/**
 * Climate service contract (SPEC §2.2, §4.4). Every operation reads one snapshot; with no snapshot
 * it answers its empty result with `X-Data-Status: unavailable` (DESIGN §4).
 */
import Type from 'typebox';
import { Cursor, Int32, Int64String, PageSize, PaginationSchema, StringEnum } from './common';
import { getOp } from './op';

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

/** Response of list-climate-anomalies. */
export const ListClimateAnomaliesResponseSchema = Type.Object({
  anomalies: Type.Array(ClimateAnomalySchema),
  pagination: PaginationSchema,
});

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
  response: ListClimateAnomaliesResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: ['climate:anomalies'],
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

/** Response of list-climate-disasters (one page). */
export const ListClimateDisastersResponseSchema = Type.Object({
  disasters: Type.Array(ClimateDisasterSchema),
  pagination: PaginationSchema,
});

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
  response: ListClimateDisastersResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: ['climate:disasters-reliefweb', 'climate:disasters-gdacs', 'climate:disasters-eonet'],
});

// ---- get-co2-monitoring ----

export const Co2DataPointSchema = Type.Object({
  month: Type.String({ description: 'Month, YYYY-MM' }),
  ppm: Type.Number({ format: 'double' }),
  anomaly: Type.Number({
    format: 'double',
    description: 'Difference from the same month a year earlier, ppm',
  }),
});

export const Co2MonitoringSchema = Type.Object({
  currentPpm: Type.Number({ format: 'double', description: 'Latest monthly mean CO2 at the station, ppm' }),
  yearAgoPpm: Type.Number({ format: 'double', description: 'Monthly mean twelve months earlier, ppm' }),
  annualGrowthRate: Type.Number({ format: 'double', description: 'currentPpm - yearAgoPpm, ppm per year' }),
  preIndustrialBaseline: Type.Number({ format: 'double', description: 'Pre-industrial CO2 reference, ppm' }),
  monthlyAverage: Type.Number({
    format: 'double',
    description: 'Mean of the last twelve monthly means, ppm',
  }),
  trend12m: Type.Array(Co2DataPointSchema, { description: 'The last twelve monthly means, oldest first' }),
  methanePpb: Type.Number({
    format: 'double',
    description: 'Latest global monthly mean CH4, ppb (0 when unknown)',
  }),
  nitrousOxidePpb: Type.Number({
    format: 'double',
    description: 'Latest global monthly mean N2O, ppb (0 when unknown)',
  }),
  measuredAt: Int64String('Start of the latest month measured, Unix epoch milliseconds as a string'),
  station: Type.String({ description: 'Measuring station' }),
});

export const GetCo2MonitoringResponseSchema = Type.Object({
  monitoring: Type.Optional(Co2MonitoringSchema),
});

export const getCo2Monitoring = getOp({
  id: 'GetCo2Monitoring',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-co2-monitoring',
  summary: 'Atmospheric CO2 and methane',
  description:
    'Latest monthly mean CO2 at Mauna Loa with its twelve-month trend, and the latest global methane mean, from NOAA GML. Absent `monitoring` (with X-Data-Status: unavailable) means no data has been loaded yet.',
  query: Type.Object({}),
  response: GetCo2MonitoringResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: ['climate:co2-monitoring'],
});

// ---- get-ocean-ice-data ----

/** One month of the Arctic extent trend. */
export const IceTrendPointSchema = Type.Object({
  month: Type.String({ description: 'Month, YYYY-MM' }),
  extentMkm2: Double('Mean daily Arctic extent over the days published for the month, million km²'),
  anomalyMkm2: Type.Optional(
    Double(
      'Difference from the 1981-2010 median for the same days, million km² (absent without the climatology)',
    ),
  ),
});

/** Arctic sea ice extent and ocean indicators. */
export const OceanIceDataSchema = Type.Object({
  arcticExtentMkm2: Double('Latest daily Arctic sea ice extent, million km²'),
  arcticExtentAnomalyMkm2: Type.Optional(
    Double('Latest extent minus the 1981-2010 median for that day of year'),
  ),
  arcticTrend: Type.Optional(
    Type.String({
      description: 'below_average, average or above_average against the 1981-2010 10th-90th percentiles',
    }),
  ),
  iceTrend12m: Type.Array(IceTrendPointSchema, { description: 'Up to twelve months, oldest first' }),
  measuredAt: EpochMs('Day of the latest extent, Unix epoch milliseconds'),
  seaLevelMmAbove1993: Type.Optional(Double('Global mean sea level above 1993, mm')),
  seaLevelAnnualRiseMm: Type.Optional(Double('Current rate of sea level rise, mm per year')),
  ohc0700mZj: Type.Optional(Double('Ocean heat content 0-700 m, zettajoules')),
  sstAnomalyC: Type.Optional(Double('Global sea surface temperature anomaly, °C')),
});

/** Response of get-ocean-ice-data (`data` absent when unavailable). */
export const GetOceanIceDataResponseSchema = Type.Object({ data: Type.Optional(OceanIceDataSchema) });

/** GET get-ocean-ice-data. */
export const getOceanIceData = getOp({
  id: 'GetOceanIceData',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-ocean-ice-data',
  summary: 'Arctic sea ice extent',
  description:
    'Latest daily Arctic sea ice extent from the NSIDC Sea Ice Index with monthly means for the last twelve months, compared with the 1981-2010 climatology when it is available. Absent `data` (with X-Data-Status: unavailable) means no data has been loaded yet.',
  query: Type.Object({}),
  response: GetOceanIceDataResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: ['climate:ocean-ice'],
});

// ---- list-air-quality-data ----

/** One station's latest air quality. */
export const AirQualityStationSchema = Type.Object({
  city: Type.String(),
  countryCode: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  lat: Double(),
  lng: Double(),
  pm25: Double('Latest PM2.5 reading, µg/m³'),
  aqi: Int32({ description: 'US EPA AQI (2024 PM2.5 breakpoints) of the latest reading' }),
  riskLevel: Type.String({
    description:
      'EPA category: good, moderate, unhealthy_for_sensitive_groups, unhealthy, very_unhealthy, hazardous',
  }),
  pollutant: Type.String({ description: 'Pollutant the AQI is computed from (pm25)' }),
  measuredAt: EpochMs('Time of the reading, Unix epoch milliseconds'),
  source: Type.String(),
});

/** Response of list-air-quality-data. */
export const ListAirQualityDataResponseSchema = Type.Object({
  stations: Type.Array(AirQualityStationSchema),
  fetchedAt: EpochMs('When the readings were collected, Unix epoch milliseconds (0 when unavailable)'),
});

/** GET list-air-quality-data. */
export const listAirQualityData = getOp({
  id: 'ListAirQualityData',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-air-quality-data',
  summary: 'Air quality by station',
  description:
    'Latest PM2.5 reading of each monitored OpenAQ location with its US EPA AQI, worst first. The AQI is computed from the latest hourly reading, so it is indicative rather than a regulatory 24-hour value.',
  query: Type.Object({}),
  response: ListAirQualityDataResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: ['climate:air-quality'],
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
  snapshotKeys: ['climate:news'],
});

/** Every climate operation. */
export const climateOperations = [
  listClimateAnomalies,
  listClimateDisasters,
  getCo2Monitoring,
  getOceanIceData,
  listAirQualityData,
  listClimateNews,
] as const;
