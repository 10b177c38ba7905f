import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { checkSchema } from '../../schema-check';
import { DEFAULT_EVENT_WINDOW_DAYS, listDatasetEvents } from './contract';
import { conflictKeys } from './data';

const PATH = '/api/conflict/v1/list-dataset-events';
const NOW = new Date('2026-07-31T00:00:00.000Z');
const FETCHED_AT = '2026-07-30T06:00:00.000Z';
const DAY = 86_400_000;

/** A synthetic event on a day of 2026 (month is 0-based as in Date.UTC). */
function event(id: string, countryCode: string | undefined, month: number, day: number, admin1?: string) {
  return {
    id,
    eventType: 'Battles',
    country: countryCode ? `Country ${countryCode}` : 'Unresolved country',
    ...(countryCode ? { countryCode } : {}),
    ...(admin1 ? { admin1 } : {}),
    location: { latitude: 10, longitude: 20 },
    occurredAt: Date.UTC(2026, month, day),
    fatalities: 2,
    actors: ['Synthetic side A', 'Synthetic side B'],
    source: 'Synthetic report',
  };
}

const EVENTS = [
  event('t-ua-jul01', 'UA', 6, 1),
  event('t-ua-jul15', 'UA', 6, 15, 'Synthetic Oblast'),
  event('t-sd-jul20', 'SD', 6, 20),
  event('t-xx-jul10', undefined, 6, 10),
  event('t-ua-apr01', 'UA', 3, 1),
];

describe('list-dataset-events', () => {
  let t: TestApp;
  const get = (query = '') => t.app.inject({ url: query ? `${PATH}?${query}` : PATH });
  const ids = (body: { events: { id: string }[] }) => body.events.map((e) => e.id);
  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: () => NOW } });
  });
  afterAll(() => t.close());

  it('lists every bad parameter under the name it was sent with', async () => {
    const res = await get('start=yesterday&end=-5&country=usa&page_size=0');
    expect(res.statusCode).toBe(400);
    const violations = res.json().violations as { field: string; description: string }[];
    expect(violations.map((v) => v.field).sort()).toEqual(['country', 'end', 'page_size', 'start']);
    expect(violations).toContainEqual({
      field: 'country',
      description: 'must be an ISO 3166-1 alpha-2 country code in upper case (e.g. UA)',
    });
  });

  it('refuses a window whose start is after its end', async () => {
    const res = await get(`start=${Date.UTC(2026, 6, 20)}&end=${Date.UTC(2026, 6, 10)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      violations: [{ field: 'start', description: 'must not be later than end' }],
    });
    const future = await get(`start=${NOW.getTime() + DAY}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().violations[0].field).toBe('start');
  });

  it('defaults to the last 30 days and answers newest first, without any key', async () => {
    await t.store.snapshots.publish(
      conflictKeys.conflictEvents,
      { dataset: 'synthetic test dataset', events: EVENTS },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('ok');
    expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const body = res.json();
    expect(checkSchema(listDatasetEvents.response, structuredClone(body)).ok).toBe(true);
    // 30 days before 2026-07-31 is 2026-07-01 00:00 UTC, inclusive.
    expect(DEFAULT_EVENT_WINDOW_DAYS).toBe(30);
    expect(ids(body)).toEqual(['t-sd-jul20', 't-ua-jul15', 't-xx-jul10', 't-ua-jul01']);
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 4 });
    expect(body.events[1]).toEqual({
      id: 't-ua-jul15',
      eventType: 'Battles',
      country: 'Country UA',
      location: { latitude: 10, longitude: 20 },
      occurredAt: Date.UTC(2026, 6, 15),
      fatalities: 2,
      actors: ['Synthetic side A', 'Synthetic side B'],
      source: 'Synthetic report',
      admin1: 'Synthetic Oblast',
    });
    expect(body.events[1]).not.toHaveProperty('countryCode');
  });

  it('filters by ISO-2 country code exactly', async () => {
    expect(ids((await get('country=UA')).json())).toEqual(['t-ua-jul15', 't-ua-jul01']);
    expect(ids((await get('country=SD')).json())).toEqual(['t-sd-jul20']);
    expect(ids((await get('country=FR')).json())).toEqual([]);
  });

  it('applies start and end inclusively, and end alone sets a 30-day window before it', async () => {
    const window = `start=${Date.UTC(2026, 6, 10)}&end=${Date.UTC(2026, 6, 15)}`;
    expect(ids((await get(window)).json())).toEqual(['t-ua-jul15', 't-xx-jul10']);
    const old = await get(`end=${Date.UTC(2026, 3, 15)}&country=UA`);
    expect(ids(old.json())).toEqual(['t-ua-apr01']);
    const all = await get(`start=0&end=${NOW.getTime()}`);
    expect(all.json().pagination.totalCount).toBe(5);
  });

  it('accepts page_size and cursor without changing the answer', async () => {
    const plain = await get('country=UA');
    const paged = await get('country=UA&page_size=1&cursor=anything');
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toEqual(plain.json());
  });
});
