/**
 * Airport reference data from the `airport-data-js` package (bundled with the package, no network):
 * codes, names, time zones, countries and positions of airports, by IATA or ICAO code. Read from
 * the compact table of `airport-table.ts`, indexed on the first lookup.
 */
import { AIRPORT_COLUMNS, airportTableText } from './airport-table';

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

const IATA = /^[A-Z]{3}$/;
const ICAO = /^[A-Z0-9]{4}$/;

/** Table lines by code; the first airport in the table's order wins a code shared by several. */
interface AirportIndex {
  byIata: Map<string, string>;
  byIcao: Map<string, string>;
}

let index: Promise<AirportIndex> | undefined;

/** The airport with this IATA code (three upper-case letters); undefined when unknown. */
export async function airportByIata(code: string): Promise<AirportRecord | undefined> {
  if (!IATA.test(code)) return undefined;
  return toRecord((await airportIndex()).byIata.get(code));
}

/** The airport with this ICAO code (four upper-case letters or digits); undefined when unknown. */
export async function airportByIcao(code: string): Promise<AirportRecord | undefined> {
  if (!ICAO.test(code)) return undefined;
  return toRecord((await airportIndex()).byIcao.get(code));
}

function airportIndex(): Promise<AirportIndex> {
  index ??= airportTableText().then(buildIndex);
  return index;
}

const IATA_COLUMN = AIRPORT_COLUMNS.indexOf('iata');
const ICAO_COLUMN = AIRPORT_COLUMNS.indexOf('icao');

function buildIndex(text: string): AirportIndex {
  const byIata = new Map<string, string>();
  const byIcao = new Map<string, string>();
  for (const line of text.split('\n')) {
    const cells = line.split('\t', ICAO_COLUMN + 1);
    const iata = cells[IATA_COLUMN] ?? '';
    const icao = cells[ICAO_COLUMN] ?? '';
    if (iata !== '' && !byIata.has(iata)) byIata.set(iata, line);
    if (icao !== '' && !byIcao.has(icao)) byIcao.set(icao, line);
  }
  return { byIata, byIcao };
}

function toRecord(line: string | undefined): AirportRecord | undefined {
  if (line === undefined) return undefined;
  const [iata, icao, name, timezone, countryCode, continent, latitude, longitude] = line.split('\t');
  return {
    iata: iata ?? '',
    icao: icao ?? '',
    name: name ?? '',
    timezone: timezone ?? '',
    countryCode: countryCode ?? '',
    continent: continent ?? '',
    latitude: Number(latitude),
    longitude: Number(longitude),
  };
}
