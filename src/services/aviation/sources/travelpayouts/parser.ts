/**
 * Parser of the Travelpayouts (Aviasales) Data API price lists. The `v2/prices/*` routes answer
 * `{ success, data: [fare...], currency?, error? }`; the calendar preload of the same cache answers
 * `{ best_prices: [fare...] }`; both carry fares of one shape: `value` (price), `depart_date`,
 * `return_date` ("" one-way), `number_of_changes`, `trip_class` (0 economy, 1 business, 2 first),
 * `found_at` (when a user's search saw the price: with an offset, with `Z`, or bare UTC), `actual`,
 * sometimes `airline`, `duration`, `expires_at`. These are cached, indicative prices, not offers.
 * Pure: text in, data out.
 * @see https://api.travelpayouts.com/documentation
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { FlightPriceQuery, PriceQuote } from '../../providers';

/** Travelpayouts `trip_class` codes by contract cabin (the API has no premium economy). */
export const TRIP_CLASS_BY_CABIN: Readonly<Record<string, number>> = {
  CABIN_CLASS_ECONOMY: 0,
  CABIN_CLASS_BUSINESS: 1,
  CABIN_CLASS_FIRST: 2,
};
/** Contract cabins by Travelpayouts `trip_class` code. */
export const CABIN_BY_TRIP_CLASS = [
  'CABIN_CLASS_ECONOMY',
  'CABIN_CLASS_BUSINESS',
  'CABIN_CLASS_FIRST',
] as const;
/** Name of the provider in quotes and answers (the reference service's name for the same API). */
export const TRAVELPAYOUTS_PROVIDER_NAME = 'travelpayouts_data';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const IATA = /^[A-Z]{3}$/;

/** A JSON number (strings are not numbers here: the API sends real numbers). */
function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A string field trimmed; '' when absent or not a string. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One cached fare as the API lists it. */
export interface TravelpayoutsFare {
  origin?: string;
  destination?: string;
  departDate: string;
  /** '' for a one-way fare. */
  returnDate: string;
  price: number;
  stops: number;
  tripClass?: number;
  /** Epoch ms when a search saw this price. */
  foundAt?: number;
  /** Epoch ms after which the price should not be used. */
  expiresAt?: number;
  airline?: string;
  durationMinutes?: number;
  /** False when the API marks the price as no longer current. */
  actual: boolean;
}

/** A parsed price list. */
export interface TravelpayoutsPrices {
  /** Currency the API says the prices are in (upper case), when it says. */
  currency?: string;
  fares: TravelpayoutsFare[];
  /** Entries that were not fares (no price, date or stop count). */
  skipped: number;
}

/** Reads a Travelpayouts time (ISO 8601 with an offset, `Z`, or no zone: then UTC) as epoch ms. */
export function parseTravelpayoutsTime(value: unknown): number | undefined {
  const s = text(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s)) return undefined;
  const zone = /(Z|[+-]\d{2}:?\d{2})$/i.exec(s);
  const normalised = zone ? s.replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : `${s}Z`;
  const t = Date.parse(normalised);
  return Number.isNaN(t) || t < 0 ? undefined : t;
}

/** The day part of `depart_date` / `departure_at` style fields, when it is one. */
function dayOf(value: unknown): string | undefined {
  const day = text(value).slice(0, 10);
  return DAY.test(day) ? day : undefined;
}

/** Reads one fare; undefined when it lacks a positive price, a departure day or a stop count. */
export function parseTravelpayoutsFare(entry: unknown): TravelpayoutsFare | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const f = entry as Record<string, unknown>;
  const price = finite(f.value) ?? finite(f.price);
  const departDate = dayOf(f.depart_date) ?? dayOf(f.departure_at);
  const stops = finite(f.number_of_changes) ?? finite(f.transfers);
  if (price === undefined || price <= 0 || departDate === undefined) return undefined;
  if (stops === undefined || !Number.isInteger(stops) || stops < 0) return undefined;
  const fare: TravelpayoutsFare = {
    departDate,
    returnDate: dayOf(f.return_date) ?? dayOf(f.return_at) ?? '',
    price,
    stops,
    actual: f.actual !== false,
  };
  const origin = text(f.origin).toUpperCase();
  if (IATA.test(origin)) fare.origin = origin;
  const destination = text(f.destination).toUpperCase();
  if (IATA.test(destination)) fare.destination = destination;
  const tripClass = finite(f.trip_class);
  if (tripClass !== undefined && Number.isInteger(tripClass)) fare.tripClass = tripClass;
  const foundAt = parseTravelpayoutsTime(f.found_at);
  if (foundAt !== undefined) fare.foundAt = foundAt;
  const expiresAt = parseTravelpayoutsTime(f.expires_at);
  if (expiresAt !== undefined) fare.expiresAt = expiresAt;
  const airline = text(f.airline).toUpperCase();
  if (/^[A-Z0-9]{2,3}$/.test(airline)) fare.airline = airline;
  const duration = finite(f.duration);
  if (duration !== undefined && duration > 0) fare.durationMinutes = Math.round(duration);
  return fare;
}

/** Parses a price list body; an answer with `success: false` is an upstream failure. */
export function parseTravelpayoutsPrices(body: string): TravelpayoutsPrices {
  const json = parseJsonBody(body, 'travelpayouts');
  let list: unknown;
  let currency: string | undefined;
  if (Array.isArray(json)) list = json;
  else if (typeof json === 'object' && json !== null) {
    const record = json as Record<string, unknown>;
    if (record.success === false) {
      throw new PayloadError(`travelpayouts: request refused (${text(record.error) || 'no reason given'})`);
    }
    list = record.data ?? record.best_prices ?? [];
    const code = text(record.currency).toUpperCase();
    if (/^[A-Z]{3}$/.test(code)) currency = code;
  }
  if (!Array.isArray(list)) throw new PayloadError('travelpayouts: expected a list of fares in `data`');
  const entries: readonly unknown[] = list;
  const fares: TravelpayoutsFare[] = [];
  for (const entry of entries) {
    const fare = parseTravelpayoutsFare(entry);
    if (fare) fares.push(fare);
  }
  return { ...(currency ? { currency } : {}), fares, skipped: entries.length - fares.length };
}

/** What turning fares into quotes needs besides the query. */
export interface QuoteContext {
  /** Currency the prices were asked in (upper case), used when the answer names none. */
  currency: string;
  /** Epoch ms of the provider's answer, the observation time of fares without `found_at`. */
  answeredAt: number;
}

/**
 * The fares of a list that match a query exactly (departure day, return day or one-way, cabin),
 * as contract quotes, cheapest first. Prices the API marks as no longer current are left out.
 */
export function quotesForQuery(
  prices: TravelpayoutsPrices,
  query: Pick<FlightPriceQuery, 'origin' | 'destination' | 'departureDate' | 'returnDate' | 'cabin'>,
  ctx: QuoteContext,
): PriceQuote[] {
  const wantedClass = TRIP_CLASS_BY_CABIN[query.cabin ?? 'CABIN_CLASS_ECONOMY'];
  if (wantedClass === undefined) return [];
  const returnDate = query.returnDate ?? '';
  const currency = prices.currency ?? ctx.currency;
  const ids = new Map<string, number>();
  return prices.fares
    .filter(
      (f) =>
        f.actual &&
        f.departDate === query.departureDate &&
        f.returnDate === returnDate &&
        (f.tripClass ?? wantedClass) === wantedClass,
    )
    .sort((a, b) => a.price - b.price)
    .map((f) => {
      const origin = f.origin ?? query.origin;
      const destination = f.destination ?? query.destination;
      const base = `tp-${origin}-${destination}-${f.departDate}-${f.returnDate || 'oneway'}-${f.stops}-${wantedClass}`;
      const n = (ids.get(base) ?? 0) + 1;
      ids.set(base, n);
      const quote: PriceQuote = {
        id: n === 1 ? base : `${base}-${n}`,
        origin,
        destination,
        departureDate: f.departDate,
        returnDate: f.returnDate,
        carrier: f.airline ? { iataCode: f.airline } : {},
        priceAmount: f.price,
        currency,
        cabin: CABIN_BY_TRIP_CLASS[wantedClass] ?? 'CABIN_CLASS_UNSPECIFIED',
        stops: f.stops,
        isIndicative: true,
        observedAt: f.foundAt ?? ctx.answeredAt,
        provider: TRAVELPAYOUTS_PROVIDER_NAME,
      };
      if (f.durationMinutes !== undefined) quote.durationMinutes = f.durationMinutes;
      if (f.expiresAt !== undefined) quote.expiresAt = f.expiresAt;
      return quote;
    });
}
