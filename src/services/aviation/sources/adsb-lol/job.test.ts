import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { createSqliteStore } from '../../../../store/sqlite';
import { aviationKeys } from '../../data';
import { ADSB_LOL_DEFAULT_CENTER, ADSB_LOL_MAX_DIST_NM, adsbLolSource } from './source';

const AIRCRAFT = readFixture(import.meta.url, 'lat-lon-dist.json');
/** The adsb.lol job, chosen as the position feed. */
const createAdsbLolPositionsJob = (env: RawEnv) =>
  sourceJob(adsbLolSource, { AIRCRAFT_POSITIONS_SOURCE: 'adsb-lol', ...env });
const DEFAULT_PATH = `/v2/lat/${ADSB_LOL_DEFAULT_CENTER.lat}/lon/${ADSB_LOL_DEFAULT_CENTER.lon}/dist/${ADSB_LOL_MAX_DIST_NM}`;

describeJobScenarios({
  name: 'adsb-lol-positions',
  job: (url) => createAdsbLolPositionsJob({ ADSB_LOL_BASE_URL: url }),
  payloads: { [DEFAULT_PATH]: AIRCRAFT },
  mainPath: DEFAULT_PATH,
  records: 18,
  malformed: '{"ac":[],"msg":"No error"}',
});

describe('adsb-lol-positions: area and dates', () => {
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
    const read = await h.store.snapshots.read(aviationKeys.aircraftPositions);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.source).toBe('adsb.lol');
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

  it('refuses a circle it cannot poll at start, naming the variable, without calling the upstream', async () => {
    expect(createAdsbLolPositionsJob({}).source).toBe(`adsb.lol v2 https://api.adsb.lol${DEFAULT_PATH}`);
    const refused = (env: RawEnv, name: string) => {
      expect(() => createAdsbLolPositionsJob(env)).toThrow(ConfigError);
      expect(() => createAdsbLolPositionsJob(env)).toThrow(new RegExp(name));
    };
    refused({ ADSB_LOL_DIST_NM: '251' }, 'ADSB_LOL_DIST_NM');
    refused({ ADSB_LOL_DIST_NM: '0' }, 'ADSB_LOL_DIST_NM');
    refused({ ADSB_LOL_LAT: 'north' }, 'ADSB_LOL_LAT');
    const up = await startUpstream();
    refused({ ADSB_LOL_BASE_URL: up.url, ADSB_LOL_LON: '200' }, 'ADSB_LOL_LON');
    refused({ ADSB_LOL_BASE_URL: 'not a url' }, 'ADSB_LOL_BASE_URL');
    expect(up.requests).toHaveLength(0);
    await up.close();
  });

  it('loads the bundled real capture with its true date', async () => {
    const store = createSqliteStore(':memory:');
    const [result] = await loadBundles([createAdsbLolPositionsJob({})], { store });
    expect(result).toMatchObject({ state: 'loaded', records: 30, fetchedAt: '2026-07-29T14:40:58.500Z' });
    await store.close();
  });
});
