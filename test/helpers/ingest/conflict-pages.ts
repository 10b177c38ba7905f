/**
 * GED API and ACLED read pages for the conflict tests. The GED rows lay out real values (the
 * reference service's normalised UCDP output, `test/fixtures/upstream/ucdp-ged/`) in the API's row
 * layout; ACLED rows are synthetic. Neither is a recorded body (none exists; see SOURCE.md).
 */
import { fixture } from './ingest-harness';

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
  JSON.parse(fixture('ucdp-ged', 'reference-events.json')) as { events: ReferenceEvent[] }
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

/** A synthetic ACLED row (every value a string, as ACLED sends them). */
export function acledRow(over: Record<string, string> = {}): Record<string, string> {
  return {
    event_id_cnty: 'TST1',
    event_date: '2026-08-01',
    event_type: 'Battles',
    actor1: 'Test Force A',
    actor2: 'Test Force B',
    country: 'Democratic Republic of Congo',
    iso: '180',
    admin1: 'Test Province',
    latitude: '-1.5',
    longitude: '29.25',
    fatalities: '3',
    source: 'Test Source',
    ...over,
  };
}

/** An ACLED read page body. */
export function acledPage(rows: Record<string, string>[]): string {
  return JSON.stringify({ status: 200, success: true, count: rows.length, messages: [], data: rows });
}
