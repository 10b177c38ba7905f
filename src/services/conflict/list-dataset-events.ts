/**
 * GET /api/conflict/v1/list-dataset-events: armed-conflict events inside an inclusive time window,
 * optionally in one country (exact ISO-2 match), newest first (@see SPEC §4.5).
 * `page_size` and `cursor` are validated and have no effect (SPEC §4.5).
 */
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { timeParam } from '../query-window';
import { DATASET_EVENTS_PAGE, DEFAULT_EVENT_WINDOW_DAYS, listDatasetEvents } from './contract';
import { conflictKeys } from './data';

const DAY_MS = 86_400_000;

/** The window's bounds in epoch ms, with the defaults of DESIGN §3 applied. */
export function eventWindow(
  now: Date,
  start: string | undefined,
  end: string | undefined,
): { start: number; end: number } {
  const endMs = timeParam('end', end, now.getTime());
  const startMs = timeParam('start', start, endMs - DEFAULT_EVENT_WINDOW_DAYS * DAY_MS);
  if (startMs > endMs) {
    const description =
      end === undefined ? 'must not be later than end (which defaults to now)' : 'must not be later than end';
    throw new ApiError('VALIDATION_FAILED', { violations: [{ field: 'start', description }] });
  }
  return { start: startMs, end: endMs };
}

/** Handler of list-dataset-events. */
export const listDatasetEventsHandler = defineHandler(listDatasetEvents, async (ctx, query) => {
  const window = eventWindow(ctx.now(), query.start, query.end);
  const read = await ctx.snapshots.read(conflictKeys.conflictEvents);
  if (read.status !== 'hit') return unavailable(DATASET_EVENTS_PAGE.empty);
  const events = read.snapshot.data.events
    .filter(
      (e) =>
        e.occurredAt >= window.start &&
        e.occurredAt <= window.end &&
        (query.country === undefined || e.countryCode === query.country),
    )
    .sort((a, b) => b.occurredAt - a.occurredAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((e) => ({
      id: e.id,
      eventType: e.eventType,
      country: e.country,
      location: e.location,
      occurredAt: e.occurredAt,
      fatalities: e.fatalities,
      actors: e.actors,
      source: e.source,
      ...(e.admin1 === undefined ? {} : { admin1: e.admin1 }),
    }));
  return fromData(
    { events, pagination: { nextCursor: '', totalCount: events.length } },
    read.snapshot.meta.fetchedAt,
  );
});
