/**
 * Airport reference data for the delay parsers, from `airport-data-js` (bundled data, no network).
 * FAA feeds name airports by FAA location id, which is the IATA code for airline airports; when
 * it is not, the ICAO form (`K` + id in the contiguous US) is tried. The package has no city
 * field, so `city` stays empty (the schema allows it).
 */
import airportData from 'airport-data-js';
import { regionOf } from '../services/aviation/airport-reference';
import type { AirportRef } from './parsers/airport-delays';

type PackageAirport = Awaited<ReturnType<typeof airportData.getAirportByIata>>[number];

/** Resolves airport codes to reference records; unknown codes are absent from the map. */
export async function resolveAirports(codes: Iterable<string>): Promise<Map<string, AirportRef>> {
  const out = new Map<string, AirportRef>();
  for (const code of new Set(codes)) {
    const found = (await byIata(code)) ?? (await byIcao(code.length === 3 ? `K${code}` : code));
    const ref = found ? toRef(found) : undefined;
    // An alert needs a position and a country: records without them count as unknown.
    if (
      ref &&
      Number.isFinite(ref.latitude) &&
      Number.isFinite(ref.longitude) &&
      /^[A-Z]{2}$/.test(ref.countryCode)
    ) {
      out.set(code, ref);
    }
  }
  return out;
}

async function byIata(code: string): Promise<PackageAirport | undefined> {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  try {
    return (await airportData.getAirportByIata(code)).find((a) => a.iata === code);
  } catch {
    // The package throws for unknown codes instead of answering an empty list.
    return undefined;
  }
}

async function byIcao(code: string): Promise<PackageAirport | undefined> {
  if (!/^[A-Z0-9]{4}$/.test(code)) return undefined;
  try {
    return (await airportData.getAirportByIcao(code)).find((a) => a.icao === code);
  } catch {
    return undefined;
  }
}

function toRef(a: PackageAirport): AirportRef {
  const countryCode = (a.country_code ?? '').toUpperCase();
  return {
    iata: a.iata ?? '',
    icao: a.icao ?? '',
    name: a.airport ?? '',
    city: '',
    countryCode,
    region: regionOf(countryCode, a.continent ?? ''),
    // Typed as strings by the package but numbers in its data: normalise either way.
    latitude: Number(a.latitude),
    longitude: Number(a.longitude),
  };
}
