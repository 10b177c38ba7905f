/**
 * Airport reference data from the `airport-data-js` package (bundled with the package, no network):
 * codes, names, time zones, countries and positions of airports by IATA code.
 */
import airportData from 'airport-data-js';
import type { AirportRegion } from '../../store/schemas/aviation';

/** What the service needs to know about one airport. */
export interface AirportInfo {
  iata: string;
  icao: string;
  name: string;
  timezone: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Two-letter continent code: AF, AN, AS, EU, NA, OC, SA. */
  continent: string;
  latitude: number;
  longitude: number;
}

/** Looks an airport up by IATA code; undefined when the reference data does not know it. */
export async function lookupAirport(iata: string): Promise<AirportInfo | undefined> {
  let found: Awaited<ReturnType<typeof airportData.getAirportByIata>>;
  try {
    found = await airportData.getAirportByIata(iata);
  } catch {
    // The package throws "No data found" for unknown codes rather than answering an empty list.
    return undefined;
  }
  const a = found.find((x) => x.iata === iata);
  if (!a) return undefined;
  return {
    iata: a.iata,
    icao: a.icao ?? '',
    name: a.airport ?? '',
    timezone: a.time ?? '',
    countryCode: a.country_code ?? '',
    continent: a.continent ?? '',
    // Typed as strings by the package but numbers in its data: normalise either way.
    latitude: Number(a.latitude),
    longitude: Number(a.longitude),
  };
}

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
