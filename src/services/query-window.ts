/**
 * Checks between query parameters that a per-parameter schema cannot express, shared by the
 * services that filter by a time window and a bounding box: a window that starts after it ends, a
 * box with missing corners or inverted latitudes. A failed check is the same 400 `violations` body
 * as the schema checks (SPEC §7), naming the parameters as the client sent them.
 *
 * Each check throws at once when no `violations` list is passed; given one, it adds its problems
 * there instead, so that a handler can answer every problem of a request together (`rejectIfAny`).
 */
import { timeParamMs } from '../contract/common';
import { ApiError, type Violation } from '../errors';

/** Throws VALIDATION_FAILED listing `violations` when there are any. */
export function rejectIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ApiError('VALIDATION_FAILED', { violations });
}

/** Adds `found` to the caller's list, or throws it at once when the caller passed none. */
function report(violations: Violation[] | undefined, found: Violation[]): void {
  if (violations === undefined) rejectIfAny(found);
  else violations.push(...found);
}

/** An inclusive time window in epoch ms; an open side is unbounded (±Infinity). */
export interface TimeWindow {
  start: number;
  end: number;
}

/**
 * Epoch ms of a time parameter (epoch ms or ISO 8601, TimeParam), `absent` when it was not sent; a
 * value that names no real instant (`2026-02-30`) is a violation naming the parameter.
 */
export function timeParam(
  field: string,
  value: string | undefined,
  absent: number,
  violations?: Violation[],
): number {
  if (value === undefined) return absent;
  const ms = timeParamMs(value);
  if (ms !== undefined) return ms;
  report(violations, [
    { field, description: 'must be a real date and time (e.g. 2026-01-31 or 2026-01-31T12:00:00Z)' },
  ]);
  return absent;
}

/**
 * The window `start`..`end` (epoch ms or ISO 8601, as TimeParam declares them); unbounded sides
 * when absent. A start later than the end is a violation naming `start`.
 */
export function timeWindow(
  start: string | undefined,
  end: string | undefined,
  violations?: Violation[],
): TimeWindow {
  const found: Violation[] = [];
  const window = {
    start: timeParam('start', start, Number.NEGATIVE_INFINITY, found),
    end: timeParam('end', end, Number.POSITIVE_INFINITY, found),
  };
  if (found.length === 0 && window.start > window.end) {
    found.push({ field: 'start', description: 'must not be later than end' });
  }
  report(violations, found);
  return window;
}

/** True when `ms` lies in the window (both ends included). */
export function inWindow(window: TimeWindow, ms: number): boolean {
  return ms >= window.start && ms <= window.end;
}

/** A bounding box in degrees; `west > east` crosses the antimeridian. */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The four corner parameters of a bounding box, named as the contracts declare them. */
export interface BoxParams {
  sw_lat?: number;
  sw_lon?: number;
  ne_lat?: number;
  ne_lon?: number;
}

const CORNERS = ['sw_lat', 'sw_lon', 'ne_lat', 'ne_lon'] as const;

/** What a missing corner's violation says, given the corners that were sent. */
export type DescribeMissingCorner = (given: readonly string[]) => string;

const ANY_CORNER_GIVEN: DescribeMissingCorner = () => 'is required when any bounding-box corner is given';

/**
 * The box the corners describe: undefined when none is given. A box needs all four corners (each
 * missing one is a violation, worded by `describeMissing`) and `sw_lat` not above `ne_lat`;
 * `sw_lon` greater than `ne_lon` is a box across the antimeridian, not an error.
 */
export function boundingBox(
  q: BoxParams,
  violations?: Violation[],
  describeMissing: DescribeMissingCorner = ANY_CORNER_GIVEN,
): BoundingBox | undefined {
  const given = CORNERS.filter((corner) => q[corner] !== undefined);
  if (given.length === 0) return undefined;
  const found: Violation[] = CORNERS.filter((corner) => q[corner] === undefined).map((field) => ({
    field,
    description: describeMissing(given),
  }));
  if (q.sw_lat !== undefined && q.ne_lat !== undefined && q.sw_lat > q.ne_lat) {
    found.push({ field: 'sw_lat', description: 'must not be greater than ne_lat' });
  }
  report(violations, found);
  if (given.length < CORNERS.length) return undefined;
  return { south: q.sw_lat!, west: q.sw_lon!, north: q.ne_lat!, east: q.ne_lon! };
}

/** True when a position lies in the box (edges included; across the antimeridian when west > east). */
export function inBox(box: BoundingBox, latitude: number, longitude: number): boolean {
  if (latitude < box.south || latitude > box.north) return false;
  return box.west <= box.east
    ? longitude >= box.west && longitude <= box.east
    : longitude >= box.west || longitude <= box.east;
}
