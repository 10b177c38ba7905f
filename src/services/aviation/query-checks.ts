/**
 * Checks between parameters that a per-parameter schema cannot express (date order, departure
 * window), aviation's own. They fail the request with the same 400 `violations` body as the schema
 * checks (SPEC §7), naming the parameters as the client sent them. The bounding box and
 * `rejectIfAny` are the shared ones of `query-window.ts`, re-exported for the aviation handlers.
 */
import type { Violation } from '../../errors';

export { type BoundingBox, type BoxParams, boundingBox, inBox, rejectIfAny } from '../query-window';

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
