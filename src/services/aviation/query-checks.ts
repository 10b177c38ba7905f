/**
 * Checks between parameters that a per-parameter schema cannot express (date order, departure
 * window, bounding box). They fail the request with the same 400 `violations` body as the schema
 * checks (SPEC §7), naming the parameters as the client sent them.
 */
import { ApiError, type Violation } from '../../errors';

/** Throws VALIDATION_FAILED when any violation was found. */
export function rejectIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ApiError('VALIDATION_FAILED', { violations });
}

/** A violation when `later` (a YYYY-MM-DD date) comes before `earlier`. */
export function dateOrder(
  earlierName: string,
  earlier: string | undefined,
  laterName: string,
  later: string | undefined,
): Violation[] {
  if (earlier === undefined || later === undefined || later >= earlier) return [];
  return [{ field: laterName, description: `must not be before ${earlierName}` }];
}

/** A violation when an `HH-HH` window does not end after it starts. */
export function departureWindowOrder(name: string, window: string | undefined): Violation[] {
  if (window === undefined) return [];
  const [from, to] = window.split('-').map(Number);
  if (from !== undefined && to !== undefined && from < to) return [];
  return [{ field: name, description: 'must end after it starts (HH-HH, e.g. 6-20)' }];
}

/** A bounding box (degrees). `west > east` crosses the antimeridian. */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The four corner parameters of a bounding box, by name. */
export interface BoxParams {
  sw_lat?: number;
  sw_lon?: number;
  ne_lat?: number;
  ne_lon?: number;
}

/** The box the corners describe, undefined when none is given; throws when it is incomplete or inverted. */
export function boundingBox(q: BoxParams): BoundingBox | undefined {
  const corners = { sw_lat: q.sw_lat, sw_lon: q.sw_lon, ne_lat: q.ne_lat, ne_lon: q.ne_lon };
  const given = Object.entries(corners).filter(([, v]) => v !== undefined);
  if (given.length === 0) return undefined;
  const violations: Violation[] = Object.entries(corners)
    .filter(([, v]) => v === undefined)
    .map(([field]) => ({ field, description: 'is required when any bounding-box corner is given' }));
  if (q.sw_lat !== undefined && q.ne_lat !== undefined && q.sw_lat > q.ne_lat) {
    violations.push({ field: 'sw_lat', description: 'must not be greater than ne_lat' });
  }
  rejectIfAny(violations);
  return { south: q.sw_lat!, west: q.sw_lon!, north: q.ne_lat!, east: q.ne_lon! };
}

/** True when a position lies in the box (edges included). */
export function inBox(box: BoundingBox, lat: number, lon: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east ? lon >= box.west && lon <= box.east : lon >= box.west || lon <= box.east;
}
