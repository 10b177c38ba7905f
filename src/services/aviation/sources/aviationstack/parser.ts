/**
 * Parser of AviationStack `GET /v1/flights` answers: `{ pagination, data: [flight...] }` or
 * `{ error: { code, message } }` (with HTTP 200 on some plans). A flight has `flight_date`,
 * `flight_status`, `departure`/`arrival` (`iata`, `icao`, `airport`, `timezone`, `terminal`, `gate`,
 * `delay`, `scheduled`, `estimated`, `actual`), `airline`, `flight` (`iata`, `codeshared`),
 * `aircraft`, `live`. Times are the airport's local wall-clock time written with a `+00:00` offset
 * (see fixtures/SOURCE.md): they are read in the airport's `timezone`, and dropped when it is
 * missing rather than guessed. Pure: text in, data out.
 * @see https://aviationstack.com/documentation
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { BoardDirection, Carrier, FlightBoard, FlightInstance, FlightInstanceStatus } from '../../data';

/** Name of the provider in records and answers. */
export const AVIATIONSTACK_PROVIDER_NAME = 'aviationstack';

/** Contract statuses by AviationStack `flight_status` (README: "AviationStack statuses"). */
export const STATUS_BY_AVIATIONSTACK: Readonly<Record<string, FlightInstanceStatus>> = {
  scheduled: 'FLIGHT_INSTANCE_STATUS_SCHEDULED',
  active: 'FLIGHT_INSTANCE_STATUS_AIRBORNE',
  landed: 'FLIGHT_INSTANCE_STATUS_LANDED',
  cancelled: 'FLIGHT_INSTANCE_STATUS_CANCELLED',
  diverted: 'FLIGHT_INSTANCE_STATUS_DIVERTED',
  incident: 'FLIGHT_INSTANCE_STATUS_UNKNOWN',
};

/** One flight record; a codeshare (marketing) record names the flight that operates it. */
export interface AviationstackRecord {
  flight: FlightInstance;
  /** Codeshare records: the operating flight's IATA number (`flight.codeshared.flight_iata`). */
  operatingFlight?: string;
}

/** One page of flights as the API answered it. */
export interface AviationstackPage {
  records: AviationstackRecord[];
  /** The API's own count of matching flights (`pagination.total`). */
  total: number;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined;

/** Parses one answer; throws PayloadError on an `error` body or a body without `data`. */
export function parseAviationstackFlights(text: string): AviationstackPage {
  const doc = obj(parseJsonBody(text, 'AviationStack flights'));
  const error = obj(doc?.error);
  if (error) {
    throw new PayloadError(
      `AviationStack error: ${str(error.code) ?? '?'}: ${str(error.message) ?? ''}`.trim(),
    );
  }
  if (!doc || !Array.isArray(doc.data)) throw new PayloadError('AviationStack flights: no data array');
  const records = doc.data.flatMap((row) => {
    const r = recordOf(obj(row));
    return r ? [r] : [];
  });
  return { records, total: int(obj(doc.pagination)?.total) ?? records.length };
}

function recordOf(row: Json | undefined): AviationstackRecord | undefined {
  const flight = obj(row?.flight);
  const flightNumber = str(flight?.iata)?.toUpperCase();
  const date = str(row?.flight_date);
  if (!row || !flightNumber || !date) return undefined; // no identity: nothing to publish
  const dep = obj(row.departure) ?? {};
  const arr = obj(row.arrival) ?? {};
  const raw = str(row.flight_status)?.toLowerCase();
  const status =
    raw === undefined
      ? 'FLIGHT_INSTANCE_STATUS_UNSPECIFIED'
      : (STATUS_BY_AVIATIONSTACK[raw] ?? 'FLIGHT_INSTANCE_STATUS_UNKNOWN');
  const aircraft = obj(row.aircraft);
  const codeshared = obj(flight?.codeshared);
  const icao24 = str(aircraft?.icao24)?.toLowerCase();
  const updatedAt = instant(str(obj(row.live)?.updated));
  const operatingFlight = str(codeshared?.flight_iata)?.toUpperCase();
  const record: FlightInstance = {
    flightNumber,
    date,
    operatingCarrier: codeshared ? codeshareCarrier(codeshared) : carrierOf(obj(row.airline)),
    origin: airportOf(dep),
    destination: airportOf(arr),
    ...times('Departure', dep),
    ...times('Arrival', arr),
    status,
    ...optional('delayMinutes', int(dep.delay) ?? int(arr.delay)),
    cancelled: raw === 'cancelled',
    diverted: raw === 'diverted',
    ...optional('gate', str(dep.gate)),
    ...optional('terminal', str(dep.terminal)),
    ...optional('aircraftIcao24', icao24 && /^[0-9a-f]{6}$/.test(icao24) ? icao24 : undefined),
    ...optional('aircraftType', str(aircraft?.icao)),
    codeshareFlightNumbers: [],
    source: AVIATIONSTACK_PROVIDER_NAME,
    ...optional('updatedAt', updatedAt),
  };
  return operatingFlight ? { flight: record, operatingFlight } : { flight: record };
}

/** The marketing record of a codeshare names the operating flight in `codeshared` (lower case). */
function codeshareCarrier(c: Json): Carrier {
  return {
    ...optional('iataCode', str(c.airline_iata)?.toUpperCase()),
    ...optional('icaoCode', str(c.airline_icao)?.toUpperCase()),
    ...optional('name', str(c.airline_name)),
  };
}

function carrierOf(a: Json | undefined): Carrier {
  return {
    ...optional('iataCode', str(a?.iata)),
    ...optional('icaoCode', str(a?.icao)),
    ...optional('name', str(a?.name)),
  };
}

function airportOf(side: Json): FlightInstance['origin'] {
  return {
    ...optional('iata', str(side.iata)),
    ...optional('icao', str(side.icao)),
    ...optional('name', str(side.airport)),
    ...optional('timezone', str(side.timezone)),
  };
}

function times(what: 'Departure' | 'Arrival', side: Json): Partial<FlightInstance> {
  const tz = str(side.timezone);
  const at = (v: unknown) => (tz ? localToEpoch(str(v), tz) : undefined);
  return {
    ...optional(`scheduled${what}`, at(side.scheduled)),
    ...optional(`estimated${what}`, at(side.estimated)),
    ...optional(`actual${what}`, at(side.actual)),
  };
}

/** A written instant (with its offset or `Z`) in epoch ms. */
function instant(v: string | undefined): number | undefined {
  const t = v === undefined ? Number.NaN : Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * The instant at which the wall clock of `timeZone` read the date-time of `local` (its offset, if
 * any, ignored: AviationStack writes local times with `+00:00`). Undefined for an unknown zone.
 */
export function localToEpoch(local: string | undefined, timeZone: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local ?? '');
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  try {
    // Two passes settle the offset on either side of a daylight-saving change.
    const first = wall - zoneOffset(timeZone, wall);
    return wall - zoneOffset(timeZone, first);
  } catch {
    return undefined;
  }
}

/** Offset of `timeZone` from UTC at instant `t`, in ms (throws RangeError for an unknown zone). */
function zoneOffset(timeZone: string, t: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) -
    Math.floor(t / 1000) * 1000
  );
}

/**
 * An airport's board from one page: codeshare records (a marketing number of a flight operated by
 * another) are folded into the operating flight's `codeshareFlightNumbers`, so each flight counts once.
 */
export function boardOf(
  page: AviationstackPage,
  airport: string,
  direction: BoardDirection,
  updatedAt: number,
): FlightBoard {
  // Copies: the page is a cached value, shared by every lookup that hits it.
  const flights = page.records
    .filter((r) => !r.operatingFlight)
    .map((r) => ({ ...r.flight, codeshareFlightNumbers: [...r.flight.codeshareFlightNumbers] }));
  const byKey = new Map(flights.map((f) => [`${f.flightNumber}|${f.date}`, f]));
  let folded = 0;
  for (const r of page.records) {
    if (!r.operatingFlight) continue;
    const host = byKey.get(`${r.operatingFlight}|${r.flight.date}`);
    if (!host)
      flights.push(r.flight); // its operating flight is not on this page: keep it
    else if (!host.codeshareFlightNumbers.includes(r.flight.flightNumber)) {
      host.codeshareFlightNumbers.push(r.flight.flightNumber);
      folded += 1;
    }
  }
  return {
    airport,
    direction,
    source: AVIATIONSTACK_PROVIDER_NAME,
    updatedAt,
    totalAvailable: Math.max(flights.length, page.total - folded),
    flights,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
