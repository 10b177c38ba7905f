/**
 * GET /api/climate/v1/list-air-quality-data: latest PM2.5 per station with its AQI, worst first
 * (SPEC §2.2). `fetchedAt` is the snapshot's time in epoch ms; 0 with no data.
 */

import { pm25Aqi } from '../../reference/air-quality-index';
import { defineHandler, fromData, unavailable } from '../handler';
import { AIR_QUALITY_UNAVAILABLE, listAirQualityData } from './contract-indicators';
import { climateKeys } from './data';

/** The pollutant every station's AQI is computed from. */
export const AQI_POLLUTANT = 'pm25';

/** Handler of list-air-quality-data. */
export const listAirQualityDataHandler = defineHandler(listAirQualityData, async (ctx) => {
  const read = await ctx.snapshots.read(climateKeys.airQuality);
  if (read.status !== 'hit') return unavailable(AIR_QUALITY_UNAVAILABLE);
  const stations = read.snapshot.data.stations.map((s) => ({
    city: s.city,
    countryCode: s.countryCode,
    lat: s.lat,
    lng: s.lng,
    pm25: s.pm25,
    ...pm25Aqi(s.pm25),
    pollutant: AQI_POLLUTANT,
    measuredAt: s.measuredAt,
    source: s.source,
  }));
  stations.sort((a, b) => b.aqi - a.aqi || a.city.localeCompare(b.city));
  const { fetchedAt } = read.snapshot.meta;
  return fromData({ stations, fetchedAt: Date.parse(fetchedAt) }, fetchedAt);
});
