/**
 * The calendar's release dates from the `fred/release/dates` bodies of the calendar releases
 * (payload resources `release-<id>`). A release whose body is absent (the bundle holds only CPI)
 * is left out with a warning. Pure.
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult, Payload } from '../../../../ingest/types';
import { FRED_CALENDAR_RELEASES, type FredReleaseDatesData } from '../../data-macro';
import { parseFredReleaseDates } from './parser';

/** Parses the release dates of every calendar release present in the payload, oldest first. */
export function parseFredCalendar(payload: Payload): ParseResult<FredReleaseDatesData> {
  const events: FredReleaseDatesData['events'] = [];
  const warnings: string[] = [];
  for (const release of FRED_CALENDAR_RELEASES) {
    const body = payload[`release-${release.id}`];
    if (body === undefined) {
      warnings.push(`FRED release dates: release ${release.id} (${release.name}) not in the payload`);
      continue;
    }
    const parsed = parseFredReleaseDates(body, release.id);
    warnings.push(...parsed.warnings);
    for (const d of parsed.dates) events.push({ releaseId: release.id, event: release.name, date: d.date });
  }
  if (events.length === 0) throw new PayloadError('FRED release dates: no dates');
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.releaseId - b.releaseId));
  return { data: { events }, warnings };
}
