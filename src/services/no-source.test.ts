import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test/helpers/test-app';
import { checkSchema } from '../schema-check';
import { marketNoSource } from './market/no-source';
import { noSourceGet } from './no-source';

const ctx = {} as Parameters<ReturnType<typeof noSourceGet>['handler']['run']>[0];

describe('noSourceGet', () => {
  const demo = (degraded: ConstructorParameters<typeof Object>[0]) =>
    noSourceGet({
      id: 'GetDemo',
      service: 'demo',
      tag: 'Demo',
      rpc: 'get-demo',
      summary: 'Demo',
      description: 'A demo.',
      query: Type.Object({ code: Type.Optional(Type.String()) }),
      response: Type.Object({ items: Type.Array(Type.String()), code: Type.Optional(Type.String()) }),
      access: 'key',
      reason: 'made by a language model',
      degraded,
    });

  it('declares a routed GET with no source, its reason as availability and at the end of its description', () => {
    const { op } = demo({ items: [] });
    expect(op).toMatchObject({
      method: 'GET',
      path: '/api/demo/v1/get-demo',
      routed: true,
      snapshotKeys: [],
      availability: { kind: 'no-public-source', reason: 'made by a language model' },
    });
    expect(op.description).toMatch(
      /^A demo\. No public source: made by a language model\. .*X-Data-Status: unavailable/,
    );
  });

  it('answers its degraded body, or the body built from the query, as unavailable', async () => {
    expect(await demo({ items: [] }).handler.run(ctx, {})).toEqual({
      body: { items: [] },
      data: { status: 'unavailable' },
    });
    const echo = demo((q: { code?: string }) => ({ items: [], code: q.code }));
    expect(await echo.handler.run(ctx, { code: 'X' })).toEqual({
      body: { items: [], code: 'X' },
      data: { status: 'unavailable' },
    });
  });

  it('gives each market operation (wired by the market service) a degraded body of its contract', async () => {
    expect(marketNoSource.operations.map((op) => op.path.split('/').at(-1))).toEqual([
      'analyze-stock',
      'backtest-stock',
      'get-fear-greed-index',
      'get-market-breadth-history',
      'get-stock-analysis-history',
      'list-stored-stock-backtests',
    ]);
    for (const h of marketNoSource.handlers) {
      const result = await h.run(ctx, { symbol: 'AAPL' });
      expect(result.data.status).toBe('unavailable');
      expect(checkSchema(h.op.response, structuredClone(result.body)).ok, h.op.id).toBe(true);
    }
  });
});

describe('a no-source GET through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ url, headers: { 'x-service-key': TEST_OPERATOR_KEY } });

  it('validates its query strictly, checks between parameters included, and echoes what the contract echoes', async () => {
    expect((await get('/api/intelligence/v1/get-intel-timeline')).statusCode).toBe(400);
    expect(
      (await get('/api/intelligence/v1/get-intel-timeline?domain=conflict&from=2026-02-01&to=2026-01-01'))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/intelligence/v1/get-intel-timeline?domain=weather')).statusCode).toBe(400);
    const res = await get('/api/v2/shipping/route-intelligence?fromIso2=CN&toIso2=DE&cargoType=tanker');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toMatchObject({
      fromIso2: 'CN',
      toIso2: 'DE',
      cargoType: 'tanker',
      hs2: '27',
      chokepointExposures: [],
    });
  });

  it('checks a POST that can never run here, then answers 501 naming the reason', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scenario/v1/run-scenario',
        headers: { 'x-service-key': TEST_OPERATOR_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const invalid = await post({ iso2: 'de' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['iso2', 'scenarioId']);
    const refused = await post({ scenarioId: 'suez-closure' });
    expect(refused.statusCode).toBe(501);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^not implemented here: .*typed in its own code/),
    });
  });
});
