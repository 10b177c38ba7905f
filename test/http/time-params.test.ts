/**
 * Forgiving time inputs (issue #33): every time-window parameter that takes epoch milliseconds also
 * takes an ISO 8601 date or date-time, means the same instant by both, and refuses a date that does
 * not exist; a malformed value's violation names both forms. Through the app, on the bundled USGS
 * capture of list-earthquakes (a public operation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundles } from '../../src/ingest/bundled';
import { job } from '../helpers/catalog';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const QUAKES = '/api/seismology/v1/list-earthquakes';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const [loaded] = await loadBundles([job('usgs-earthquakes')], { store: t.store });
  expect(loaded?.state).toBe('loaded');
});
afterAll(async () => t.close());

const get = (query: string) => t.app.inject({ url: `${QUAKES}?${query}` });
const ids = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, query).toBe(200);
  return (res.json().earthquakes as { id: string; occurredAt: number }[]).map((e) => e.id);
};

describe('time-window parameters', () => {
  it('mean the same instant as epoch ms, an ISO date-time, or one with an offset', async () => {
    const all = (await get('page_size=100')).json().earthquakes as { occurredAt: number }[];
    expect(all.length).toBeGreaterThan(2);
    const middle = all[Math.floor(all.length / 2)]!.occurredAt;
    const iso = new Date(middle).toISOString();
    const byEpoch = await ids(`page_size=100&start=${middle}`);
    expect(byEpoch.length).toBeGreaterThan(0);
    expect(await ids(`page_size=100&start=${iso}`)).toEqual(byEpoch);
    // The same instant written two hours ahead with a +02:00 offset.
    const withOffset = `${new Date(middle + 2 * 3_600_000).toISOString().slice(0, 23)}+02:00`;
    expect(await ids(`page_size=100&start=${encodeURIComponent(withOffset)}`)).toEqual(byEpoch);
    // A date alone is the start of that UTC day.
    const day = iso.slice(0, 10);
    expect(await ids(`page_size=100&start=${day}`)).toEqual(
      await ids(`page_size=100&start=${Date.parse(`${day}T00:00:00Z`)}`),
    );
  });

  it('refuses a date that does not exist, naming the parameter', async () => {
    const res = await get('end=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toEqual([
      { field: 'end', description: expect.stringMatching(/real date/) },
    ]);
  });

  it('names both accepted forms when a value is neither', async () => {
    const res = await get('start=last-week');
    expect(res.statusCode).toBe(400);
    const [violation] = res.json().violations;
    expect(violation.field).toBe('start');
    expect(violation.description).toMatch(/epoch milliseconds/i);
    expect(violation.description).toMatch(/ISO 8601/);
  });
});
