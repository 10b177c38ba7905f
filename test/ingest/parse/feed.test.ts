import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../src/ingest/errors';
import { canonicalUrl, feedItemId, readFeed } from '../../../src/ingest/parse/feed';

const feedFixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/feeds/${name}`, import.meta.url), 'utf8');
const GUARDIAN = feedFixture('guardian-us.rss');
const ARXIV = feedFixture('arxiv-query.atom.xml');
const GUARDIAN_URL = 'https://www.theguardian.com/us/rss';

describe('feed reader', () => {
  it('reads a real RSS 2.0 feed: titles, links, dates, plain-text summaries, images', () => {
    const { items, skipped } = readFeed(GUARDIAN, GUARDIAN_URL, 'Guardian US');
    expect(skipped).toBe(0);
    expect(items).toHaveLength(4);
    const first = items[0]!;
    expect(first.title).toBe('Trump State of the Union address promised unity but emphasized discord');
    expect(first.link).toBe(
      'https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord',
    );
    expect(first.publishedAt).toBe(Date.UTC(2018, 0, 31, 7, 26, 5));
    expect(first.summary.startsWith('The president’s ‘new American moment’ speech')).toBe(true);
    expect(first.summary).not.toMatch(/<|&lt;/);
    expect(first.imageUrl).toMatch(/^https:\/\/i\.guim\.co\.uk\//);
    expect(first.id).toBe(feedItemId(first.link));
  });

  it('reads a real Atom feed (alternate link, published date, summary)', () => {
    const { items } = readFeed(ARXIV, 'http://export.arxiv.org/api/query', 'arXiv');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      link: 'http://arxiv.org/abs/2510.14968v1',
      publishedAt: Date.UTC(2025, 9, 16, 17, 59, 37),
    });
    expect(items[0]?.title).toBe(
      'RDD: Retrieval-Based Demonstration Decomposer for Planner Alignment in Long-Horizon Tasks',
    );
    expect(items[0]?.summary.startsWith('To tackle long-horizon tasks')).toBe(true);
  });

  it('reads the Portuguese dates of a real UOL feed (Seg, 24 Set 2018 19:42:40 -0300)', () => {
    const bytes = readFileSync(new URL('../../fixtures/feeds/uol-noticias.rss', import.meta.url));
    const text = new TextDecoder('windows-1252').decode(bytes);
    const { items, skipped } = readFeed(text, 'http://noticias.uol.com.br/', 'UOL');
    expect(skipped).toBe(0);
    expect(items.map((i) => [i.title, new Date(i.publishedAt).toISOString()])).toEqual([
      [
        'Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno',
        '2018-09-24T22:42:40.000Z',
      ],
      [
        'Promotoria abre inquérito para apurar suspeita de improbidade de Skaf no Sebrae-SP',
        '2018-09-24T22:38:00.000Z',
      ],
      [
        'Apucarana garante continuidade do Pré Aprendiz; ano vai fechar com 13 mil pessoas qualificadas',
        '2018-09-24T22:35:07.000Z',
      ],
    ]);
  });

  it('skips entries without a date or link, and resolves and cleans links (synthetic RSS)', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
      <item><title>Dated</title><link>/a?utm_source=x#top</link><pubDate>Tue, 04 Aug 2026 10:00:00 +0000</pubDate><description>&lt;p&gt;Body &amp;amp; more&lt;/p&gt;</description></item>
      <item><title>Undated</title><link>https://example.test/b</link></item>
      <item><title>No link</title><pubDate>Tue, 04 Aug 2026 10:00:00 +0000</pubDate></item>
    </channel></rss>`;
    const { items, skipped } = readFeed(rss, 'https://example.test/feed', 'X');
    expect(skipped).toBe(2);
    expect(items).toEqual([
      {
        id: feedItemId('https://example.test/a'),
        title: 'Dated',
        link: 'https://example.test/a',
        summary: 'Body & more',
        publishedAt: Date.UTC(2026, 7, 4, 10, 0, 0),
      },
    ]);
  });

  it('refuses a text that is not a feed, naming the resource', () => {
    expect(() => readFeed('<html>not a feed</html>', 'https://x.test/', 'Some feed')).toThrow(PayloadError);
    expect(() => readFeed('', 'https://x.test/', 'Some feed')).toThrow(
      /Some feed: not an RSS\/Atom\/JSON feed/,
    );
  });

  it('refuses a real feed cut short instead of reading the entries before the cut', () => {
    const atom = ARXIV.slice(0, ARXIV.lastIndexOf('</entry>') + '</entry>'.length);
    expect(() => readFeed(atom, 'http://export.arxiv.org/api/query', 'arXiv')).toThrow(
      'arXiv: truncated document (it ends before </feed>)',
    );
    const rss = GUARDIAN.slice(0, GUARDIAN.lastIndexOf('</item>') + '</item>'.length);
    expect(() => readFeed(rss, GUARDIAN_URL, 'Guardian US')).toThrow(PayloadError);
  });

  it('canonicalises URLs', () => {
    expect(canonicalUrl('/a/b?utm_medium=rss&id=3#x', 'https://site.test/feed')).toBe(
      'https://site.test/a/b?id=3',
    );
    expect(canonicalUrl('javascript:alert(1)', 'https://site.test/')).toBeUndefined();
  });
});
