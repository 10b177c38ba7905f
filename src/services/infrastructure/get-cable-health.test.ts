import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { ngaMsiSource } from '../maritime/sources/nga-msi/source';
import { cableRecord } from './cable-rule';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  await loadBundles([sourceJob(ngaMsiSource)], { store: t.store });
  key = await t.createKey();
});
afterAll(() => t.close());

const get = (q = '') =>
  t.app.inject({ url: `/api/infrastructure/v1/get-cable-health${q}`, headers: { 'x-service-key': key } });

describe('get-cable-health on the bundled NGA warnings (April 2023)', () => {
  it('keeps the two cable-work warnings and leaves out the seismic surveys towing cables', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-fetched-at']).toBe('2023-04-17T13:30:00.000Z');
    const body = res.json();
    expect(body.generatedAt).toBe(Date.UTC(2023, 3, 17, 13, 30));
    expect(Object.keys(body.cables).sort()).toEqual(['nga-A-2023-802', 'nga-P-2023-1270']);
    expect(body.cables['nga-A-2023-802']).toMatchObject({
      status: 'CABLE_HEALTH_STATUS_OK',
      score: 0.2,
      confidence: 0.6,
      lastUpdated: Date.UTC(2023, 3, 14, 13, 9),
      location: { latitude: 42.8, longitude: 5.983333 },
      warningIds: ['A-2023-802'],
    });
    expect(body.cables['nga-A-2023-802'].evidence[0].summary).toMatch(
      /^HYDROLANT 802\/23: WESTERN MEDITERRANEAN SEA/,
    );
  });

  it('keeps one site with cable_id (alias cableId)', async () => {
    const body = (await get('?cableId=nga-P-2023-1270')).json();
    expect(Object.keys(body.cables)).toEqual(['nga-P-2023-1270']);
    expect(Object.keys((await get('?cable_id=nga-X-1-1')).json().cables)).toEqual([]);
  });
});

describe('the cable rule', () => {
  const warning = (text: string) => ({
    id: '4-2023-1',
    navArea: '4',
    broadcast: 'NAVAREA IV',
    msgNumber: 1,
    msgYear: 2023,
    subregion: 'GEN',
    heading: '',
    text,
    authority: '',
    positions: [{ latitude: 1, longitude: 2 }],
  });
  it('grades faults, repairs and named cables', () => {
    expect(cableRecord(warning('SUBMARINE CABLE DAMAGED IN 01-00N 002-00E.'), 't')).toMatchObject({
      status: 'CABLE_HEALTH_STATUS_FAULT',
      confidence: 0.9,
    });
    expect(cableRecord(warning('CABLESHIP X REPAIRING CABLE.'), 't')?.status).toBe(
      'CABLE_HEALTH_STATUS_DEGRADED',
    );
    expect(cableRecord(warning('M/V Y TOWING 12 8000 METER LONG\nCABLES.'), 't')).toBeUndefined();
    expect(cableRecord({ ...warning('CABLE OPERATIONS.'), positions: [] }, 't')).toBeUndefined();
  });
});
