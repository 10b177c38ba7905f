import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { maritimeKeys } from '../../data';
import { NGA_BROADCAST_WARN_PATH, NGA_WARNINGS_SCHEDULE, ngaMsiSource } from './source';

const LISTING = readFixture(import.meta.url, 'broadcast-warn.json');
const job = (url?: string) => sourceJob(ngaMsiSource, url === undefined ? {} : { NGA_MSI_BASE_URL: url });

describeJobScenarios({
  name: 'nga-navigational-warnings',
  job: (url) => job(url),
  payloads: { [NGA_BROADCAST_WARN_PATH]: LISTING },
  mainPath: NGA_BROADCAST_WARN_PATH,
  records: 13,
  malformed: '{"error":"Service Unavailable","status":503}',
  now: new Date('2023-04-21T00:00:00Z'),
});

describe('nga-navigational-warnings: request and dates', () => {
  it('asks for the active warnings as JSON and dates the snapshot by the newest issueDate', async () => {
    const up = await startUpstream({ [NGA_BROADCAST_WARN_PATH]: { body: LISTING } });
    const h = harness({ now: () => new Date('2023-04-21T00:00:00Z') });
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', records: 13, fetchedAt: '2023-04-15T10:05:00.000Z' });
    expect(up.requests[0]!.path).toBe('/api/publications/broadcast-warn?output=json&status=A');
    expect(up.requests[0]!.headers.accept).toBe('application/json');
    expect(NGA_WARNINGS_SCHEDULE.everyMs).toBe(3_600_000);
    await up.close();
    await h.close();
  });

  it('refuses a malformed NGA_MSI_BASE_URL with a ConfigError naming it', () => {
    expect(() => ngaMsiSource.createJobs({ NGA_MSI_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => ngaMsiSource.createJobs({ NGA_MSI_BASE_URL: 'not a url' })).toThrow(/NGA_MSI_BASE_URL/);
  });
});

describe('nga-navigational-warnings: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle and list-navigational-warnings answers with 2023-04-17T13:30Z', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2023-04-17T13:30:00.000Z', records: 125 });
    const read = await t.store.snapshots.read(maritimeKeys.navigationalWarnings);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe('bundled:nga-msi/broadcast-warn.json');
    const res = await t.app.inject({
      url: '/api/maritime/v1/list-navigational-warnings?page_size=1',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2023-04-17T13:30:00.000Z');
    const body = res.json();
    expect(body.pagination.totalCount).toBe(125);
    expect(body.warnings[0].issuedAt).toBe(Date.UTC(2023, 3, 17, 13, 30));
  });
});
