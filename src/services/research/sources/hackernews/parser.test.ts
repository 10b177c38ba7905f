import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { itemResource, listResource, parseFeedList, parseHackernews, parseItem } from './parser';

const item = (id: number) => readFixture(import.meta.url, `item-${id}.json`);

describe('Hacker News parser', () => {
  it('reads a real pretty-printed story: epoch seconds to ms, descendants as comment count', () => {
    expect(parseItem(item(36929499), 'x')).toEqual({
      id: 36929499,
      title: 'Ffmprovisr – Making FFmpeg Easier',
      url: 'https://amiaopensource.github.io/ffmprovisr/',
      textPost: false,
      by: 'nice__two',
      score: 110,
      commentCount: 19,
      submittedAt: 1690710254000,
    });
  });

  it('gives a text post without `url` its discussion page as canonical URL', () => {
    expect(parseItem(item(36940871), 'x')).toMatchObject({
      id: 36940871,
      title: 'Is anyone using PyPy for real work?',
      url: 'https://news.ycombinator.com/item?id=36940871',
      textPost: true,
      submittedAt: 1690800818000,
    });
    // "Launch HN" text post with 125 comments.
    expect(parseItem(item(39828686), 'x')).toMatchObject({ textPost: true, commentCount: 125 });
  });

  it('keeps the link of a "Show HN" post that has both text and url, and a story with no comments', () => {
    expect(parseItem(item(39483482), 'x')).toMatchObject({
      url: 'https://ok-robot.github.io/',
      textPost: false,
    });
    expect(parseItem(item(36937713), 'x')).toMatchObject({ commentCount: 0, score: 34 });
  });

  it('makes a link canonical: no fragment, no utm_* parameters', () => {
    const story = item(36929499).replace(
      'https://amiaopensource.github.io/ffmprovisr/',
      'https://amiaopensource.github.io/ffmprovisr/?utm_source=hn&x=1#top',
    );
    expect(parseItem(story, 'x')?.url).toBe('https://amiaopensource.github.io/ffmprovisr/?x=1');
  });

  it('leaves out null, deleted, dead, comment and untitled items', () => {
    const base = JSON.parse(item(36937713)) as Record<string, unknown>;
    expect(parseItem('null', 'x')).toBeUndefined();
    expect(parseItem(JSON.stringify({ ...base, deleted: true }), 'x')).toBeUndefined();
    expect(parseItem(JSON.stringify({ ...base, dead: true }), 'x')).toBeUndefined();
    expect(parseItem(JSON.stringify({ ...base, type: 'comment' }), 'x')).toBeUndefined();
    expect(parseItem(JSON.stringify({ ...base, title: '' }), 'x')).toBeUndefined();
    expect(() => parseItem('<html>', 'x')).toThrow(PayloadError);
  });

  it('orders a feed by its list and drops ids whose item was not read', () => {
    const payload = {
      [listResource('top')]: '[36940871, 99999999, 36929499]',
      [itemResource('top', 36929499)]: item(36929499),
      [itemResource('top', 36940871)]: item(36940871),
    };
    const { data } = parseHackernews(payload);
    expect(data.feeds).toEqual([{ feed: 'top', ids: [36940871, 36929499] }]);
    expect(data.items.map((i) => i.id).sort()).toEqual([36929499, 36940871]);
  });

  it('orders a feed known only from its items newest first (the bundled captures)', () => {
    const { data } = parseHackernews({
      [itemResource('top', 36929499)]: item(36929499),
      [itemResource('top', 40053774)]: item(40053774),
      [itemResource('top', 36940871)]: item(36940871),
    });
    expect(data.feeds).toEqual([{ feed: 'top', ids: [40053774, 36940871, 36929499] }]);
  });

  it('refuses a list that is not an array of ids, and a payload with no feed', () => {
    expect(() => parseFeedList('<!DOCTYPE html>', 'list:top')).toThrow(PayloadError);
    expect(() => parseFeedList('{"a":1}', 'list:top')).toThrow(/not an array/);
    expect(() => parseHackernews({})).toThrow(PayloadError);
    expect(() => parseHackernews({ [listResource('top')]: '' })).toThrow(PayloadError);
  });
});
