/**
 * GET /api/displacement/v1/get-population-exposure: countries mode lists the World Bank
 * population and density of every country; exposure mode estimates the people within `radius` of
 * a point from the density of the country of the nearest held earthquake inside that radius.
 */
import { ApiError } from '../../errors';
import { countryCodeOf, isoCountries } from '../../reference/countries';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { resilienceKeys } from '../resilience/data';
import { seismologyKeys } from '../seismology/data';
import {
  DEFAULT_EXPOSURE_RADIUS_KM,
  getPopulationExposure,
  POPULATION_EXPOSURE_UNAVAILABLE,
} from './contract';

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance, km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLon = (lon2 - lon1) * r;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const getPopulationExposureHandler = defineHandler(getPopulationExposure, async (ctx, q) => {
  const exposureMode = q.mode === 'exposure';
  if (exposureMode && (q.lat === undefined || q.lon === undefined)) {
    const violations = (['lat', 'lon'] as const)
      .filter((f) => q[f] === undefined)
      .map((field) => ({ field, description: 'is required with mode=exposure' }));
    throw new ApiError('VALIDATION_FAILED', { violations });
  }
  const pop = await ctx.snapshots.read(resilienceKeys.populationArea);
  if (pop.status !== 'hit') return unavailable(POPULATION_EXPOSURE_UNAVAILABLE);
  const withDensity = pop.snapshot.data.countries
    .filter((c) => c.areaKm2 !== undefined)
    .map((c) => ({ ...c, density: Math.round(c.population / (c.areaKm2 as number)) }));
  if (!exposureMode) {
    const countries = withDensity.map((c) => ({
      code: isoCountries.alpha2ToAlpha3(c.code) ?? c.code,
      name: isoCountries.getName(c.code, 'en') ?? c.code,
      population: c.population,
      densityPerKm2: c.density,
    }));
    return fromData({ success: true, countries }, pop.snapshot.meta.fetchedAt);
  }
  const quakes = await ctx.snapshots.read(seismologyKeys.earthquakes);
  if (quakes.status !== 'hit') return unavailable(POPULATION_EXPOSURE_UNAVAILABLE);
  const fetchedAt = oldestFetchedAt([pop, quakes]) as string;
  const radius = q.radius ?? DEFAULT_EXPOSURE_RADIUS_KM;
  const lat = q.lat as number;
  const lon = q.lon as number;
  const nearest = quakes.snapshot.data.earthquakes
    .map((e) => ({
      e,
      d: distanceKm(lat, lon, e.latitude, e.longitude),
      cc: countryCodeOf(e.place?.split(',').at(-1) ?? ''),
    }))
    .filter((x) => x.d <= radius && x.cc !== undefined)
    .sort((a, b) => a.d - b.d)[0];
  const country = nearest ? withDensity.find((c) => c.code === nearest.cc) : undefined;
  if (!country) return fromData({ success: false }, fetchedAt);
  return fromData(
    {
      success: true,
      exposure: {
        exposedPopulation: Math.round(country.density * Math.PI * radius * radius),
        exposureRadiusKm: radius,
        nearestCountry: isoCountries.alpha2ToAlpha3(country.code) ?? country.code,
        densityPerKm2: country.density,
      },
    },
    fetchedAt,
  );
});
