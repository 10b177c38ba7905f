/**
 * Reading loosely typed JSON from upstreams: numbers that arrive as strings, fields that may be one
 * object or an array, positions that must be in range. Shared by every JSON parser.
 */
import { PayloadError } from '../errors';

/** A WGS84 point. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A field as trimmed text ('' when absent). */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A field as a finite number (strings accepted), or undefined. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A WGS84 position when both numbers are in range. */
export function position(lat: unknown, lon: unknown): GeoPoint | undefined {
  const latitude = num(lat);
  const longitude = num(lon);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/** Parses a JSON body or throws a PayloadError naming the resource. */
export function parseJsonBody(body: string, resource: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (err) {
    throw new PayloadError(`${resource}: not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** Reads a JSON object body or throws a PayloadError naming the source. */
export function jsonObject(text: string, source: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new PayloadError(`${source}: body is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PayloadError(`${source}: body is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** The objects of a field that may be one object or an array of them (other values dropped). */
export function objects(value: unknown): Record<string, unknown>[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => {
    const o = objectOf(v);
    return o ? [o] : [];
  });
}

/** A JSON value as an object (not null, not an array), or undefined. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
