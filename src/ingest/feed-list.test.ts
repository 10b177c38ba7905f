import { describe, expect, it } from 'vitest';
import { envVar } from '../env-vars';
import { httpFeedUrl, parseFeedListVariable } from './feed-list';

const urlOnly = (fields: string[]) => {
  const url = fields.at(-1) ?? '';
  return httpFeedUrl(url) ? envVar.ok(url) : envVar.refuse<string>(`bad: "${url}"`);
};

describe('parseFeedListVariable', () => {
  it('reads comma- and newline-separated entries of trimmed | fields, skipping blanks', () => {
    const seen: string[][] = [];
    const parsed = parseFeedListVariable(' A | https://a.test/rss ,\n\nhttps://b.test/feed', (fields) => {
      seen.push(fields);
      return urlOnly(fields);
    });
    expect(seen).toEqual([['A', 'https://a.test/rss'], ['https://b.test/feed']]);
    expect(parsed).toEqual({ ok: true, value: ['https://a.test/rss', 'https://b.test/feed'] });
  });

  it('refuses the list at its first refused entry, and an empty list', () => {
    expect(parseFeedListVariable('https://a.test, ftp://b.test', urlOnly)).toEqual({
      ok: false,
      problem: 'bad: "ftp://b.test"',
    });
    expect(parseFeedListVariable(' , \n', urlOnly)).toEqual({
      ok: false,
      problem: 'must list at least one feed',
    });
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(httpFeedUrl('https://a.test/rss')?.hostname).toBe('a.test');
    expect(httpFeedUrl('http://a.test')).toBeDefined();
    expect(httpFeedUrl('ftp://a.test')).toBeUndefined();
    expect(httpFeedUrl('/rss')).toBeUndefined();
  });
});
