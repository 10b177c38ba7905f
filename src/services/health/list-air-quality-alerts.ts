/**
 * GET /api/health/v1/list-air-quality-alerts: stations of climate's OpenAQ PM2.5 snapshot whose
 * EPA category reaches `min_risk_level`, worst first. Reads the snapshot, never OpenAQ itself.
 */

import { atLeast, pm25StationRows, type RiskLevel } from '../../reference/air-quality-index';
import { climateKeys } from '../climate/data';
import { defineHandler, fromData, unavailable } from '../handler';
import { AIR_QUALITY_ALERTS_UNAVAILABLE, DEFAULT_MIN_RISK_LEVEL, listAirQualityAlerts } from './contract';

/** Handler of list-air-quality-alerts. */
export const listAirQualityAlertsHandler = defineHandler(listAirQualityAlerts, async (ctx, query) => {
  const read = await ctx.snapshots.read(climateKeys.airQuality);
  if (read.status !== 'hit') return unavailable(AIR_QUALITY_ALERTS_UNAVAILABLE);
  const min: RiskLevel = query.min_risk_level ?? DEFAULT_MIN_RISK_LEVEL;
  const alerts = pm25StationRows(read.snapshot.data.stations).filter((a) => atLeast(a.riskLevel, min));
  const { fetchedAt } = read.snapshot.meta;
  return fromData({ alerts, fetchedAt: Date.parse(fetchedAt) }, fetchedAt);
});
