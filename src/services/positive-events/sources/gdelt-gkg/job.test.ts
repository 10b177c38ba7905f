import { afterEach, describe, expect, it } from 'vitest';
import { readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { GDELT_LASTUPDATE_PATH } from '../../../../ingest/gdelt-v2';
import { gdeltGkgSource } from './source';

const GKG_PATH = '/gdeltv2/20260721083000.gkg.csv.zip';
const LIST = [
  '1 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.export.CSV.zip',
  '1 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.mentions.CSV.zip',
  `14088 0123456789abcdef0123456789abcdef http://data.gdeltproject.org${GKG_PATH}`,
].join('\n');
const job = (url?: string) => sourceJob(gdeltGkgSource, url === undefined ? {} : { GDELT_GKG_BASE_URL: url });

describeJobScenarios({
  name: 'gdelt-positive-geo (real GKG records, served unzipped)',
  job: (url) => job(url),
  payloads: {
    [GDELT_LASTUPDATE_PATH]: LIST,
    [GKG_PATH]: readFixture(import.meta.url, '20260721083000.gkg.first15.projected.tsv'),
  },
  mainPath: GKG_PATH,
  records: 9,
  malformed: '<html><body>Not Found</body></html>',
  now: new Date('2026-07-21T08:40:00Z'),
});

describe('gdelt-positive-geo: bundle → operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('offline, the bundled records answer list-positive-geo-events', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 9, fetchedAt: '2026-07-21T08:30:00.000Z' });
    const get = async (q: string) =>
      t!.app.inject({
        url: `/api/positive-events/v1/list-positive-geo-events${q}`,
        headers: { 'x-service-key': await t!.createKey() },
      });
    const res = await get('');
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json()).toMatchObject({ fetchedAt: Date.UTC(2026, 6, 21, 8, 30), stale: true });
    expect(res.json().events).toHaveLength(9);
    const us = (await get('?country=US&category=health')).json().events;
    expect(us).toEqual([
      expect.objectContaining({ name: 'San Diego, California, United States', category: 'health', count: 1 }),
    ]);
  });
});
