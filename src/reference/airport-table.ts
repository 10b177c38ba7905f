/**
 * The airport reference data as one compact text table: a line per airport of `airport-data-js`,
 * with only the fields `airports.ts` answers, tab-separated in `AIRPORT_COLUMNS` order.
 *
 * The package holds ~18,800 airports with 18 fields each in a 5.4 MB packed script, and unpacking
 * it costs ~0.3 s and ~90 MB of memory for as long as the process lives. Here the package is
 * loaded only when the table is first asked for; the server build (`scripts/build-server.ts`)
 * calls `airportTableText` once and ships its result in `dist/` instead of this module, so
 * `npm start` never loads the package at all.
 */
import { createRequire } from 'node:module';

type AirportDataPackage = typeof import('airport-data-js');

/** The columns of a table line, in order. */
export const AIRPORT_COLUMNS = [
  'iata',
  'icao',
  'name',
  'timezone',
  'countryCode',
  'continent',
  'latitude',
  'longitude',
] as const;

/** The whole table: one line per airport, in the package's order. */
export async function airportTableText(): Promise<string> {
  // Required rather than imported: loaders disagree on a dynamically imported CommonJS default.
  const airportData = createRequire(import.meta.url)('airport-data-js') as AirportDataPackage;
  const all = await airportData.findAirports({});
  return all
    .map((a) =>
      cells([
        a.iata ?? '',
        // A few records carry a number here; they are not ICAO codes and are never matched.
        typeof a.icao === 'string' ? a.icao : '',
        a.airport ?? '',
        a.time ?? '',
        (a.country_code ?? '').toUpperCase(),
        a.continent ?? '',
        // Typed as strings by the package but numbers in its data: normalise either way.
        String(Number(a.latitude)),
        String(Number(a.longitude)),
      ]),
    )
    .join('\n');
}

/** One line of cells; a tab or line break inside a value (none today) would become a space. */
function cells(values: readonly string[]): string {
  return values.map((v) => v.replace(/[\t\r\n]/g, ' ')).join('\t');
}
