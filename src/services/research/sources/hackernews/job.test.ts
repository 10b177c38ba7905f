import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { feedPath, itemPath } from './job';
import { hackernewsSource } from './source';

const IDS = [36929499, 36937713, 36940871, 39483482, 39828686, 40053774] as const;
const ITEMS = Object.fromEntries(
  IDS.map((id) => [itemPath(id), readFixture(import.meta.url, `item-${id}.json`)]),
);
// No real `topstories.json` was captured: this list is a test input naming the recorded items.
const TOP = JSON.stringify([40053774, 36940871, 39483482, 36929499]);
const ASK = JSON.stringify([36940871, 39828686]);
const job = (env: Record<string, string> = {}) => sourceJob(hackernewsSource, env);

describeJobScenarios({
  name: 'hackernews-items',
  job: (url) => job({ HACKERNEWS_BASE_URL: url, HACKERNEWS_FEEDS: 'top' }),
  payloads: { [feedPath('top')]: TOP, ...ITEMS },
  mainPath: feedPath('top'),
  records: 4,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
});

describe('hackernews-items: feeds, items and dates', () => {
  it('reads each feed list then each item once, and keeps only the configured number per feed', async () => {
    const up = await startUpstream({ [feedPath('top')]: { body: TOP }, [feedPath('ask')]: { body: ASK } });
    for (const [path, body] of Object.entries(ITEMS)) up.route(path, { body });
    const h = harness({ now: () => new Date('2024-05-22T00:42:36Z') });
    const summary = await h.run(
      job({ HACKERNEWS_BASE_URL: up.url, HACKERNEWS_FEEDS: 'top,ask', HACKERNEWS_ITEMS_PER_FEED: '3' }),
    );
    // The ranking is true when fetched: the snapshot is dated by the run's clock.
    expect(summary).toMatchObject({ state: 'ok', records: 4, fetchedAt: '2024-05-22T00:42:36.000Z' });
    const itemRequests = up.requests.filter((r) => r.path.startsWith('/v0/item/')).map((r) => r.path);
    expect(itemRequests.sort()).toEqual(
      [40053774, 36940871, 39483482, 39828686].map((id) => itemPath(id)).sort(),
    );
    await up.close();
    await h.close();
  });

  it('publishes the feeds that answered when one list fails, with a warning', async () => {
    const up = await startUpstream({ [feedPath('top')]: { body: TOP }, [feedPath('ask')]: { status: 503 } });
    for (const [path, body] of Object.entries(ITEMS)) up.route(path, { body });
    const h = harness();
    const summary = await h.run(job({ HACKERNEWS_BASE_URL: up.url, HACKERNEWS_FEEDS: 'top,ask' }));
    expect(summary).toMatchObject({ state: 'ok', records: 4 });
    expect(summary.warnings.join(' ')).toContain('ask');
    await up.close();
    await h.close();
  });

  it('refuses bad settings with a ConfigError naming the variable', () => {
    expect(() => hackernewsSource.createJobs({ HACKERNEWS_BASE_URL: 'nope' })).toThrow(/HACKERNEWS_BASE_URL/);
    expect(() => hackernewsSource.createJobs({ HACKERNEWS_FEEDS: 'top,hot' })).toThrow(ConfigError);
    expect(() => hackernewsSource.createJobs({ HACKERNEWS_ITEMS_PER_FEED: '0' })).toThrow(/ITEMS_PER_FEED/);
  });
});

describe('hackernews-items: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the 11 captured top stories dated by the newest capture time', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2024-05-22T00:42:36.000Z', records: 11 });
    const res = await t.app.inject({
      url: '/api/research/v1/list-hackernews-items',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2024-05-22T00:42:36.000Z');
    expect(res.json().items[0]).toEqual({
      id: 40432688,
      title: 'Gordon Bell has died',
      url: 'https://arstechnica.com/gadgets/2024/05/gordon-bell-an-architect-of-our-digital-age-dies-at-age-89/',
      by: 'dcminter',
      score: 624,
      commentCount: 46,
      submittedAt: 1716319439000,
    });
  });
});
