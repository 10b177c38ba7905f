import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { canonicalUrl, feedItemId } from '../../../../ingest/parse/feed';
import { checkSchema } from '../../../../schema-check';
import { AviationNewsDataSchema } from '../../data';
import { mergeNewsItems, NEWS_SNIPPET_MAX_CHARS, parseAviationNews, parseNewsFeed } from './parser';

const GUARDIAN = readFixture(import.meta.url, 'guardian-us.rss');
const ARXIV = readFixture(import.meta.url, 'arxiv-query.atom.xml');
const RSS_FEED = { id: 'feed-1', name: 'Guardian US', url: 'https://www.theguardian.com/us/rss' };
const ATOM_FEED = { id: 'feed-2', name: 'arXiv', url: 'http://export.arxiv.org/api/query' };

describe('aviation news feed parser', () => {
  it('reads a real RSS 2.0 feed: titles, links, dates, plain-text snippets, images', () => {
    const { items, skipped } = parseNewsFeed(GUARDIAN, RSS_FEED);
    expect(skipped).toBe(0);
    expect(items).toHaveLength(4);
    const first = items[0]!;
    expect(first.title).toBe('Trump State of the Union address promised unity but emphasized discord');
    expect(first.url).toBe(
      'https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord',
    );
    expect(first.publishedAt).toBe(Date.UTC(2018, 0, 31, 7, 26, 5));
    expect(first.sourceName).toBe('Guardian US');
    expect(first.snippet.startsWith('The president’s ‘new American moment’ speech')).toBe(true);
    expect(first.snippet).not.toMatch(/<|&lt;/);
    expect(first.snippet.length).toBeLessThanOrEqual(NEWS_SNIPPET_MAX_CHARS);
    expect(first.imageUrl).toMatch(/^https:\/\/i\.guim\.co\.uk\//);
    expect(first.id).toBe(feedItemId(first.url));
  });

  it('reads a real Atom feed (alternate link, published date, summary)', () => {
    const { items } = parseNewsFeed(ARXIV, ATOM_FEED);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      url: 'http://arxiv.org/abs/2510.14968v1',
      publishedAt: Date.UTC(2025, 9, 16, 17, 59, 37),
      sourceName: 'arXiv',
    });
    expect(items[0]?.title).toBe(
      'RDD: Retrieval-Based Demonstration Decomposer for Planner Alignment in Long-Horizon Tasks',
    );
    expect(items[0]?.snippet.startsWith('To tackle long-horizon tasks')).toBe(true);
  });

  it('merges feeds newest first and de-duplicates by canonical URL', () => {
    const guardian = parseNewsFeed(GUARDIAN, RSS_FEED).items;
    const copy = guardian.map((i) => ({ ...i, sourceName: 'Mirror' }));
    const merged = mergeNewsItems([guardian, copy, parseNewsFeed(ARXIV, ATOM_FEED).items]);
    expect(merged).toHaveLength(5);
    expect(merged.every((i, n) => n === 0 || merged[n - 1]!.publishedAt >= i.publishedAt)).toBe(true);
    expect(merged.filter((i) => i.sourceName === 'Mirror')).toHaveLength(0);
  });

  it('builds schema-valid data and skips a broken feed with a warning', () => {
    const result = parseAviationNews({ 'feed-1': GUARDIAN, 'feed-2': '<html>not a feed</html>' }, [
      RSS_FEED,
      ATOM_FEED,
    ]);
    expect(checkSchema(AviationNewsDataSchema, result.data)).toEqual({ ok: true });
    expect(result.data.items).toHaveLength(4);
    expect(result.warnings?.[0]).toContain('arXiv');
  });

  it('dates the data by the newest article of the feeds read, not the fetch', () => {
    // Guardian US: newest of its 4 items 2018-01-31T20:00:01Z (the channel pubDate, 20:15:15, is no
    // article); arXiv: entry published 2025-10-16T17:59:37Z.
    expect(parseAviationNews({ 'feed-1': GUARDIAN }, [RSS_FEED]).asOf).toBe('2018-01-31T20:00:01.000Z');
    const both = parseAviationNews({ 'feed-1': GUARDIAN, 'feed-2': ARXIV }, [RSS_FEED, ATOM_FEED]);
    expect(both.asOf).toBe('2025-10-16T17:59:37.000Z');
  });

  it('fails when no feed can be parsed', () => {
    expect(() => parseAviationNews({ 'feed-1': '' }, [RSS_FEED])).toThrow(PayloadError);
    expect(() => parseAviationNews({}, [RSS_FEED])).toThrow(/no feed/);
  });

  it('skips entries without a date or link (synthetic RSS)', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
      <item><title>Dated</title><link>https://example.test/a?utm_source=x#top</link><pubDate>Tue, 04 Aug 2026 10:00:00 +0000</pubDate><description>&lt;p&gt;Body &amp;amp; more&lt;/p&gt;</description></item>
      <item><title>Undated</title><link>https://example.test/b</link></item>
      <item><title>No link</title><pubDate>Tue, 04 Aug 2026 10:00:00 +0000</pubDate></item>
    </channel></rss>`;
    const { items, skipped } = parseNewsFeed(rss, { id: 'x', name: 'X', url: 'https://example.test/feed' });
    expect(skipped).toBe(2);
    expect(items[0]).toMatchObject({ url: 'https://example.test/a', snippet: 'Body & more' });
  });

  it('canonicalises URLs', () => {
    expect(canonicalUrl('/a/b?utm_medium=rss&id=3#x', 'https://site.test/feed')).toBe(
      'https://site.test/a/b?id=3',
    );
    expect(canonicalUrl('javascript:alert(1)', 'https://site.test/')).toBeUndefined();
  });
});
