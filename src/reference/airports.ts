/**
 * Airport reference data from the `airport-data-js` package (bundled with the package, no network):
 * codes, names, time zones, countries and positions of airports, by IATA or ICAO code.
 */
import airportData from 'airport-data-js';

/** What the reference data says about one airport. */
export interface AirportRecord {
  /** IATA code ('' when the airport has none). */
  iata: string;
  /** ICAO code ('' when the airport has none). */
  icao: string;
  name: string;
  /** IANA time zone ('' when unknown). */
  timezone: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** Two-letter continent code: AF, AN, AS, EU, NA, OC, SA. */
  continent: string;
  /** Decimal degrees (NaN when the data has no position). */
  latitude: number;
  longitude: number;
}

type PackageAirport = Awaited<ReturnType<typeof airportData.getAirportByIata>>[number];

const IATA = /^[A-Z]{3}$/;
const ICAO = /^[A-Z0-9]{4}$/;

/** The airport with this IATA code (three upper-case letters); undefined when unknown. */
export async function airportByIata(code: string): Promise<AirportRecord | undefined> {
  if (!IATA.test(code)) return undefined;
  return toRecord(
    await lookup(
      () => airportData.getAirportByIata(code),
      (a) => a.iata === code,
    ),
  );
}

/** The airport with this ICAO code (four upper-case letters or digits); undefined when unknown. */
export async function airportByIcao(code: string): Promise<AirportRecord | undefined> {
  if (!ICAO.test(code)) return undefined;
  return toRecord(
    await lookup(
      () => airportData.getAirportByIcao(code),
      (a) => a.icao === code,
    ),
  );
}

async function lookup(
  query: () => Promise<PackageAirport[]>,
  exact: (a: PackageAirport) => boolean,
): Promise<PackageAirport | undefined> {
  try {
    return (await query()).find(exact);
  } catch {
    // The package throws "No data found" for unknown codes rather than answering an empty list.
    return undefined;
  }
}

function toRecord(a: PackageAirport | undefined): AirportRecord | undefined {
  if (!a) return undefined;
  return {
    iata: a.iata ?? '',
    icao: a.icao ?? '',
    name: a.airport ?? '',
    timezone: a.time ?? '',
    countryCode: (a.country_code ?? '').toUpperCase(),
    continent: a.continent ?? '',
    // Typed as strings by the package but numbers in its data: normalise either way.
    latitude: Number(a.latitude),
    longitude: Number(a.longitude),
  };
}
