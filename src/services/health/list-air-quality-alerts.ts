/**
 * GET /api/health/v1/list-air-quality-alerts: stations of climate's OpenAQ PM2.5 snapshot whose
 * EPA category reaches `min_risk_level`, worst first. Reads the snapshot, never OpenAQ itself.
 */

import { atLeast, pm25Aqi, type RiskLevel } from '../../reference/air-quality-index';
import { climateKeys } from '../climate/data';
import { defineHandler, fromData, unavailable } from '../handler';
import { AIR_QUALITY_ALERTS_UNAVAILABLE, DEFAULT_MIN_RISK_LEVEL, listAirQualityAlerts } from './contract';

/** The pollutant every alert's AQI is computed from. */
export const ALERT_POLLUTANT = 'pm25';

/** Handler of list-air-quality-alerts. */
export const listAirQualityAlertsHandler = defineHandler(listAirQualityAlerts, async (ctx, query) => {
  const read = await ctx.snapshots.read(climateKeys.airQuality);
  if (read.status !== 'hit') return unavailable(AIR_QUALITY_ALERTS_UNAVAILABLE);
  const min: RiskLevel = query.min_risk_level ?? DEFAULT_MIN_RISK_LEVEL;
  const alerts = read.snapshot.data.stations
    .map((s) => ({
      city: s.city,
      countryCode: s.countryCode,
      lat: s.lat,
      lng: s.lng,
      pm25: s.pm25,
      ...pm25Aqi(s.pm25),
      pollutant: ALERT_POLLUTANT,
      measuredAt: s.measuredAt,
      source: s.source,
    }))
    .filter((a) => atLeast(a.riskLevel, min));
  alerts.sort((a, b) => b.aqi - a.aqi || a.city.localeCompare(b.city));
  const { fetchedAt } = read.snapshot.meta;
  return fromData({ alerts, fetchedAt: Date.parse(fetchedAt) }, fetchedAt);
});
