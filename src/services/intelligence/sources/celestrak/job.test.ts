import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { celestrakSource } from './source';

const MILITARY = readFileSync(
  new URL('./bundle/gp.php_GROUP-military_FORMAT-tle.txt', import.meta.url),
  'utf8',
);
const PATH = '/NORAD/elements/gp.php';

describeJobScenarios({
  name: 'celestrak-satellites',
  job: (url) => sourceJob(celestrakSource, { CELESTRAK_BASE_URL: url, CELESTRAK_GROUPS: 'military' }),
  payloads: { [PATH]: MILITARY },
  mainPath: PATH,
  records: 4,
  malformed: '<html><body>Service Unavailable</body></html>',
});

describe('list-satellites on the bundled capture', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const get = async (query: string) =>
    t!.app.inject({
      url: `/api/intelligence/v1/list-satellites?${query}`,
      headers: { 'x-service-key': await t!.createKey() },
    });

  it('loads 166 objects dated by the newest epoch; filters, pages and places them with SGP4', async () => {
    t = await buildTestApp({ deps: { now: () => new Date('2024-07-17T00:00:00Z') } });
    const [loaded] = await loadBundles([sourceJob(celestrakSource, {})], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 166 });
    const first = await get('page_size=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-data-fetched-at']).toBe('2024-07-16T13:44:33.520Z');
    const body = first.json();
    expect(body.satellites).toHaveLength(2);
    expect(body.pagination.totalCount).toBe(166);
    const second = await get(`page_size=2&cursor=${body.pagination.nextCursor}`);
    expect(second.json().satellites[0].id).not.toBe(body.satellites[1].id);

    const helios = (await get('name=helios')).json().satellites;
    expect(helios).toHaveLength(1);
    // Propagated to the request time (within 30 days of the epoch): a sun-synchronous LEO.
    expect(helios[0]).toMatchObject({ id: '28492', country: 'FR', type: 'military', orbitClass: 'LEO' });
    expect(helios[0].positionAt).toBe(Date.parse('2024-07-17T00:00:00Z'));
    expect(helios[0].alt).toBeGreaterThan(540);
    expect(helios[0].alt).toBeLessThan(620);
    expect(helios[0].velocity).toBeGreaterThan(7.3);
    expect(helios[0].velocity).toBeLessThan(7.7);

    const french = (await get('country=FR&limit=100')).json().satellites.map((s: { name: string }) => s.name);
    expect(french).toEqual(expect.arrayContaining(['HELIOS 2A', 'SPIRALE A', 'SPIRALE B']));
    expect((await get('group=military')).json().pagination.totalCount).toBe(4);
    expect(
      (await get('orbit_class=HEO&group=military'))
        .json()
        .satellites.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual(['33751', '33752']);
    expect((await get('country=fr')).statusCode).toBe(400);
  });

  it('places an element set older than 30 days at its own epoch', async () => {
    t = await buildTestApp({ deps: { now: () => new Date('2026-11-27T00:00:00Z') } });
    await loadBundles([sourceJob(celestrakSource, {})], { store: t.store });
    const [sat] = (await get('name=sapphire')).json().satellites;
    expect(sat.positionAt).toBe(sat.epoch);
  });
});
