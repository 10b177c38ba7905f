/**
 * Climate service contract, measured indicators (SPEC §2.2): atmospheric CO2 and methane, Arctic
 * sea ice, air quality. Each degraded body is declared beside its response schema; the operations
 * list is in `contract.ts`.
 */
import Type, { type Static } from 'typebox';
import { Int32, Int64String } from '../../contract/common';
import { getOp } from '../../contract/op';
import { climateKeys } from './data';

const SERVICE = 'climate';
const TAG = 'Climate';

const Double = (description?: string) =>
  Type.Number(description ? { format: 'double', description } : { format: 'double' });
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

// ---- get-co2-monitoring ----

/** One month of the CO2 trend. */
export const Co2DataPointSchema = Type.Object({
  month: Type.String({ description: 'Month, YYYY-MM' }),
  ppm: Type.Number({ format: 'double' }),
  anomaly: Type.Number({
    format: 'double',
    description: 'Difference from the same month a year earlier, ppm',
  }),
});

/** CO2 at the station with its trend, and the global CH4 mean. */
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

/** Response of get-co2-monitoring (`monitoring` absent when unavailable). */
export const GetCo2MonitoringResponseSchema = Type.Object({
  monitoring: Type.Optional(Co2MonitoringSchema),
});

/** The degraded answer of get-co2-monitoring: no monthly means have been loaded. */
export const CO2_MONITORING_UNAVAILABLE: Static<typeof GetCo2MonitoringResponseSchema> = {};

/** GET get-co2-monitoring. */
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
  snapshotKeys: [climateKeys.co2Monitoring.name],
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

/** The degraded answer of get-ocean-ice-data: no extent has been loaded. */
export const OCEAN_ICE_UNAVAILABLE: Static<typeof GetOceanIceDataResponseSchema> = {};

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
  snapshotKeys: [climateKeys.oceanIce.name],
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

/** The degraded answer of list-air-quality-data: no readings have been loaded. */
export const AIR_QUALITY_UNAVAILABLE: Static<typeof ListAirQualityDataResponseSchema> = {
  stations: [],
  fetchedAt: 0,
};

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
  snapshotKeys: [climateKeys.airQuality.name],
});
