import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { conflictKeys } from '../conflict/data';
import { unrestKeys } from './data';
import { parseGdeltUnrest } from './sources/gdelt-events/parser';

const PATH = '/api/unrest/v1/list-unrest-events';
const REAL = parseGdeltUnrest({
  export: readFileSync(
    new URL('./sources/gdelt-events/bundle/20260721083000.export.root14.tsv', import.meta.url),
    'utf8',
  ),
});
/** A synthetic ACLED riot in the conflict service's normalised shape (no ACLED capture exists). */
const ACLED_RIOT = {
  id: 'acled-TST1',
  eventType: 'Riots',
  country: 'Kenya',
  countryCode: 'KE',
  admin1: 'Nairobi',
  location: { latitude: -1.29, longitude: 36.82 },
  occurredAt: Date.UTC(2026, 6, 22),
  fatalities: 2,
  actors: ['Rioters (Kenya)'],
  source: 'Test Source',
};

describe('list-unrest-events', () => {
  let t: TestApp;
  const get = async (query = '') => (await t.app.inject({ url: `${PATH}${query}` })).json();
  beforeEach(async () => {
    t = await buildTestApp();
    await t.store.snapshots.publish(unrestKeys.gdeltEvents, REAL.data, {
      fetchedAt: '2026-07-21T08:30:00.000Z',
      source: 'test',
    });
  });
  afterEach(() => t.close());

  it('merges ACLED demonstrations when held, each event naming its source', async () => {
    await t.store.snapshots.publish(
      conflictKeys.acledUnrest,
      { dataset: 'ACLED', events: [ACLED_RIOT] },
      { fetchedAt: '2026-07-22T00:00:00.000Z', source: 'test' },
    );
    const body = await get();
    expect(body.pagination.totalCount).toBe(19);
    expect(body.events[0]).toMatchObject({
      id: 'acled-TST1',
      sourceType: 'UNREST_SOURCE_TYPE_ACLED',
      eventType: 'UNREST_EVENT_TYPE_RIOT',
      severity: 'SEVERITY_LEVEL_HIGH',
      fatalities: 2,
      country: 'KE',
    });
    expect((await get('?min_severity=SEVERITY_LEVEL_HIGH')).events.map((e: { id: string }) => e.id)).toEqual([
      'acled-TST1',
    ]);
  });

  it('filters by bounding box and window, and pages with a cursor', async () => {
    // Around Hyderabad (17.38 N, 78.47 E): three events.
    const box = await get('?sw_lat=17&sw_lon=78&ne_lat=18&ne_lon=79');
    expect(box.events.map((e: { city: string }) => e.city)).toEqual(['Hyderabad', 'Hyderabad', 'Hyderabad']);
    expect((await get('?end=2026-07-20')).events).toEqual([]);
    const first = await get('?page_size=10');
    expect(first.events).toHaveLength(10);
    const second = await get(`?page_size=10&cursor=${first.pagination.nextCursor}`);
    expect(second.events).toHaveLength(8);
    expect(second.pagination.nextCursor).toBe('');
    expect((await t.app.inject({ url: `${PATH}?sw_lat=1` })).statusCode).toBe(400);
  });
});
