/**
 * Parser of SerpApi's Google Flights engine (`GET /search?engine=google_flights`): itineraries in
 * `best_flights` and `other_flights`, each with `flights` (legs: `departure_airport` /
 * `arrival_airport` with `id` and a local `time` "YYYY-MM-DD HH:MM", `duration` in minutes,
 * `flight_number` "U2 4876", `airline`), `total_duration`, `price` (whole trip, in the asked
 * `currency`); `price_insights.lowest_price`. A failed search answers `{ error }`. For a round
 * trip the legs are the outbound ones and the price the round trip's. Pure: text in, data out.
 * @see https://serpapi.com/google-flights-api
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ExtFlightResult } from '../../providers';

/** Name of the provider. */
export const SERPAPI_PROVIDER_NAME = 'serpapi_google_flights';

type Json = Record<string, unknown>;
type Leg = ExtFlightResult['legs'][number];
const obj = (v: unknown): Json | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** What one search found. */
export interface SerpapiSearch {
  itineraries: ExtFlightResult[];
  /** `price_insights.lowest_price`, when given. */
  lowestPrice?: number;
}

/**
 * Parses one answer; throws PayloadError on an `error` body. "Google Flights hasn't returned any
 * results" is SerpApi's error for an empty search: it is an empty result, not a failure.
 */
export function parseGoogleFlights(text: string): SerpapiSearch {
  const doc = obj(parseJsonBody(text, 'SerpApi Google Flights'));
  if (!doc) throw new PayloadError('SerpApi Google Flights: not an object');
  const error = str(doc.error);
  if (error) {
    if (/returned any results/i.test(error)) return { itineraries: [] };
    throw new PayloadError(`SerpApi Google Flights: ${error}`);
  }
  const lists = [doc.best_flights, doc.other_flights].filter(Array.isArray) as unknown[][];
  const itineraries = lists.flat().flatMap((i) => {
    const it = itineraryOf(obj(i));
    return it ? [it] : [];
  });
  const lowestPrice = num(obj(doc.price_insights)?.lowest_price);
  return lowestPrice === undefined ? { itineraries } : { itineraries, lowestPrice };
}

function itineraryOf(item: Json | undefined): ExtFlightResult | undefined {
  const price = num(item?.price);
  if (!item || !Array.isArray(item.flights) || price === undefined) return undefined; // no price: not an offer
  const legs: Leg[] = [];
  for (const raw of item.flights) {
    const leg = legOf(obj(raw));
    if (!leg) return undefined; // an itinerary with an unreadable leg is not published half
    legs.push(leg);
  }
  if (legs.length === 0) return undefined;
  const total = num(item.total_duration) ?? legs.reduce((n, l) => n + l.durationMinutes, 0);
  return { legs, price, durationMinutes: Math.round(total), stops: legs.length - 1 };
}

function legOf(f: Json | undefined): Leg | undefined {
  const dep = obj(f?.departure_airport);
  const arr = obj(f?.arrival_airport);
  const number = /^([A-Z0-9]{2})\s*(\d{1,4}[A-Z]?)$/.exec(str(f?.flight_number)?.toUpperCase() ?? '');
  const depAt = localTime(str(dep?.time));
  const arrAt = localTime(str(arr?.time));
  const from = str(dep?.id);
  const to = str(arr?.id);
  const duration = num(f?.duration);
  if (!number || !depAt || !arrAt || !from || !to || duration === undefined) return undefined;
  return {
    airlineCode: number[1]!,
    flightNumber: `${number[1]}${number[2]}`,
    departureAirport: from,
    arrivalAirport: to,
    departureDatetime: depAt,
    arrivalDatetime: arrAt,
    durationMinutes: Math.round(duration),
  };
}

/** "2025-03-12 20:30" → "2025-03-12T20:30" (local to the airport, as the contract says). */
function localTime(v: string | undefined): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})/.exec(v ?? '');
  return m ? `${m[1]}T${m[2]!.padStart(2, '0')}:${m[3]}` : undefined;
}
