import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../../../schema-check';
import { type ConflictEventRecord, ConflictEventsDataSchema } from '../../data';
import { buildConflictEvents, CONFLICT_EVENTS_WINDOW_DAYS } from './merge';

const DAY = 86_400_000;

describe('conflict events snapshot', () => {
  const event = (id: string, daysAgo: number, now: number): ConflictEventRecord => ({
    id,
    eventType: 'Battles',
    country: 'X',
    location: { latitude: 0, longitude: 0 },
    occurredAt: now - daysAgo * DAY,
    fatalities: 0,
    actors: [],
    source: '',
  });

  it('keeps a rolling window anchored on the newest event, newest first, without duplicates', () => {
    const now = Date.UTC(2026, 7, 10);
    const result = buildConflictEvents(
      [
        {
          dataset: 'UCDP GED 26.0.6',
          events: [
            event('a', 40, now),
            event('b', 40 + CONFLICT_EVENTS_WINDOW_DAYS + 1, now),
            event('f', -2, now),
          ],
          skipped: 0,
        },
        { dataset: 'ACLED', events: [event('c', 45, now), event('a', 40, now)], skipped: 2 },
      ],
      new Date(now),
    );
    expect(result.data.dataset).toBe('UCDP GED 26.0.6 + ACLED');
    expect(result.data.events.map((e) => e.id)).toEqual(['a', 'c']);
    expect(checkSchema(ConflictEventsDataSchema, result.data)).toEqual({ ok: true });
    expect(result.warnings?.[0]).toContain('ACLED: 2 events');
    // Dated by the newest event kept ('a', 40 days before the run), not by the run; the event
    // dated in the future is left out and does not date the snapshot either.
    expect(result.asOf).toBe(new Date(now - 40 * DAY).toISOString());
  });

  it('states no date when no event is kept', () => {
    const result = buildConflictEvents([{ dataset: 'ACLED', events: [], skipped: 0 }], new Date());
    expect(result.asOf).toBeUndefined();
  });
});
