/**
 * The filters of list-natural-events: checks between parameters a per-parameter schema cannot
 * express (window order, `days` with `start`, a whole bounding box), then the filter itself. A
 * failed check is the same 400 `violations` body as the schema's, naming parameters as sent.
 */
import type { Static } from 'typebox';
import type { Violation } from '../../errors';
import {
  type BoundingBox,
  boundingBox,
  inBox,
  inWindow,
  rejectIfAny,
  type TimeWindow,
  timeParam,
} from '../query-window';
import type { listNaturalEvents } from './contract';
import type { ListedEvent } from './storm-merge';

type Query = Static<NonNullable<typeof listNaturalEvents.query>>;

const DAY_MS = 86_400_000;

/** The checked filters of one request. */
export interface EventFilter {
  window: TimeWindow;
  box?: BoundingBox;
  categories?: ReadonlySet<string>;
  sources?: ReadonlySet<string>;
}

/** The request's filters; throws VALIDATION_FAILED listing every inconsistent parameter. */
export function eventFilter(q: Query, nowMs: number): EventFilter {
  const violations: Violation[] = [];
  const window = eventWindow(q, nowMs, violations);
  const box = boundingBox(q, violations);
  rejectIfAny(violations);
  return {
    window,
    ...(box ? { box } : {}),
    ...(q.category ? { categories: new Set(q.category) } : {}),
    ...(q.source ? { sources: new Set(q.source) } : {}),
  };
}

/**
 * The window on `date`: from `start`, or `days` back from now (not both), to `end`, open sides
 * unbounded. Unlike the shared `timeWindow`, an inverted window names `end`: its start may be
 * derived from `days`, which the client did not send as a time.
 */
function eventWindow(q: Query, nowMs: number, violations: Violation[]): TimeWindow {
  if (q.days !== undefined && q.start !== undefined) {
    violations.push({ field: 'days', description: 'cannot be combined with start' });
  }
  const start = timeParam('start', q.start, Number.NEGATIVE_INFINITY, violations);
  const from = q.days !== undefined ? nowMs - q.days * DAY_MS : start;
  const end = timeParam('end', q.end, Number.POSITIVE_INFINITY, violations);
  if (end < from) {
    violations.push({
      field: 'end',
      description: `must not be before ${q.days !== undefined ? 'now minus days' : 'start'}`,
    });
  }
  return { start: from, end };
}

/** True when the event passes every filter. */
export function matches(f: EventFilter, listed: ListedEvent): boolean {
  const e = listed.event;
  if (!inWindow(f.window, e.date)) return false;
  if (f.categories && !f.categories.has(e.category)) return false;
  if (f.sources && ![...listed.sources].some((s) => f.sources?.has(s))) return false;
  return !f.box || inBox(f.box, e.lat, e.lon);
}
