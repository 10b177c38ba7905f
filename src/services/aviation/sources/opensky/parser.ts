/**
 * Parser of the OpenSky Network `GET /api/states/all` answer: `{ time, states }` where each state
 * vector is a positional array (0 icao24, 1 callsign padded with spaces, 3 time_position,
 * 4 last_contact, 5 longitude, 6 latitude, 7 barometric altitude in metres, 8 on_ground,
 * 9 velocity in m/s, 10 true track, 11 vertical rate in m/s, ...). Any field but the address may be
 * null; `states` itself is null when nothing is in view. Vectors without a position are left out.
 * Pure: text in, data out.
 * @see https://openskynetwork.github.io/opensky-api/rest.html
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { AircraftPositionsData, PositionSample } from '../../data';
import { collectPositions, finite, ICAO24_RE, roundTo, text, validPosition } from '../positions';

/** Knots per metre per second (1 kt = 1852 m per hour). */
export const KNOTS_PER_MPS = 3600 / 1852;
/** Feed name stored in the snapshot's `source`. */
export const OPENSKY_FEED_NAME = 'opensky';

/** Positions in the OpenSky state vector array. */
const S = {
  icao24: 0,
  callsign: 1,
  timePosition: 3,
  lastContact: 4,
  lon: 5,
  lat: 6,
  baroAltitude: 7,
  onGround: 8,
  velocity: 9,
  trueTrack: 10,
  verticalRate: 11,
} as const;

/** Reads one state vector; undefined when it has no usable address or position. */
export function parseStateVector(vector: unknown, pollMs: number): PositionSample | undefined {
  if (!Array.isArray(vector)) return undefined;
  const state: readonly unknown[] = vector;
  const address = state[S.icao24];
  const icao24 = typeof address === 'string' ? address.trim().toLowerCase() : '';
  if (!ICAO24_RE.test(icao24)) return undefined;
  const pos = validPosition(state[S.lat], state[S.lon]);
  if (!pos) return undefined;
  // The position's own time when known; else the last message; else the poll time.
  const seconds = finite(state[S.timePosition]) ?? finite(state[S.lastContact]);
  const sample: PositionSample = {
    icao24,
    callsign: text(state[S.callsign]),
    lat: pos.lat,
    lon: pos.lon,
    onGround: state[S.onGround] === true,
    source: 'POSITION_SOURCE_OPENSKY',
    observedAt: seconds !== undefined && seconds >= 0 ? Math.round(seconds * 1000) : pollMs,
  };
  const altitude = finite(state[S.baroAltitude]);
  if (altitude !== undefined) sample.altitudeM = altitude;
  const velocity = finite(state[S.velocity]);
  if (velocity !== undefined) sample.groundSpeedKts = roundTo(velocity * KNOTS_PER_MPS, 1);
  const track = finite(state[S.trueTrack]);
  if (track !== undefined) sample.trackDeg = track;
  const climb = finite(state[S.verticalRate]);
  if (climb !== undefined) sample.verticalRate = climb;
  return sample;
}

/** Parses a `states/all` body; the poll's `time` dates the snapshot. */
export function parseOpenSkyStates(body: string): ParseResult<AircraftPositionsData> {
  const json = parseJsonBody(body, 'opensky states');
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new PayloadError('opensky states: expected an object with `time` and `states`');
  }
  const record = json as Record<string, unknown>;
  const time = finite(record.time);
  if (time === undefined || time <= 0) throw new PayloadError('opensky states: `time` is missing');
  const states = record.states;
  if (states !== null && !Array.isArray(states)) {
    throw new PayloadError('opensky states: `states` is neither an array nor null');
  }
  const vectors: readonly unknown[] = Array.isArray(states) ? states : [];
  const pollMs = Math.round(time * 1000);
  const { positions, skipped } = collectPositions(vectors, (state) => parseStateVector(state, pollMs));
  const warnings =
    skipped > 0 ? [`opensky: ${skipped} state vectors without an address or position left out`] : [];
  return {
    data: { source: OPENSKY_FEED_NAME, updatedAt: pollMs, positions },
    asOf: new Date(pollMs).toISOString(),
    warnings,
  };
}
