import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { ConfigError, parseEnv } from '../../../../env-vars';
import { PayloadError } from '../../../../ingest/errors';
import { DEFAULT_NEWS_FEEDS, newsFeedId, PUBLISHER_FEEDS_ENV, parseNewsFeedList } from './env';
import {
  FETCH_FAILURES_RESOURCE,
  feedState,
  NEWS_SNIPPET_MAX_CHARS,
  type NewsFeedTarget,
  parseNewsFeeds,
  readNewsFeed,
} from './parser';

/** Header and first 4 items of The Guardian's US feed (channel pubDate 2018-01-31T20:15:15Z). */
const GUARDIAN = readFixture(import.meta.url, 'guardian-us.rss');
/** The same real channel with none of its items: a feed that answers with nothing. */
const GUARDIAN_NO_ITEMS = GUARDIAN.replace(/<item>[\s\S]*<\/item>\s*/, '');

const target = (name: string, category = 'us', variant: 'full' | 'tech' = 'full'): NewsFeedTarget => ({
  variant,
  category,
  name,
  url: `https://feeds.example/${newsFeedId(name)}`,
  fetchUrl: `https://feeds.example/${newsFeedId(name)}`,
  lang: 'en',
  id: newsFeedId(name),
});

describe('publisher-feeds parser: one feed', () => {
  it('reads every real item with its own publication time, canonical link and clipped snippet, newest first', () => {
    const { items, status, skipped } = readNewsFeed(GUARDIAN, target('Guardian US'));
    expect(status).toBe('ok');
    expect(skipped).toBe(0);
    expect(items.map((i) => new Date(i.publishedAt).toISOString())).toEqual([
      '2018-01-31T20:00:01.000Z',
      '2018-01-31T15:46:36.000Z',
      '2018-01-31T12:14:52.000Z',
      '2018-01-31T07:26:05.000Z',
    ]);
    const sotu = items.find((i) => i.link.endsWith('/donald-trump-state-of-the-union-address-unity-discord'));
    expect(sotu).toMatchObject({
      title: 'Trump State of the Union address promised unity but emphasized discord',
      link: 'https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord',
    });
    expect(sotu?.snippet.startsWith('The president’s ‘new American moment’ speech')).toBe(true);
    expect(sotu?.snippet).not.toContain('<p>');
    for (const i of items) expect(i.snippet.length).toBeLessThanOrEqual(NEWS_SNIPPET_MAX_CHARS);
  });

  it('names each state of a read feed', () => {
    expect(feedState(3, 0)).toBe('ok');
    expect(feedState(0, 0)).toBe('empty');
    expect(feedState(0, 2)).toBe('all-undated');
    expect(feedState(3, 1)).toBe('partial-undated');
    expect(readNewsFeed(GUARDIAN_NO_ITEMS, target('Guardian US')).status).toBe('empty');
  });

  it('refuses a body that is not a feed', () => {
    expect(() => readNewsFeed('{"error":"not a feed"}', target('X'))).toThrow(PayloadError);
  });
});

describe('publisher-feeds parser: the whole payload', () => {
  it('dates the snapshot by the newest article and records each feed health', () => {
    const feeds = [
      target('Guardian US'),
      target('Slow', 'world'),
      target('Broken', 'world'),
      target('Not A Feed', 'world'),
      target('Quiet', 'world'),
      target('Never Fetched', 'tech', 'tech'),
    ];
    const result = parseNewsFeeds(
      {
        'guardian-us': GUARDIAN,
        'not-a-feed': '<html><body>Maintenance</body></html>',
        quiet: GUARDIAN_NO_ITEMS,
        [FETCH_FAILURES_RESOURCE]: JSON.stringify({
          slow: { kind: 'timeout', problem: 'no answer within 15000 ms' },
          broken: { kind: 'error', problem: 'HTTP 503' },
        }),
      },
      feeds,
    );
    expect(result.asOf).toBe('2018-01-31T20:00:01.000Z');
    expect(result.data.feeds.map((f) => [f.name, f.status, f.items.length])).toEqual([
      ['Guardian US', 'ok', 4],
      ['Slow', 'timeout', 0],
      ['Broken', 'error', 0],
      ['Not A Feed', 'error', 0],
      ['Quiet', 'empty', 0],
      ['Never Fetched', 'unavailable', 0],
    ]);
    expect(result.data.feeds[1]?.problem).toBe('no answer within 15000 ms');
    expect(result.data.feeds[3]?.problem).toMatch(/Not A Feed: not an RSS\/Atom\/JSON feed/);
  });

  it('reads a feed listed under two variants once, keeping both entries', () => {
    const result = parseNewsFeeds({ 'guardian-us': GUARDIAN }, [
      target('Guardian US'),
      target('Guardian US', 'tech', 'tech'),
    ]);
    expect(result.data.feeds.map((f) => [f.variant, f.category, f.items.length])).toEqual([
      ['full', 'us', 4],
      ['tech', 'tech', 4],
    ]);
  });

  it("keeps each feed's last read time: this run's when read, else the previous snapshot's", () => {
    const feeds = [target('Guardian US'), target('Broken', 'world')];
    const first = parseNewsFeeds({ 'guardian-us': GUARDIAN, broken: GUARDIAN }, feeds, {
      now: new Date('2026-08-10T12:00:00Z'),
    });
    expect(first.data.feeds.map((f) => f.lastReadAt)).toEqual([
      '2026-08-10T12:00:00.000Z',
      '2026-08-10T12:00:00.000Z',
    ]);
    const second = parseNewsFeeds(
      {
        'guardian-us': GUARDIAN,
        [FETCH_FAILURES_RESOURCE]: JSON.stringify({ broken: { kind: 'error', problem: 'HTTP 503' } }),
      },
      feeds,
      { now: new Date('2026-08-10T12:15:00Z'), previous: first.data },
    );
    expect(second.data.feeds.map((f) => [f.status, f.lastReadAt])).toEqual([
      ['ok', '2026-08-10T12:15:00.000Z'],
      ['error', '2026-08-10T12:00:00.000Z'],
    ]);
    expect(second.warnings).toEqual(['Broken: error (HTTP 503), last read 2026-08-10T12:00:00.000Z']);
  });

  it('fails when no feed could be read', () => {
    expect(() => parseNewsFeeds({ x: 'not xml' }, [target('X')])).toThrow(PayloadError);
    expect(() => parseNewsFeeds({}, [target('X')])).toThrow(/no feed could be read/);
  });
});

describe('publisher-feeds configuration', () => {
  it('reads variant/category|Name|URL[|lang] entries', () => {
    const parsed = parseNewsFeedList(
      'tech/ai|Some Lab|https://lab.example/feed, full/europe|Le Monde|https://www.lemonde.fr/rss/une.xml|fr',
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        { variant: 'tech', category: 'ai', name: 'Some Lab', url: 'https://lab.example/feed', lang: 'en' },
        {
          variant: 'full',
          category: 'europe',
          name: 'Le Monde',
          url: 'https://www.lemonde.fr/rss/une.xml',
          lang: 'fr',
        },
      ],
    });
  });

  it('refuses malformed entries', () => {
    for (const bad of [
      'Name|https://a.example/feed',
      'energy/oil|Name|https://a.example/feed',
      'full/Bad Category|Name|https://a.example/feed',
      'full/world|Name|ftp://a.example/feed',
      'full/world|Name|https://a.example/feed|english',
      'full/world|A|https://a.example/1, tech/x|A|https://a.example/2',
      ' , ',
    ])
      expect(parseNewsFeedList(bad).ok, bad).toBe(false);
  });

  it('defaults to public feeds covering every variant, each name naming one URL', () => {
    const variants = new Set(DEFAULT_NEWS_FEEDS.map((f) => f.variant));
    expect([...variants].sort()).toEqual(['commodity', 'finance', 'full', 'happy', 'tech']);
    expect(parseEnv(PUBLISHER_FEEDS_ENV, {}).NEWS_FEEDS).toBe(DEFAULT_NEWS_FEEDS);
    expect(() => parseEnv(PUBLISHER_FEEDS_ENV, { NEWS_FEEDS: 'nope' })).toThrow(ConfigError);
  });
});
