import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { chokepointKeys } from '../../chokepoint-data';
import {
  imfPortwatchSource,
  PORTWATCH_CHOKEPOINTS_DB_PATH,
  PORTWATCH_DAILY_CHOKEPOINTS_PATH,
} from './source';

/** The bundled transcription of the Taiwan Strait's January 2023 (bundle/SOURCE.md). */
const DAILY = readFileSync(new URL('./bundle/daily-chokepoints.json', import.meta.url), 'utf8');
const REGISTRY = readFileSync(new URL('./bundle/chokepoints-database.csv', import.meta.url), 'utf8');
const jobs = (url?: string) =>
  imfPortwatchSource.createJobs(url === undefined ? {} : { IMF_PORTWATCH_BASE_URL: url });
const job = (id: string, url?: string) =>
  sourceJob(imfPortwatchSource, url === undefined ? {} : { IMF_PORTWATCH_BASE_URL: url }, id);
const NOW = new Date('2023-02-01T00:00:00Z');

describeJobScenarios({
  name: 'portwatch-chokepoint-transits',
  job: (url) => job('portwatch-chokepoint-transits', url),
  payloads: { [PORTWATCH_DAILY_CHOKEPOINTS_PATH]: DAILY },
  mainPath: PORTWATCH_DAILY_CHOKEPOINTS_PATH,
  records: 31,
  malformed: '{"error":{"code":400,"message":"Invalid query","details":[]}}',
  now: NOW,
});

describeJobScenarios({
  name: 'portwatch-chokepoint-registry',
  job: (url) => job('portwatch-chokepoint-registry', url),
  payloads: { [PORTWATCH_CHOKEPOINTS_DB_PATH]: REGISTRY },
  mainPath: PORTWATCH_CHOKEPOINTS_DB_PATH,
  records: 28,
  malformed: '{"error":{"code":400,"message":"Invalid query","details":[]}}',
  now: NOW,
});

describe('portwatch-chokepoint-transits: paging and window', () => {
  it('stops when a server that ignores resultOffset answers the same page again', async () => {
    const more = DAILY.replace('{"objectIdFieldName"', '{"exceededTransferLimit":true,"objectIdFieldName"');
    const up = await startUpstream({ [PORTWATCH_DAILY_CHOKEPOINTS_PATH]: { body: more } });
    const h = harness({ now: () => NOW });
    const summary = await h.run(job('portwatch-chokepoint-transits', up.url));
    expect(summary).toMatchObject({ state: 'ok', records: 31 });
    expect(up.requests).toHaveLength(2);
    await up.close();
    await h.close();
  });

  it('asks for 180 days in ObjectId order and follows exceededTransferLimit with resultOffset', async () => {
    const more = DAILY.replace('{"objectIdFieldName"', '{"exceededTransferLimit":true,"objectIdFieldName"');
    const up = await startUpstream();
    let calls = 0;
    up.route(PORTWATCH_DAILY_CHOKEPOINTS_PATH, () => ({ body: calls++ === 0 ? more : DAILY }));
    const h = harness({ now: () => NOW });
    const summary = await h.run(job('portwatch-chokepoint-transits', up.url));
    expect(summary).toMatchObject({ state: 'ok', records: 31, fetchedAt: '2023-01-31T00:00:00.000Z' });
    const queries = up.requests.map((r) => new URL(r.path, 'http://x').searchParams);
    expect(queries.map((q) => q.get('resultOffset'))).toEqual(['0', '31']);
    expect(queries[0]?.get('where')).toBe("date >= timestamp '2022-08-05 00:00:00'");
    expect(queries[0]?.get('orderByFields')).toBe('ObjectId');
    expect(queries[0]?.get('f')).toBe('json');
    await up.close();
    await h.close();
  });
});

describe('imf-portwatch: bundled captures to operations', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads both bundles; history and status answer the Taiwan Strait of January 2023', async () => {
    t = await buildTestApp();
    const loaded = await loadBundles(jobs(), { store: t.store });
    expect(loaded).toEqual([
      expect.objectContaining({ state: 'loaded', records: 28 }),
      expect.objectContaining({ state: 'loaded', records: 31, fetchedAt: '2023-01-31T00:00:00.000Z' }),
    ]);
    const read = await t.store.snapshots.read(chokepointKeys.chokepointTransits);
    expect(read.status === 'hit' && read.snapshot.meta.source).toBe(
      'bundled:imf-portwatch/daily-chokepoints.json',
    );
    const key = await t.createKey();
    const history = await t.app.inject({
      url: '/api/supply-chain/v1/get-chokepoint-history?chokepointId=chokepoint11&page_size=2',
      headers: { 'x-service-key': key },
    });
    expect(history.statusCode).toBe(200);
    expect(history.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(history.json()).toMatchObject({
      chokepointId: 'chokepoint11',
      fetchedAt: String(Date.UTC(2023, 0, 31)),
      history: [{ date: '2023-01-31', total: 215, tanker: 58, cargo: 157, other: 0 }, { date: '2023-01-30' }],
      pagination: { totalCount: 31 },
    });
    const status = await t.app.inject({
      url: '/api/supply-chain/v1/get-chokepoint-status',
      headers: { 'x-service-key': key },
    });
    expect(status.statusCode).toBe(200);
    const body = status.json();
    expect(body.chokepoints).toHaveLength(28);
    expect(body.upstreamUnavailable).toBe(false);
    expect(body.fetchedAt).toBe('2023-01-31T00:00:00.000Z');
    const taiwan = body.chokepoints.find((c: { id: string }) => c.id === 'chokepoint11');
    expect(taiwan.transitSummary).toMatchObject({ todayTotal: 215, todayTanker: 58, dataAvailable: true });
  });
});
