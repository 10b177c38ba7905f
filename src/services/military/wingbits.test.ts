import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { wingbitsSource } from './sources/wingbits/source';

describe('Wingbits operations', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('the status says truthfully whether WINGBITS_API_KEY is set; the lookups say it too and hold no data', async () => {
    for (const [env, configured] of [
      [{}, false],
      [{ WINGBITS_API_KEY: 'test-wingbits-key' }, true],
    ] as const) {
      // The providers the composition root builds from the environment.
      const providers = wingbitsSource.createProviders(env, { now: () => new Date(), userAgent: 'test' });
      t = await buildTestApp({ env, deps: { providers } });
      const key = await t.createKey();
      const get = (path: string) =>
        t!.app.inject({ url: `/api/military/v1/${path}`, headers: { 'x-service-key': key } });
      const status = await get('get-wingbits-status');
      expect(status.json()).toEqual({ configured });
      expect(status.headers['x-data-status']).toBe(configured ? 'ok' : 'unavailable');
      const details = await get('get-aircraft-details?icao24=A835AF');
      expect(details.json()).toEqual({ configured });
      expect(details.headers['x-data-status']).toBe('unavailable');
      expect((await get('get-wingbits-live-flight?icao24=a835af')).json()).toEqual({ configured });
      expect((await get('get-aircraft-details?icao24=zz')).statusCode).toBe(400);
      await t.close();
      t = undefined;
    }
  });

  it('the batch normalises the addresses and refuses a bad body', async () => {
    t = await buildTestApp();
    const key = await t.createKey();
    const post = (payload: unknown) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/military/v1/get-aircraft-details-batch',
        headers: { 'x-service-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const many = Array.from({ length: 14 }, (_, i) => `a835${(0xa0 + i).toString(16)}`);
    const res = await post({ icao24s: ['A835AF', 'a835af', ...many] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: false, requested: 10, fetched: 0, results: {} });
    expect((await post({ icao24s: [] })).statusCode).toBe(400);
    expect((await post({ icao24s: ['nothex'] })).statusCode).toBe(400);
  });
});
