/**
 * Parser of AISStream messages (pure): the JSON envelope `{ MessageType, MetaData, Message }` of
 * the stream, of which `PositionReport` / `StandardClassBPositionReport` give a vessel's position,
 * course, speed and heading, and `ShipStaticData` its AIS ship type. Built from the published
 * message models (https://github.com/aisstream/ais-message-models, `type-definition.yaml`) and the
 * documentation (https://aisstream.io/documentation); not checked against a recorded stream.
 */
import { num, objectOf, str } from '../../../../ingest/parse/json-values';

/** One vessel as the snapshot reports it. */
export interface VesselReport {
  mmsi: string;
  name: string;
  lat: number;
  lon: number;
  /** Course over ground, degrees. */
  course?: number;
  /** Speed over ground, knots. */
  speed?: number;
  /** True heading, degrees (511 = not available, as AIS sends it). */
  heading?: number;
  /** AIS ship type (ShipStaticData `Type`), when a static report was heard. */
  shipType?: number;
  /** Report time (MetaData `time_utc`), epoch ms. */
  timestamp?: number;
}

/** What one listening window heard. */
export interface VesselSnapshotData {
  /** End of the window, epoch ms. */
  snapshotAt: number;
  messages: number;
  vessels: VesselReport[];
}

/** What a message says: a position, a ship type, or nothing of use. */
export type AisMessage =
  | { kind: 'position'; report: VesselReport }
  | { kind: 'static'; mmsi: string; shipType: number; name: string }
  | { kind: 'other' };

const POSITION_TYPES = new Set([
  'PositionReport',
  'StandardClassBPositionReport',
  'ExtendedClassBPositionReport',
]);

/** `2023-10-22 22:47:36.94034384 +0000 UTC` → epoch ms (UTC); undefined when unreadable. */
export function timeUtc(value: unknown): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?/.exec(str(value));
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}T${m[2]}${m[3] ? m[3].slice(0, 4) : ''}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** One stream message; throws nothing (a message that is not JSON is `other`). */
export function parseAisMessage(text: string): AisMessage {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { kind: 'other' };
  }
  const env = objectOf(doc);
  const type = str(env?.MessageType);
  const meta = objectOf(env?.MetaData);
  const body = objectOf(objectOf(env?.Message)?.[type]);
  const mmsi = str(meta?.MMSI ?? body?.UserID);
  if (!env || !body || !mmsi) return { kind: 'other' };
  const name = str(meta?.ShipName ?? body.Name);
  if (type === 'ShipStaticData') {
    const shipType = num(body.Type);
    return shipType === undefined ? { kind: 'other' } : { kind: 'static', mmsi, shipType, name };
  }
  if (!POSITION_TYPES.has(type) || body.Valid === false) return { kind: 'other' };
  const lat = num(body.Latitude);
  const lon = num(body.Longitude);
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return { kind: 'other' };
  const report: VesselReport = { mmsi, name, lat, lon };
  const course = num(body.Cog);
  const speed = num(body.Sog);
  const heading = num(body.TrueHeading);
  const timestamp = timeUtc(meta?.time_utc);
  if (course !== undefined) report.course = course;
  if (speed !== undefined) report.speed = speed;
  if (heading !== undefined) report.heading = heading;
  if (timestamp !== undefined) report.timestamp = timestamp;
  return { kind: 'position', report };
}

/** The snapshot of a window's messages: each vessel's latest position, with its ship type if heard. */
export function buildSnapshot(messages: readonly string[], snapshotAt: number): VesselSnapshotData {
  const latest = new Map<string, VesselReport>();
  const types = new Map<string, { shipType: number; name: string }>();
  for (const text of messages) {
    const m = parseAisMessage(text);
    if (m.kind === 'position') latest.set(m.report.mmsi, m.report);
    else if (m.kind === 'static') types.set(m.mmsi, { shipType: m.shipType, name: m.name });
  }
  const vessels = [...latest.values()].map((v) => {
    const s = types.get(v.mmsi);
    return s ? { ...v, shipType: s.shipType, name: v.name || s.name } : v;
  });
  return { snapshotAt, messages: messages.length, vessels };
}
