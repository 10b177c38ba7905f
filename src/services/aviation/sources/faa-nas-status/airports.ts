/**
 * The airports an FAA feed names, joined with the shared airport reference data. FAA feeds name
 * airports by FAA location id, which is the IATA code for airline airports; when it is not, the
 * ICAO form (`K` + id in the contiguous US) is tried. The reference data has no city, so `city`
 * stays empty (the schema allows it).
 */
import { type AirportRecord, airportByIata, airportByIcao } from '../../../../reference/airports';
import { regionOf } from '../../airport-region';
import type { AirportRef } from './alerts';

/** Resolves airport codes to reference records; unknown codes are absent from the map. */
export async function resolveAirports(codes: Iterable<string>): Promise<Map<string, AirportRef>> {
  const out = new Map<string, AirportRef>();
  for (const code of new Set(codes)) {
    const found = (await airportByIata(code)) ?? (await airportByIcao(code.length === 3 ? `K${code}` : code));
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

function toRef(a: AirportRecord): AirportRef {
  return {
    iata: a.iata,
    icao: a.icao,
    name: a.name,
    city: '',
    countryCode: a.countryCode,
    region: regionOf(a.countryCode, a.continent),
    latitude: a.latitude,
    longitude: a.longitude,
  };
}
