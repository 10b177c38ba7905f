import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { ngaMsiSource } from '../maritime/sources/nga-msi/source';
import { imfPortwatchSource } from './sources/imf-portwatch/source';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  await loadBundles([...imfPortwatchSource.createJobs({}), sourceJob(ngaMsiSource)], { store: t.store });
  key = await t.createKey();
});
afterAll(() => t.close());

const get = (path: string, k?: string) =>
  t.app.inject({ url: `/api/supply-chain/v1/${path}`, headers: { 'x-service-key': k ?? key } });

describe('get-chokepoint-history', () => {
  it('bounds the days with start and end and pages them with the cursor', async () => {
    const first = (
      await get(
        'get-chokepoint-history?chokepoint_id=CHOKEPOINT11&start=2023-01-10&end=2023-01-20&page_size=6',
      )
    ).json();
    expect(first.chokepointId).toBe('chokepoint11');
    expect(first.history.map((d: { date: string }) => d.date)).toEqual([
      '2023-01-20',
      '2023-01-19',
      '2023-01-18',
      '2023-01-17',
      '2023-01-16',
      '2023-01-15',
    ]);
    expect(first.pagination.totalCount).toBe(11);
    const next = (
      await get(
        `get-chokepoint-history?chokepoint_id=chokepoint11&start=2023-01-10&end=2023-01-20&page_size=6&cursor=${first.pagination.nextCursor}`,
      )
    ).json();
    expect(next.history.map((d: { date: string }) => d.date).at(-1)).toBe('2023-01-10');
    expect(next.pagination.nextCursor).toBe('');
  });

  it('answers 404 { error } for an id PortWatch does not list, an empty history for a listed one without rows', async () => {
    const unknown = await get('get-chokepoint-history?chokepointId=suez');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: expect.stringContaining('suez') });
    const suez = await get('get-chokepoint-history?chokepoint_id=chokepoint1');
    expect(suez.statusCode).toBe(200);
    expect(suez.json()).toMatchObject({
      chokepointId: 'chokepoint1',
      history: [],
      pagination: { totalCount: 0 },
    });
  });

  it('requires chokepoint_id and refuses a window that ends before it starts', async () => {
    expect((await get('get-chokepoint-history')).statusCode).toBe(400);
    const bad = await get(
      'get-chokepoint-history?chokepoint_id=chokepoint11&start=2023-02-01&end=2023-01-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('start');
  });
});

describe('get-chokepoint-status', () => {
  it('derives the Taiwan Strait figures of January 2023 and counts the NGA warnings near each chokepoint', async () => {
    const res = await get('get-chokepoint-status?chokepointId=chokepoint11');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.chokepoints).toHaveLength(1);
    const [taiwan] = body.chokepoints;
    expect(taiwan).toMatchObject({
      id: 'chokepoint11',
      name: 'Taiwan Strait',
      lat: 24.72350972,
      lon: 119.8313644,
    });
    expect(taiwan.transitSummary).toMatchObject({
      todayTotal: 215,
      todayTanker: 58,
      todayCargo: 157,
      todayOther: 0,
      dataAvailable: true,
      latestDate: '2023-01-31',
    });
    // Week 25-31 Jan: mean 210.1; 18-24 Jan: 206.7 (+1.6%); baseline 1-24 Jan: 220.1 (4.5% above the week).
    expect(taiwan.transitSummary).toMatchObject({ wowChangePct: 1.6, disruptionPct: 4.5, anomaly: false });
    expect(taiwan.activeWarnings).toBe(taiwan.warningIds.length);
    expect(taiwan.disruptionScore).toBe(
      Math.min(
        100,
        Math.round(taiwan.transitSummary.disruptionPct) + Math.min(30, 10 * taiwan.activeWarnings),
      ),
    );
    expect(body.missingInputs.join(' ')).toMatch(/AIS/);
    expect(body.upstreamUnavailable).toBe(false);
  });

  it('lists every chokepoint of the database; those without transits say so', async () => {
    const body = (await get('get-chokepoint-status')).json();
    expect(body.chokepoints.map((c: { id: string }) => c.id)).toHaveLength(28);
    const suez = body.chokepoints[0];
    expect(suez).toMatchObject({
      id: 'chokepoint1',
      name: 'Suez Canal',
      transitSummary: { dataAvailable: false },
    });
    // Two NGA warnings of April 2023 lie within 200 km of PortWatch's Panama Canal position.
    expect(body.chokepoints[1]).toMatchObject({
      id: 'chokepoint2',
      activeWarnings: 2,
      warningIds: ['4-2023-366', '12-2022-978'],
      disruptionScore: 20,
      status: 'yellow',
    });
    expect((await get('get-chokepoint-status?chokepoint_id=nowhere')).statusCode).toBe(404);
  });
});

describe('get-bypass-options', () => {
  it('answers its degraded body with the checked parameters echoed', async () => {
    const res = await get(
      'get-bypass-options?chokepointId=chokepoint1&cargoType=tanker&closurePct=40',
      TEST_OPERATOR_KEY,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({
      chokepointId: 'chokepoint1',
      cargoType: 'tanker',
      closurePct: 40,
      options: [],
      fetchedAt: '',
    });
    expect(
      (await get('get-bypass-options?chokepoint_id=chokepoint1&cargo_type=ship', TEST_OPERATOR_KEY))
        .statusCode,
    ).toBe(400);
  });
});
