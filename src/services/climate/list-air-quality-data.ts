/**
 * GET /api/climate/v1/list-air-quality-data: latest PM2.5 per station with its AQI, worst first
 * (SPEC §2.2). `fetchedAt` is the snapshot's time in epoch ms; 0 with no data.
 */

import { pm25StationRows } from '../../reference/air-quality-index';
import { defineHandler, fromData, unavailable } from '../handler';
import { AIR_QUALITY_UNAVAILABLE, listAirQualityData } from './contract-indicators';
import { climateKeys } from './data';

/** Handler of list-air-quality-data. */
export const listAirQualityDataHandler = defineHandler(listAirQualityData, async (ctx) => {
  const read = await ctx.snapshots.read(climateKeys.airQuality);
  if (read.status !== 'hit') return unavailable(AIR_QUALITY_UNAVAILABLE);
  const stations = pm25StationRows(read.snapshot.data.stations);
  const { fetchedAt } = read.snapshot.meta;
  return fromData({ stations, fetchedAt: Date.parse(fetchedAt) }, fetchedAt);
});
