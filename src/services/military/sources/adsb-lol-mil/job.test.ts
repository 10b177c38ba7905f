import { afterEach, describe, expect, it } from 'vitest';
import { readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { ADSB_LOL_MIL_PATH, adsbLolMilSource } from './source';

const MIL = readFixture(import.meta.url, 'v2-mil.json');

describeJobScenarios({
  name: 'adsb-lol-mil-flights',
  job: (url) => sourceJob(adsbLolMilSource, { ADSB_LOL_MIL_BASE_URL: url }),
  payloads: { [ADSB_LOL_MIL_PATH]: MIL },
  mainPath: ADSB_LOL_MIL_PATH,
  records: 10,
  malformed: '{"error":"rate limited"}',
});

describe('military flights and theater posture on the bundled capture', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const load = async (env: Record<string, string> = {}) => {
    t = await buildTestApp({ env });
    const [loaded] = await loadBundles([sourceJob(adsbLolMilSource, env)], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 10, fetchedAt: '2026-10-02T20:49:57.000Z' });
    const key = await t.createKey();
    return (path: string) =>
      t!.app.inject({ url: `/api/military/v1/${path}`, headers: { 'x-service-key': key } });
  };

  it('lists, filters, pages and clusters the flights', async () => {
    const get = await load();
    const all = (await get('list-military-flights')).json();
    expect(all.pagination.totalCount).toBe(10);
    expect(all.flights[0]).toMatchObject({
      source: 'adsb.lol',
      hexCode: expect.stringMatching(/^[0-9A-F]{6}$/),
    });
    // Three Gulf aircraft (Middle East box), SAM582 over Hungary (European), the Korean GLEX (Indo-Pacific),
    // the parked C-30J... outside every box; the A332 on the ground in Scotland is European.
    expect(all.clusters.map((c: { id: string; flightCount: number }) => [c.id, c.flightCount])).toEqual([
      ['european', 2],
      ['middle-east', 3],
      ['indo-pacific', 1],
    ]);
    const gulf = (await get('list-military-flights?sw_lat=20&sw_lon=50&ne_lat=30&ne_lon=65')).json();
    expect(gulf.flights.map((f: { id: string }) => f.id).sort()).toEqual(['60183e', 'ae63be', 'af8403']);
    const tankers = (await get('list-military-flights?aircraft_type=MILITARY_AIRCRAFT_TYPE_TANKER')).json();
    expect(tankers.flights.map((f: { id: string }) => f.id)).toEqual(['ae0427']);
    const usaf = (await get('list-military-flights?operator=MILITARY_OPERATOR_USAF')).json();
    expect(usaf.flights.map((f: { callsign: string }) => f.callsign)).toEqual(['SAM582']);
    const recent = (await get('list-military-flights?start=2026-10-02T20:49:00Z')).json();
    expect(recent.pagination.totalCount).toBe(9); // the lastPosition row is 981 s old
    const p1 = (await get('list-military-flights?page_size=4')).json();
    const p2 = (await get(`list-military-flights?page_size=4&cursor=${p1.pagination.nextCursor}`)).json();
    expect(new Set([...p1.flights, ...p2.flights].map((f: { id: string }) => f.id)).size).toBe(8);
    expect((await get('list-military-flights?sw_lat=1')).statusCode).toBe(400);
  });

  it('assesses the posture of each theater from the airborne aircraft and names what it lacks', async () => {
    const get = await load();
    const body = (await get('get-theater-posture')).json();
    expect(body.missingInputs).toEqual([
      'naval vessels (no military AIS source): trackedVessels not assessed',
    ]);
    expect(body.theaters).toEqual([
      {
        theater: 'European',
        theaterId: 'european',
        postureLevel: 'normal',
        activeFlights: 1,
        activeOperations: [],
        assessedAt: Date.UTC(2026, 9, 2, 20, 49, 57),
      },
      expect.objectContaining({ theaterId: 'middle-east', activeFlights: 3, postureLevel: 'normal' }),
      expect.objectContaining({ theaterId: 'indo-pacific', activeFlights: 1 }),
    ]);
    expect((await get('get-theater-posture?theater=Middle%20East')).json().theaters).toHaveLength(1);
    expect((await get('get-theater-posture?theater=atlantis')).statusCode).toBe(400);
  });

  it('takes theaters and thresholds from MILITARY_THEATERS', async () => {
    const get = await load({
      MILITARY_THEATERS: 'gulf:Gulf:20,50,30,65:2,3;pacific:Pacific:-10,170,70,-120:1,5',
    });
    const body = (await get('get-theater-posture')).json();
    expect(
      body.theaters.map((p: { theaterId: string; postureLevel: string; activeFlights: number }) => [
        p.theaterId,
        p.postureLevel,
        p.activeFlights,
      ]),
    ).toEqual([
      ['gulf', 'critical', 3],
      ['pacific', 'elevated', 3], // Alaska, the tanker off California, the lastPosition row; the parked C-30J is on the ground
    ]);
    expect(() => sourceJob(adsbLolMilSource, { MILITARY_THEATERS: 'bad' })).toThrow(ConfigError);
  });
});
