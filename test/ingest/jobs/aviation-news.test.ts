import { describe, expect, it } from 'vitest';
import {
  aviationFeeds,
  createAviationNewsJob,
  DEFAULT_AVIATION_FEEDS,
} from '../../../src/ingest/jobs/aviation-news';
import { keys } from '../../../src/store/keys';
import { fixture, harness } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';
import { startUpstream } from '../../helpers/ingest/upstream-server';

const GUARDIAN = fixture('news-feeds', 'guardian-us.rss');
const ARXIV = fixture('news-feeds', 'arxiv-query.atom.xml');

describeJobScenarios({
  name: 'aviation-news',
  job: (url) => createAviationNewsJob({ AVIATION_NEWS_FEEDS: `Guardian US|${url}/us/rss` }),
  payloads: { '/us/rss': GUARDIAN },
  mainPath: '/us/rss',
  records: 4,
  malformed: '{"status":"error","message":"not a feed"}',
});

describe('aviation-news: feed list', () => {
  it('keeps the articles of the feeds that answered and reports the others', async () => {
    const up = await startUpstream({ '/a.rss': { body: GUARDIAN }, '/b.atom': { body: ARXIV } });
    const h = harness();
    const feeds = `A|${up.url}/a.rss, B|${up.url}/b.atom, C|${up.url}/missing`;
    const summary = await h.run(createAviationNewsJob({ AVIATION_NEWS_FEEDS: feeds }));
    expect(summary).toMatchObject({ state: 'ok', records: 5 });
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === keys.aviationNews.name);
    expect(status?.state).toBe('ok');
    expect(status?.lastError).toMatch(/1 of 3 feeds failed: C: HTTP 404/);
    const read = await h.store.snapshots.read(keys.aviationNews);
    const names = read.status === 'hit' ? read.snapshot.data.items.map((i) => i.sourceName) : [];
    expect(names).toEqual(['B', 'A', 'A', 'A', 'A']);
    await up.close();
    await h.close();
  });

  it('fails when every feed fails', async () => {
    const up = await startUpstream();
    const h = harness();
    const summary = await h.run(createAviationNewsJob({ AVIATION_NEWS_FEEDS: `${up.url}/x,${up.url}/y` }));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('every feed failed');
    await up.close();
    await h.close();
  });

  it('moves every default feed to AVIATION_NEWS_BASE_URL, fetching each path once', async () => {
    const up = await startUpstream({
      '/feed/': { body: GUARDIAN },
      '/rss': { body: ARXIV },
      '/feed': { body: GUARDIAN },
    });
    const h = harness();
    const summary = await h.run(createAviationNewsJob({ AVIATION_NEWS_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 5 });
    expect(up.requests.map((r) => r.path).sort()).toEqual(['/feed', '/feed/', '/rss']);
    await up.close();
    await h.close();
  });

  it('reads the feed list setting (names optional) and defaults to the listed publications', () => {
    expect(aviationFeeds({}).map((f) => f.name)).toEqual(DEFAULT_AVIATION_FEEDS.map((f) => f.name));
    expect(
      aviationFeeds({ AVIATION_NEWS_FEEDS: 'https://www.example.test/rss\nNamed|https://n.test/feed' }),
    ).toEqual([
      { id: 'feed-1', name: 'example.test', url: 'https://www.example.test/rss' },
      { id: 'feed-2', name: 'Named', url: 'https://n.test/feed' },
    ]);
  });
});
