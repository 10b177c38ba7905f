/**
 * GED API pages for the conflict tests. The rows lay out real values (the reference service's
 * normalised UCDP output, `fixtures/reference-events.json`) in the API's row layout; they are not a
 * recorded body (none exists; see `fixtures/SOURCE.md`).
 */
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';

interface ReferenceEvent {
  id: string;
  dateStart: number;
  location: { latitude: number; longitude: number };
  country: string;
  sideA: string;
  sideB: string;
  deathsBest: number;
  violenceType: string;
  sourceOriginal: string;
}

/** The transcribed reference events. */
export const REFERENCE_EVENTS: ReferenceEvent[] = (
  JSON.parse(readFixture(import.meta.url, 'reference-events.json')) as { events: ReferenceEvent[] }
).events;

const VIOLENCE_CODES: Record<string, number> = {
  UCDP_VIOLENCE_TYPE_STATE_BASED: 1,
  UCDP_VIOLENCE_TYPE_NON_STATE: 2,
  UCDP_VIOLENCE_TYPE_ONE_SIDED: 3,
};

/** One GED row from a reference event. */
export function gedRow(e: ReferenceEvent): Record<string, unknown> {
  const day = new Date(e.dateStart).toISOString().slice(0, 10);
  return {
    id: Number(e.id),
    type_of_violence: VIOLENCE_CODES[e.violenceType],
    side_a: e.sideA,
    side_b: e.sideB,
    source_original: e.sourceOriginal,
    latitude: e.location.latitude,
    longitude: e.location.longitude,
    country: e.country,
    date_start: `${day}T00:00:00.000`,
    date_end: `${day}T00:00:00.000`,
    best: e.deathsBest,
  };
}

/** A GED API page body. */
export function gedPage(rows: Record<string, unknown>[], totalPages = 1): string {
  return JSON.stringify({
    TotalCount: rows.length * totalPages,
    TotalPages: totalPages,
    PreviousPageUrl: '',
    NextPageUrl: '',
    Result: rows,
  });
}
