import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, parseEnv, type RawEnv } from '../../../../env-vars';
import { aviationKeys } from '../../data';
import { aviationFeeds } from './job';
import { AVIATION_NEWS_ENV, DEFAULT_AVIATION_FEEDS, newsFeedsSource } from './source';

const GUARDIAN = readFixture(import.meta.url, 'guardian-us.rss');
const ARXIV = readFixture(import.meta.url, 'arxiv-query.atom.xml');
const job = (env: RawEnv) => sourceJob(newsFeedsSource, env);
const feedsOf = (env: RawEnv) => aviationFeeds(parseEnv(AVIATION_NEWS_ENV, env));

describeJobScenarios({
  name: 'aviation-news',
  job: (url) => job({ AVIATION_NEWS_FEEDS: `Guardian US|${url}/us/rss` }),
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
    const summary = await h.run(job({ AVIATION_NEWS_FEEDS: feeds }));
    // Dated by the newest article (the arXiv entry, 2025-10-16T17:59:37Z), not by the run's clock.
    expect(summary).toMatchObject({ state: 'ok', records: 5, fetchedAt: '2025-10-16T17:59:37.000Z' });
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === aviationKeys.news.name);
    expect(status?.state).toBe('ok');
    expect(status?.lastError).toMatch(/1 of 3 feeds failed: C: HTTP 404/);
    const read = await h.store.snapshots.read(aviationKeys.news);
    const names = read.status === 'hit' ? read.snapshot.data.items.map((i) => i.sourceName) : [];
    expect(names).toEqual(['B', 'A', 'A', 'A', 'A']);
    await up.close();
    await h.close();
  });

  it('fails when every feed fails', async () => {
    const up = await startUpstream();
    const h = harness();
    const summary = await h.run(job({ AVIATION_NEWS_FEEDS: `${up.url}/x,${up.url}/y` }));
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
    const summary = await h.run(job({ AVIATION_NEWS_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 5 });
    expect(up.requests.map((r) => r.path).sort()).toEqual(['/feed', '/feed/', '/rss']);
    await up.close();
    await h.close();
  });

  it('reads the feed list setting (names optional) and defaults to the listed publications', () => {
    expect(feedsOf({}).map((f) => f.name)).toEqual(DEFAULT_AVIATION_FEEDS.map((f) => f.name));
    expect(
      feedsOf({ AVIATION_NEWS_FEEDS: 'https://www.example.test/rss\nNamed|https://n.test/feed' }),
    ).toEqual([
      { id: 'feed-1', name: 'example.test', url: 'https://www.example.test/rss' },
      { id: 'feed-2', name: 'Named', url: 'https://n.test/feed' },
    ]);
  });
});

describe('aviation-news: configuration', () => {
  it('refuses a malformed feed list or base URL at start, naming the variable', () => {
    const refused = (env: RawEnv, name: string) => {
      expect(() => newsFeedsSource.createJobs(env)).toThrow(ConfigError);
      expect(() => newsFeedsSource.createJobs(env)).toThrow(new RegExp(name));
    };
    refused({ AVIATION_NEWS_FEEDS: 'Named|not a url' }, 'AVIATION_NEWS_FEEDS');
    refused({ AVIATION_NEWS_FEEDS: 'ftp://feeds.test/rss' }, 'AVIATION_NEWS_FEEDS');
    refused({ AVIATION_NEWS_BASE_URL: 'not a url' }, 'AVIATION_NEWS_BASE_URL');
  });
});
