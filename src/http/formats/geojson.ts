/**
 * GeoJSON of a list of records (issue #33, RFC 7946): a FeatureCollection with one Feature per
 * record, its properties the record itself and its geometry a Point `[longitude, latitude]` read
 * from the first spelling in COORDINATE_SPELLINGS that gives two numbers in range. A record
 * without coordinates keeps its place with `geometry: null` (valid GeoJSON), so the features match
 * the JSON list one to one.
 */
import { COORDINATE_SPELLINGS } from './list-shape';

/** A GeoJSON Point. */
export interface Point {
  type: 'Point';
  coordinates: [longitude: number, latitude: number];
}

/** A GeoJSON Feature of one record. */
export interface Feature {
  type: 'Feature';
  geometry: Point | null;
  properties: Record<string, unknown> | null;
}

/** A GeoJSON FeatureCollection. */
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

function at(record: unknown, path: readonly string[]): unknown {
  let node = record;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function inRange(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** The Point of a record, or null when it carries no usable coordinates. */
export function pointOf(record: unknown): Point | null {
  for (const [latPath, lonPath] of COORDINATE_SPELLINGS) {
    const lat = at(record, latPath);
    const lon = at(record, lonPath);
    if (inRange(lat, 90) && inRange(lon, 180)) return { type: 'Point', coordinates: [lon, lat] };
  }
  return null;
}

/** The FeatureCollection of records. */
export function toFeatureCollection(records: readonly unknown[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: records.map((record) => ({
      type: 'Feature',
      geometry: pointOf(record),
      properties: typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : null,
    })),
  };
}
