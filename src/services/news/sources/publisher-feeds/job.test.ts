import { describe, expect, it } from 'vitest';
import {
  harness,
  readFixture,
  SHORT_ATTEMPT_TIMEOUT_MS,
  sourceJob,
} from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import type { FetchLike } from '../../../../ingest/http-client';
import { newsKeys } from '../../data';
import { publisherFeedsSource } from '.';
import { DEFAULT_NEWS_FEEDS } from './env';
import { NEWS_FEEDS_SCHEDULE } from './job';

const GUARDIAN = readFixture(import.meta.url, 'guardian-us.rss');
const job = (env: RawEnv = {}) => sourceJob(publisherFeedsSource, env);

describeJobScenarios({
  name: 'news-feeds',
  job: (url) => job({ NEWS_FEEDS: `full/us|Guardian US|${url}/us/rss` }),
  payloads: { '/us/rss': GUARDIAN },
  mainPath: '/us/rss',
  records: 4,
  malformed: '{"status":"error","message":"not a feed"}',
});

describe('news-feeds: feed list and health', () => {
  it('keeps the feeds that answered, records the others, and dates the snapshot by the newest article', async () => {
    const up = await startUpstream({ '/us/rss': { body: GUARDIAN } });
    const h = harness();
    const feeds = `full/us|Guardian US|${up.url}/us/rss, full/world|Gone|${up.url}/missing`;
    const summary = await h.run(job({ NEWS_FEEDS: feeds }));
    expect(summary).toMatchObject({ state: 'ok', records: 4, fetchedAt: '2018-01-31T20:00:01.000Z' });
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === newsKeys.feeds.name);
    expect(status?.lastError).toBe('1 of 2 feeds failed: gone (error)');
    const read = await h.store.snapshots.read(newsKeys.feeds);
    const feedsRead = read.status === 'hit' ? read.snapshot.data.feeds : [];
    expect(feedsRead.map((f) => [f.name, f.status, f.lastReadAt])).toEqual([
      ['Guardian US', 'ok', '2026-08-10T12:00:00.000Z'],
      ['Gone', 'error', undefined],
    ]);
    expect(feedsRead[1]?.problem).toMatch(/404/);
    await up.close();
    await h.close();
  });

  it('records a feed that does not answer in time as a timeout', async () => {
    // Both feeds share the attempt's short box, so neither is a socket: the answering one is served
    // from memory (no timer can pass before it is read, however busy the machine is) and the silent
    // one never answers.
    const fetch: FetchLike = (url, init) =>
      url.endsWith('/slow')
        ? new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : Promise.resolve(new Response(GUARDIAN));
    const h = harness({ http: { fetch, attemptTimeoutMs: SHORT_ATTEMPT_TIMEOUT_MS, maxAttempts: 1 } });
    const summary = await h.run(
      job({
        NEWS_FEEDS: 'full/us|Guardian US|http://feeds.test/us/rss, full/world|Slow|http://feeds.test/slow',
      }),
    );
    expect(summary.state).toBe('ok');
    const read = await h.store.snapshots.read(newsKeys.feeds);
    const slow = read.status === 'hit' ? read.snapshot.data.feeds.find((f) => f.name === 'Slow') : undefined;
    expect(slow?.status).toBe('timeout');
    await h.close();
  });

  it('fails when every feed fails', async () => {
    const up = await startUpstream();
    const h = harness();
    const summary = await h.run(job({ NEWS_FEEDS: `full/a|A|${up.url}/x, full/b|B|${up.url}/y` }));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('every feed failed');
    await up.close();
    await h.close();
  });

  it('moves every default feed to NEWS_FEEDS_BASE_URL, fetching each distinct feed once', async () => {
    const up = await startUpstream({ '/us/rss': { body: GUARDIAN } });
    const h = harness();
    const summary = await h.run(job({ NEWS_FEEDS_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 4 });
    const paths = up.requests.map((r) => r.path);
    const distinctFeeds = new Set(DEFAULT_NEWS_FEEDS.map((f) => f.name)).size;
    expect(paths).toHaveLength(distinctFeeds);
    expect(paths).toContain('/us/rss');
    expect(paths).toContain('/world/middleeast/rss');
    await up.close();
    await h.close();
  });

  it('runs every 15 minutes, keyless', () => {
    expect(NEWS_FEEDS_SCHEDULE.everyMs).toBe(15 * 60_000);
    expect(job().credentials).toEqual({ kind: 'keyless' });
  });

  it('refuses a malformed feed list or base URL with a ConfigError naming the variable', () => {
    const badList = () => publisherFeedsSource.createJobs({ NEWS_FEEDS: 'Guardian|https://x.example/rss' });
    expect(badList).toThrow(ConfigError);
    expect(badList).toThrow(/NEWS_FEEDS/);
    const badUrl = () => publisherFeedsSource.createJobs({ NEWS_FEEDS_BASE_URL: 'not a url' });
    expect(badUrl).toThrow(ConfigError);
    expect(badUrl).toThrow(/NEWS_FEEDS_BASE_URL/);
  });
});

describe('news-feeds: bundled capture', () => {
  it('loads the Guardian US subset offline, dated by its newest article', async () => {
    const h = harness();
    const [loaded] = await loadBundles([job()], { store: h.store });
    expect(loaded).toMatchObject({ records: 10, fetchedAt: '2018-01-31T20:00:01.000Z' });
    const read = await h.store.snapshots.read(newsKeys.feeds);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe('bundled:news-rss/guardian-us.rss');
    const feeds = read.status === 'hit' ? read.snapshot.data.feeds : [];
    expect(feeds.find((f) => f.name === 'Guardian US')).toMatchObject({ status: 'ok', variant: 'full' });
    expect(feeds.filter((f) => f.status === 'unavailable')).toHaveLength(DEFAULT_NEWS_FEEDS.length - 1);
    await h.close();
  });
});
