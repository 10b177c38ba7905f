import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { GDELT_LASTUPDATE_PATH } from '../../../../ingest/gdelt-v2';
import { gdeltEventsSource } from './source';

const ZIP = readFileSync(new URL('./fixtures/20260721083000.export.CSV.zip', import.meta.url));
const ZIP_PATH = '/gdeltv2/20260721083000.export.CSV.zip';
/** A list in the documented layout naming the real batch (its URLs point at GDELT's host). */
const LIST = [
  `60092 0123456789abcdef0123456789abcdef http://data.gdeltproject.org${ZIP_PATH}`,
  '1 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.mentions.CSV.zip',
  '1 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.gkg.csv.zip',
].join('\n');
const job = (url?: string) =>
  sourceJob(gdeltEventsSource, url === undefined ? {} : { GDELT_EVENTS_BASE_URL: url });

describeJobScenarios({
  name: 'gdelt-unrest-events (real export zip)',
  job: (url) => job(url),
  payloads: { [GDELT_LASTUPDATE_PATH]: LIST, [ZIP_PATH]: new Uint8Array(ZIP) },
  mainPath: ZIP_PATH,
  records: 18,
  malformed: '<html><body>Not Found</body></html>',
  now: new Date('2026-07-21T08:40:00Z'),
});

describe('gdelt-unrest-events: bundle → operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('offline, the bundled protest rows answer list-unrest-events (public, no key)', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 18, fetchedAt: '2026-07-21T08:30:00.000Z' });
    const res = await t.app.inject({ url: '/api/unrest/v1/list-unrest-events?country=IN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    const body = res.json();
    expect(body.pagination.totalCount).toBe(9);
    expect(body.events[0]).toMatchObject({ sourceType: 'UNREST_SOURCE_TYPE_GDELT', country: 'IN' });
    expect(body.clusters[0]).toMatchObject({ country: 'IN', region: 'Delhi', eventCount: 5 });
  });
});
