/**
 * GET /api/economic/v1/get-economic-calendar: FRED release dates of the calendar releases in an
 * inclusive day window (default today and the DEFAULT_CALENDAR_DAYS days after).
 */
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFAULT_CALENDAR_DAYS,
  ECONOMIC_CALENDAR_UNAVAILABLE,
  getEconomicCalendar,
  MAX_CALENDAR_DAYS,
} from './contract-macro';
import { macroKeys } from './data-macro';
import { isRealDate } from './sources/fred/parser';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The window of the query, or a 400 naming the parameter as sent. */
export function calendarWindow(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): { fromDate: string; toDate: string } {
  for (const [field, v] of [
    ['from_date', from],
    ['to_date', to],
  ] as const) {
    if (v !== undefined && !isRealDate(v))
      throw new ApiError('VALIDATION_FAILED', {
        violations: [{ field, description: 'must be a real date, YYYY-MM-DD' }],
      });
  }
  const fromDate =
    from ?? (to === undefined ? day(now.getTime()) : day(Date.parse(to) - DEFAULT_CALENDAR_DAYS * DAY_MS));
  const toDate = to ?? day(Date.parse(fromDate) + DEFAULT_CALENDAR_DAYS * DAY_MS);
  if (fromDate > toDate)
    throw new ApiError('VALIDATION_FAILED', {
      violations: [{ field: 'from_date', description: 'must not be later than to_date' }],
    });
  if ((Date.parse(toDate) - Date.parse(fromDate)) / DAY_MS > MAX_CALENDAR_DAYS)
    throw new ApiError('VALIDATION_FAILED', {
      violations: [
        { field: 'to_date', description: `must be at most ${MAX_CALENDAR_DAYS} days after from_date` },
      ],
    });
  return { fromDate, toDate };
}

/** Handler of get-economic-calendar. */
export const getEconomicCalendarHandler = defineHandler(getEconomicCalendar, async (ctx, query) => {
  const window = calendarWindow(query.from_date, query.to_date, ctx.now());
  const read = await ctx.snapshots.read(macroKeys.fredReleaseDates);
  if (read.status !== 'hit') return unavailable({ ...ECONOMIC_CALENDAR_UNAVAILABLE, ...window });
  const events = read.snapshot.data.events
    .filter((e) => e.date >= window.fromDate && e.date <= window.toDate)
    .map((e) => ({ event: e.event, country: 'US', date: e.date, releaseId: e.releaseId }));
  return fromData(
    { events, ...window, total: events.length, unavailable: false },
    read.snapshot.meta.fetchedAt,
  );
});
