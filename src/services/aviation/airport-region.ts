/**
 * The airport region of the aviation wire enum (SPEC §2.1) from an airport's country and continent:
 * the Middle East and North Africa form their own region, the rest follows the continent.
 */
import type { AirportRegion } from './data';

/** Countries counted as Middle East and North Africa rather than by their continent. */
export const MENA_COUNTRIES: ReadonlySet<string> = new Set([
  'AE',
  'BH',
  'DZ',
  'EG',
  'IL',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LB',
  'LY',
  'MA',
  'OM',
  'PS',
  'QA',
  'SA',
  'SY',
  'TN',
  'YE',
]);

const CONTINENT_REGIONS: Readonly<Record<string, AirportRegion>> = {
  NA: 'AIRPORT_REGION_AMERICAS',
  SA: 'AIRPORT_REGION_AMERICAS',
  EU: 'AIRPORT_REGION_EUROPE',
  AS: 'AIRPORT_REGION_APAC',
  OC: 'AIRPORT_REGION_APAC',
  AF: 'AIRPORT_REGION_AFRICA',
};

/** The airport region of a country and continent (SPEC §2.1 enum). */
export function regionOf(countryCode: string, continent: string): AirportRegion {
  if (MENA_COUNTRIES.has(countryCode)) return 'AIRPORT_REGION_MENA';
  return CONTINENT_REGIONS[continent] ?? 'AIRPORT_REGION_UNSPECIFIED';
}
