/**
 * Data schemas and snapshot keys of the climate datasets (what the parsers publish, what the
 * handlers read). Each schema holds what its upstream really publishes; derived figures (deltas,
 * severities, AQI, monthly means) are computed by the handlers, so a snapshot never carries a
 * guess. The disaster (GDACS, EONET) and air-quality (OpenAQ) datasets are owned here; other
 * services read them through this module.
 */
import Type, { type Static } from 'typebox';
import { ISO_DATE_PATTERN, ISO2_PATTERN } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** One monthly mean of a greenhouse gas series. */
export const MonthlyMeanSchema = Type.Object({
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  value: Type.Number(),
});

/**
 * NOAA GML monthly CO2 (Mauna Loa), global CH4 and global N2O means, each series with its own
 * months. `n2oMonthly` is absent when the N2O file could not be read (and in older snapshots).
 */
export const Co2DataSchema = Type.Object({
  station: Type.String(),
  co2Monthly: Type.Array(MonthlyMeanSchema, { minItems: 1 }),
  ch4Monthly: Type.Array(MonthlyMeanSchema),
  n2oMonthly: Type.Optional(Type.Array(MonthlyMeanSchema)),
});
/** The `climate:co2-monitoring` data. */
export type Co2Data = Static<typeof Co2DataSchema>;

const EpochMs = (description: string) => Type.Integer({ minimum: 0, description });
const IsoDay = (description: string) => Type.String({ pattern: ISO_DATE_PATTERN, description });

/** A WGS84 position. */
export const GeoPointSchema = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});

/**
 * One climate zone over one period: the observed ERA5 daily means/sums (Open-Meteo archive,
 * `daily=temperature_2m_mean,precipitation_sum`) aggregated over the period, beside the zone's
 * normals for the same calendar days.
 */
export const ZoneReadingSchema = Type.Object({
  zone: Type.String({ minLength: 1, description: 'Zone name, e.g. Sahel' }),
  location: GeoPointSchema,
  periodStart: IsoDay('First day of the period, inclusive'),
  periodEnd: IsoDay('Last day of the period, inclusive'),
  meanTempC: Type.Number({ description: 'Mean of the daily mean 2 m temperatures, °C' }),
  normalMeanTempC: Type.Number({ description: 'Baseline mean temperature for the same days, °C' }),
  precipMm: Type.Number({ minimum: 0, description: 'Total precipitation over the period, mm' }),
  normalPrecipMm: Type.Number({ minimum: 0, description: 'Baseline total for the same days, mm' }),
});

/** Zone readings and the baseline they are compared with. */
export const ClimateAnomaliesDataSchema = Type.Object({
  baseline: Type.String({ minLength: 1, description: 'Baseline period of the normals, e.g. 1991-2020' }),
  zones: Type.Array(ZoneReadingSchema),
});
/** The `climate:anomalies` data. */
export type ClimateAnomaliesData = Static<typeof ClimateAnomaliesDataSchema>;

/** One disaster, normalised from ReliefWeb, GDACS or NASA EONET. */
export const DisasterRecordSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Source-prefixed id, e.g. gdacs-FL-1103888' }),
  type: Type.String({ description: 'Hazard, lower case: flood, cyclone, wildfire, drought, ...' }),
  name: Type.String(),
  country: Type.Optional(Type.String({ description: 'Country name as the source gives it' })),
  countryCode: Type.Optional(Type.String({ pattern: ISO2_PATTERN })),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  severity: Type.Optional(Type.String({ description: 'Source scale (GDACS green/orange/red)' })),
  startedAt: EpochMs('Start of the event, Unix epoch ms'),
  status: Type.String({ description: 'alert, ongoing or past' }),
  affectedPopulation: Type.Optional(Type.Integer({ minimum: 0 })),
  source: Type.String({ description: 'ReliefWeb, GDACS or NASA EONET' }),
  sourceUrl: Type.Optional(Type.String()),
  glide: Type.Optional(Type.String({ minLength: 1, description: 'GLIDE number: one event across sources' })),
});
/** One stored disaster. */
export type DisasterRecord = Static<typeof DisasterRecordSchema>;

/** The disasters of one source (each source is refreshed on its own, so each has its own key). */
export const ClimateDisastersDataSchema = Type.Object({
  disasters: Type.Array(DisasterRecordSchema),
});
/** The data of one `climate:disasters-*` key. */
export type ClimateDisastersData = Static<typeof ClimateDisastersDataSchema>;

/** One day of the NSIDC Sea Ice Index daily Arctic extent (G02135 v4). */
export const DailyExtentSchema = Type.Object({
  date: IsoDay('Day of the measurement'),
  extentMkm2: Type.Number({ minimum: 0, description: 'Sea ice extent, million km²' }),
});

/** One day of year of the NSIDC 1981-2010 daily extent climatology. */
export const ExtentClimatologySchema = Type.Object({
  dayOfYear: Type.Integer({ minimum: 1, maximum: 366 }),
  averageMkm2: Type.Number({ minimum: 0 }),
  medianMkm2: Type.Number({ minimum: 0 }),
  p10Mkm2: Type.Number({ minimum: 0, description: '10th percentile of 1981-2010' }),
  p90Mkm2: Type.Number({ minimum: 0, description: '90th percentile of 1981-2010' }),
});

/** Arctic sea ice extent (recent daily values, oldest first) and optional ocean indicators. */
export const OceanIceDataSchema = Type.Object({
  daily: Type.Array(DailyExtentSchema, { minItems: 1 }),
  climatology: Type.Array(ExtentClimatologySchema, {
    description: 'Empty when the climatology file could not be read',
  }),
  seaLevelMmAbove1993: Type.Optional(Type.Number()),
  seaLevelAnnualRiseMm: Type.Optional(Type.Number()),
  ohc0700mZj: Type.Optional(Type.Number({ description: 'Ocean heat content 0-700 m, ZJ' })),
  sstAnomalyC: Type.Optional(Type.Number()),
});
/** The `climate:ocean-ice` data. */
export type OceanIceData = Static<typeof OceanIceDataSchema>;

/** The latest PM2.5 reading of one OpenAQ location. */
export const AirQualityReadingSchema = Type.Object({
  locationId: Type.String({ minLength: 1 }),
  city: Type.String({ description: 'Locality, else the location name' }),
  countryCode: Type.String({ pattern: ISO2_PATTERN }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  pm25: Type.Number({ minimum: 0, description: 'PM2.5 concentration, µg/m³' }),
  measuredAt: EpochMs('Time of the reading, Unix epoch ms'),
  source: Type.String({ description: 'e.g. OpenAQ' }),
});

/** Latest PM2.5 readings of monitored locations. */
export const AirQualityDataSchema = Type.Object({
  stations: Type.Array(AirQualityReadingSchema),
});
/** The `climate:air-quality` data. */
export type AirQualityData = Static<typeof AirQualityDataSchema>;

/** One climate headline from the monitored feeds. */
export const ClimateNewsRecordSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  title: Type.String({ minLength: 1 }),
  url: Type.String(),
  summary: Type.String(),
  sourceName: Type.String(),
  publishedAt: EpochMs('Publication time, Unix epoch ms'),
});

/** Climate headlines. */
export const ClimateNewsDataSchema = Type.Object({
  items: Type.Array(ClimateNewsRecordSchema),
});

/** Climate snapshot keys. */
export const climateKeys = {
  anomalies: defineSnapshotKey({
    name: 'climate:anomalies',
    schema: ClimateAnomaliesDataSchema,
    description: 'Open-Meteo ERA5 zone temperature and precipitation against zone normals',
    countRecords: (d) => d.zones.length,
  }),
  disastersReliefweb: defineSnapshotKey({
    name: 'climate:disasters-reliefweb',
    schema: ClimateDisastersDataSchema,
    description: 'ReliefWeb climate disasters (alert or ongoing)',
    countRecords: (d) => d.disasters.length,
  }),
  disastersGdacs: defineSnapshotKey({
    name: 'climate:disasters-gdacs',
    schema: ClimateDisastersDataSchema,
    description: 'GDACS flood, tropical cyclone, drought and wildfire events',
    countRecords: (d) => d.disasters.length,
  }),
  disastersEonet: defineSnapshotKey({
    name: 'climate:disasters-eonet',
    schema: ClimateDisastersDataSchema,
    description: 'NASA EONET open wildfire, tropical storm, flood, drought and heat events',
    countRecords: (d) => d.disasters.length,
  }),
  co2Monitoring: defineSnapshotKey({
    name: 'climate:co2-monitoring',
    schema: Co2DataSchema,
    description: 'NOAA GML monthly CO2 (Mauna Loa) and global CH4 means',
    countRecords: (d) => d.co2Monthly.length,
  }),
  oceanIce: defineSnapshotKey({
    name: 'climate:ocean-ice',
    schema: OceanIceDataSchema,
    description: 'NSIDC Sea Ice Index daily Arctic extent with the 1981-2010 climatology',
    countRecords: (d) => d.daily.length,
  }),
  airQuality: defineSnapshotKey({
    name: 'climate:air-quality',
    schema: AirQualityDataSchema,
    description: 'OpenAQ v3 latest PM2.5 per location',
    countRecords: (d) => d.stations.length,
  }),
  news: defineSnapshotKey({
    name: 'climate:news',
    schema: ClimateNewsDataSchema,
    description: 'Climate headlines from the monitored RSS feeds',
    countRecords: (d) => d.items.length,
  }),
} as const;
