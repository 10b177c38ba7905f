import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { conflictKeys } from './data';
import { parseHapiConflictEvents } from './sources/hdx-hapi/parser';

const DATA = parseHapiConflictEvents([
  JSON.stringify({
    data: [
      {
        location_code: 'YEM',
        location_name: 'Yemen',
        event_type: 'political_violence',
        events: 12,
        fatalities: 30,
        reference_period_start: '2026-06-01',
        reference_period_end: '2026-06-30',
      },
      {
        location_code: 'YEM',
        location_name: 'Yemen',
        event_type: 'demonstration',
        events: 7,
        fatalities: 0,
        reference_period_start: '2026-06-01',
        reference_period_end: '2026-06-30',
      },
    ],
  }),
]).data;

describe('get-humanitarian-summary and its batch', () => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());
  const publish = () =>
    t.store.snapshots.publish(conflictKeys.humanitarian, DATA, {
      fetchedAt: '2026-06-30T00:00:00.000Z',
      source: 'test',
    });

  it('answers one country, and nothing for a country without figures', async () => {
    await publish();
    const get = async (cc: string) =>
      (
        await t.app.inject({
          url: `/api/conflict/v1/get-humanitarian-summary?country_code=${cc}`,
          headers: { 'x-service-key': key },
        })
      ).json();
    expect(await get('YE')).toEqual({
      summary: {
        countryCode: 'YE',
        countryName: 'Yemen',
        conflictEventsTotal: 19,
        conflictPoliticalViolenceEvents: 12,
        conflictFatalities: 30,
        conflictDemonstrations: 7,
        referencePeriod: '2026-06-01',
      },
    });
    expect(await get('FR')).toEqual({});
  });

  it('the batch answers the distinct countries, counts each, and is degraded without data', async () => {
    const post = (countryCodes: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/conflict/v1/get-humanitarian-summary-batch',
        headers: { 'x-service-key': key, 'content-type': 'application/json' },
        payload: { countryCodes },
      });
    const empty = await post(['YE']);
    expect(empty.headers['x-data-status']).toBe('unavailable');
    expect(empty.json()).toEqual({ results: {}, fetched: 0, requested: 1 });
    await publish();
    const res = await post(['YE', 'FR', 'YE']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fetched: 1,
      requested: 2,
      results: { YE: { conflictEventsTotal: 19 } },
    });
    expect((await post([])).statusCode).toBe(400);
    expect((await post(['yemen'])).statusCode).toBe(400);
  });
});
