/** ACLED read pages for the conflict tests: synthetic rows in the API's layout (no recorded body exists). */

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
