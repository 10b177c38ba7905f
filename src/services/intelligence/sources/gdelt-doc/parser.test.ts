import { describe, expect, it } from 'vitest';
import { parseArtList, parseTimeline } from './parser';

/** Documented ArtList layout (synthetic values; see fixtures/SOURCE.md). */
const ARTLIST = JSON.stringify({
  articles: [
    {
      url: 'https://news.example.org/a',
      url_mobile: '',
      title: 'First article',
      seendate: '20260721T083000Z',
      socialimage: 'https://news.example.org/a.jpg',
      domain: 'news.example.org',
      language: 'English',
      sourcecountry: 'United States',
    },
    { url: '', title: 'no url', seendate: '20260721T083000Z' },
  ],
});
/** Documented timeline layout (synthetic values). */
const TIMELINE = JSON.stringify({
  query_details: { title: 'test', date_resolution: '15m' },
  timeline: [
    {
      series: 'Volume Intensity',
      data: [
        { date: '20260721T081500Z', value: 0.25 },
        { date: '20260721T083000Z', value: 'x' },
      ],
    },
  ],
});

describe('GDELT DOC 2.0 parsers (documented format)', () => {
  it('reads articles and skips rows without URL or title', () => {
    expect(parseArtList(ARTLIST)).toEqual([
      {
        url: 'https://news.example.org/a',
        title: 'First article',
        seenDate: '20260721T083000Z',
        domain: 'news.example.org',
        language: 'English',
        image: 'https://news.example.org/a.jpg',
      },
    ]);
    expect(parseArtList('{}')).toEqual([]);
  });

  it('reads the first timeline series', () => {
    expect(parseTimeline(TIMELINE)).toEqual([{ date: '20260721T081500Z', value: 0.25 }]);
  });

  it("refuses GDELT's plain-text refusals", () => {
    expect(() => parseArtList('Your search contained a keyword that was too short.')).toThrow(/too short/);
  });
});
