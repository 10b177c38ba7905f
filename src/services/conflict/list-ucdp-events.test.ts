import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { conflictKeys } from './data';
import { gedPage, gedRow, REFERENCE_EVENTS } from './sources/ucdp-ged/pages.test-helper';
import { parseUcdpPage } from './sources/ucdp-ged/parser';

const PATH = '/api/conflict/v1/list-ucdp-events';

describe('list-ucdp-events and list-iran-events', () => {
  let t: TestApp;
  let key: string;
  const get = (url: string) => t.app.inject({ url, headers: { 'x-service-key': key } });
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it("gives back the reference's own UCDP records from the conflict snapshot", async () => {
    const { events } = parseUcdpPage(gedPage(REFERENCE_EVENTS.map(gedRow)));
    await t.store.snapshots.publish(
      conflictKeys.conflictEvents,
      { dataset: 'UCDP GED 25.1', events },
      { fetchedAt: '2026-05-01T00:00:00.000Z', source: 'test' },
    );
    const body = (await get(PATH)).json();
    expect(body.pagination.totalCount).toBe(REFERENCE_EVENTS.length);
    const byId = new Map(body.events.map((e: { id: string }) => [e.id, e]));
    // The snapshot keeps one date and the best estimate: dateEnd, deathsLow and deathsHigh are left out.
    for (const {
      dateEnd,
      deathsLow,
      deathsHigh,
      ...kept
    } of REFERENCE_EVENTS as ((typeof REFERENCE_EVENTS)[number] & Record<string, unknown>)[])
      expect(byId.get(kept.id)).toEqual(kept);
    const first = (await get(`${PATH}?page_size=1`)).json();
    const second = (await get(`${PATH}?page_size=1&cursor=${first.pagination.nextCursor}`)).json();
    expect(second.events[0].id).not.toBe(first.events[0].id);
  });

  it('answers the documented degraded body for Iran events', async () => {
    const res = await get('/api/conflict/v1/list-iran-events');
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({ events: [], scrapedAt: '0' });
  });
});
