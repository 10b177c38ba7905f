/**
 * Parser of the adsb.lol v2 answer (`/v2/lat/{lat}/lon/{lon}/dist/{nm}`, the readsb JSON shared by
 * airplanes.live and adsb.fi): `{ ac: [...], msg, now, total, ctime, ptime }` with one object per
 * aircraft. Units differ from OpenSky: `alt_baro` is feet or the string "ground", `gs` is already
 * knots, `baro_rate`/`geom_rate` are feet per minute; `seen_pos` is how many seconds old the
 * position is. Addresses starting with `~` are not ICAO addresses (TIS-B tracks) and are left out,
 * as are aircraft without a current position. Pure: text in, data out.
 * @see https://api.adsb.lol/docs
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { AircraftPositionsData, PositionSample } from '../../data';
import { collectPositions, finite, ICAO24_RE, roundTo, text, validPosition } from '../positions';

/** Metres per foot. */
export const METRES_PER_FOOT = 0.3048;
/** Metres per second per foot per minute. */
export const MPS_PER_FPM = METRES_PER_FOOT / 60;
/** `now` below this is read as seconds (readsb's own files), above as milliseconds (the v2 API). */
export const EPOCH_SECONDS_LIMIT = 1e11;
/** Feed name stored in the snapshot's `source`. */
export const ADSB_LOL_FEED_NAME = 'adsb.lol';

/** Reads one aircraft object; undefined when it has no ICAO address or no current position. */
export function parseAdsbAircraft(entry: unknown, nowMs: number): PositionSample | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const ac = entry as Record<string, unknown>;
  const icao24 = text(ac.hex).toLowerCase();
  if (!ICAO24_RE.test(icao24)) return undefined;
  const pos = validPosition(ac.lat, ac.lon);
  if (!pos) return undefined;
  const age = finite(ac.seen_pos) ?? finite(ac.seen);
  const onGround = ac.alt_baro === 'ground';
  const sample: PositionSample = {
    icao24,
    callsign: text(ac.flight),
    lat: pos.lat,
    lon: pos.lon,
    onGround,
    source: 'POSITION_SOURCE_ADSB_LOL',
    observedAt: Math.max(0, Math.round(nowMs - (age !== undefined && age > 0 ? age * 1000 : 0))),
  };
  const feet = finite(ac.alt_baro);
  if (feet !== undefined) sample.altitudeM = roundTo(feet * METRES_PER_FOOT, 1);
  const speed = finite(ac.gs);
  if (speed !== undefined) sample.groundSpeedKts = speed;
  const track = finite(ac.track);
  if (track !== undefined) sample.trackDeg = track;
  // Barometric rate first (the one `alt_baro` goes with), geometric when only that is sent.
  const fpm = finite(ac.baro_rate) ?? finite(ac.geom_rate);
  if (fpm !== undefined) sample.verticalRate = roundTo(fpm * MPS_PER_FPM, 2);
  return sample;
}

/** Parses an adsb.lol v2 body; its `now` dates the snapshot. */
export function parseAdsbLol(body: string): ParseResult<AircraftPositionsData> {
  const json = parseJsonBody(body, 'adsb.lol');
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new PayloadError('adsb.lol: expected an object with `ac` and `now`');
  }
  const record = json as Record<string, unknown>;
  const now = finite(record.now);
  if (now === undefined || now <= 0) throw new PayloadError('adsb.lol: `now` is missing');
  const nowMs = Math.round(now < EPOCH_SECONDS_LIMIT ? now * 1000 : now);
  const list = record.ac;
  if (list !== undefined && list !== null && !Array.isArray(list)) {
    throw new PayloadError('adsb.lol: `ac` is not an array');
  }
  const items: readonly unknown[] = Array.isArray(list) ? list : [];
  const { positions, skipped } = collectPositions(items, (entry) => parseAdsbAircraft(entry, nowMs));
  const warnings =
    skipped > 0 ? [`adsb.lol: ${skipped} aircraft without an ICAO address or position left out`] : [];
  return {
    data: { source: ADSB_LOL_FEED_NAME, updatedAt: nowMs, positions },
    asOf: new Date(nowMs).toISOString(),
    warnings,
  };
}
