/**
 * Health service contract: air-quality alerts derived from the OpenAQ PM2.5 snapshot. Times are
 * Unix epoch milliseconds (int64, as the reference types them).
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { RISK_LEVELS } from '../../reference/air-quality-index';
import { climateKeys } from '../climate/data';

/** Categories a caller may set as the alert threshold (`good` would alert on every station). */
export const ALERT_RISK_LEVELS = RISK_LEVELS.filter((l) => l !== 'good');
/** Default threshold: EPA's first category with health effects for anyone (AQI 101 and above). */
export const DEFAULT_MIN_RISK_LEVEL = 'unhealthy_for_sensitive_groups';

const Double = (description?: string) =>
  Type.Number(description ? { format: 'double', description } : { format: 'double' });
const EpochMs = (description: string) => Type.Integer({ format: 'int64', minimum: 0, description });

/** One station over the threshold. */
export const AirQualityAlertSchema = Type.Object({
  city: Type.String({ description: 'Locality, else the station name' }),
  countryCode: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  lat: Double(),
  lng: Double(),
  pm25: Double('Latest PM2.5 reading, µg/m³'),
  aqi: Int32({ description: 'US EPA AQI (2024 PM2.5 breakpoints) of the latest reading' }),
  riskLevel: StringEnum(RISK_LEVELS, { description: 'EPA category of the AQI' }),
  pollutant: Type.String({ description: 'Pollutant the AQI is computed from (pm25)' }),
  measuredAt: EpochMs('Time of the reading, Unix epoch milliseconds'),
  source: Type.String({ description: 'Data provider, e.g. OpenAQ' }),
});

/** ListAirQualityAlertsResponse. */
export const ListAirQualityAlertsResponseSchema = Type.Object({
  alerts: Type.Array(AirQualityAlertSchema, {
    description: 'Stations at or over the threshold, worst first',
  }),
  fetchedAt: EpochMs('Time of the readings snapshot, Unix epoch milliseconds; 0 when no readings exist'),
});

/** The degraded answer: no air-quality readings have been loaded (not "no alerts"). */
export const AIR_QUALITY_ALERTS_UNAVAILABLE: Static<typeof ListAirQualityAlertsResponseSchema> = {
  alerts: [],
  fetchedAt: 0,
};

/** GET /api/health/v1/list-air-quality-alerts. */
export const listAirQualityAlerts = getOp({
  id: 'ListAirQualityAlerts',
  service: 'health',
  tag: 'Health',
  rpc: 'list-air-quality-alerts',
  summary: 'Air-quality health alerts',
  description:
    'Monitored OpenAQ stations whose latest PM2.5 reading reaches a US EPA health category (default: unhealthy for sensitive groups, AQI 101 and above), worst first. An empty list with X-Data-Status: ok means readings exist and none reaches the threshold; an empty list with fetchedAt 0 and X-Data-Status: unavailable means no readings have been loaded.',
  query: Type.Object({
    min_risk_level: Type.Optional(
      StringEnum(ALERT_RISK_LEVELS, {
        default: DEFAULT_MIN_RISK_LEVEL,
        description: 'Lowest EPA category reported',
      }),
    ),
  }),
  response: ListAirQualityAlertsResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [climateKeys.airQuality.name],
});

/** Every health operation. */
export const healthOperations: readonly OperationDef[] = [listAirQualityAlerts];
