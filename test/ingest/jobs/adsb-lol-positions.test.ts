import { describe, expect, it } from 'vitest';
import { loadBundles } from '../../../src/ingest/bundled';
import {
  ADSB_LOL_DEFAULT_CENTER,
  ADSB_LOL_MAX_DIST_NM,
  adsbLolArea,
  createAdsbLolPositionsJob,
} from '../../../src/ingest/jobs/adsb-lol-positions';
import { createAircraftPositionsJob } from '../../../src/ingest/jobs/aircraft-positions';
import { keys } from '../../../src/store/keys';
import { createSqliteStore } from '../../../src/store/sqlite';
import { fixture, harness } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';
import { startUpstream } from '../../helpers/ingest/upstream-server';

const AIRCRAFT = fixture('adsb-lol', 'lat-lon-dist.json');
const DEFAULT_PATH = `/v2/lat/${ADSB_LOL_DEFAULT_CENTER.lat}/lon/${ADSB_LOL_DEFAULT_CENTER.lon}/dist/${ADSB_LOL_MAX_DIST_NM}`;

describeJobScenarios({
  name: 'adsb-lol-positions',
  job: (url) => createAdsbLolPositionsJob({ ADSB_LOL_BASE_URL: url }),
  payloads: { [DEFAULT_PATH]: AIRCRAFT },
  mainPath: DEFAULT_PATH,
  records: 18,
  malformed: '{"ac":[],"msg":"No error"}',
});

describe('adsb-lol-positions: area, dates and the feed choice', () => {
  it("polls the configured circle and dates the snapshot with the answer's `now`", async () => {
    const path = '/v2/lat/51.47/lon/-0.4543/dist/100';
    const up = await startUpstream({ [path]: { body: AIRCRAFT } });
    const h = harness();
    const env = {
      ADSB_LOL_BASE_URL: up.url,
      ADSB_LOL_LAT: '51.47',
      ADSB_LOL_LON: '-0.4543',
      ADSB_LOL_DIST_NM: '100',
    };
    const summary = await h.run(createAdsbLolPositionsJob(env));
    expect(summary).toMatchObject({ state: 'ok', records: 18, fetchedAt: '2026-07-29T14:40:58.500Z' });
    expect(up.requests.map((r) => r.path)).toEqual([path]);
    const read = await h.store.snapshots.read(keys.aviationAircraftPositions);
    expect(read.status === 'hit' && read.snapshot.data.source).toBe('adsb.lol');
    await up.close();
    await h.close();
  });

  it('publishes a quiet region as zero positions', async () => {
    const up = await startUpstream({
      [DEFAULT_PATH]: { body: '{"ac":[],"msg":"No error","now":1785336058500,"total":0}' },
    });
    const h = harness();
    const summary = await h.run(createAdsbLolPositionsJob({ ADSB_LOL_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 0 });
    await up.close();
    await h.close();
  });

  it('reports a circle it cannot poll as not configured, without calling the upstream', async () => {
    expect(adsbLolArea({})).toEqual({ ...ADSB_LOL_DEFAULT_CENTER, distNm: ADSB_LOL_MAX_DIST_NM });
    expect(adsbLolArea({ ADSB_LOL_DIST_NM: '251' })).toHaveProperty('problem');
    expect(adsbLolArea({ ADSB_LOL_LAT: 'north' })).toHaveProperty('problem');
    const up = await startUpstream();
    const h = harness();
    const summary = await h.run(
      createAdsbLolPositionsJob({ ADSB_LOL_BASE_URL: up.url, ADSB_LOL_LON: '200' }),
    );
    expect(summary.state).toBe('not_configured');
    expect(summary.error).toContain('ADSB_LOL_LON');
    expect(up.requests).toHaveLength(0);
    await up.close();
    await h.close();
  });

  it('loads the bundled real capture with its true date', async () => {
    const store = createSqliteStore(':memory:');
    const [result] = await loadBundles([createAdsbLolPositionsJob({})], { store });
    expect(result).toMatchObject({ state: 'loaded', records: 30, fetchedAt: '2026-07-29T14:40:58.500Z' });
    await store.close();
  });

  it('gives the key to exactly one feed: OpenSky by default, adsb.lol when chosen', () => {
    expect(createAircraftPositionsJob({}).id).toBe('opensky-positions');
    expect(createAircraftPositionsJob({ AIRCRAFT_POSITIONS_SOURCE: 'adsb-lol' }).id).toBe(
      'adsb-lol-positions',
    );
    expect(createAircraftPositionsJob({ AIRCRAFT_POSITIONS_SOURCE: 'opensky' }).id).toBe('opensky-positions');
  });
});
