import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { compareKeys } from '../../../keyset-cursor';
import { arxivPaperKey } from '../../data';
import { arxivId, parseArxivFeed, parseArxivPapers } from './parser';

const CS_RO = readFixture(import.meta.url, 'api-query_cat-cs.RO_max2.atom.xml');

describe('arXiv Atom parser', () => {
  it('reads the real answer: id without version, one-line title and abstract, authors, categories', () => {
    const { papers, skipped } = parseArxivFeed(CS_RO, 'cat:cs.RO');
    expect(skipped).toBe(0);
    expect(papers).toHaveLength(2);
    const [rdd] = papers;
    expect(rdd).toMatchObject({
      id: '2510.14968',
      // The title is folded after "in" in the capture.
      title: 'RDD: Retrieval-Based Demonstration Decomposer for Planner Alignment in Long-Horizon Tasks',
      authors: ['Mingxuan Yan', 'Yuping Wang', 'Zechun Liu', 'Jiachen Li'],
      categories: ['cs.RO', 'cs.AI', 'cs.CV', 'cs.LG', 'cs.SY', 'eess.SY'],
      publishedAt: Date.parse('2025-10-16T17:59:37Z'),
      url: 'https://arxiv.org/abs/2510.14968',
    });
    expect(
      rdd?.summary.startsWith(
        'To tackle long-horizon tasks, recent hierarchical vision-language-action (VLAs)',
      ),
    ).toBe(true);
    expect(rdd?.summary).not.toMatch(/\n|\s{2}/);
    expect(rdd?.summary.endsWith('available at rdd-neurips.github.io.')).toBe(true);
    expect(papers[1]).toMatchObject({
      id: '2510.14827',
      title: 'Neural Implicit Flow Fields for Spatio-Temporal Motion Mapping',
      categories: ['cs.RO'],
    });
  });

  it('dates the data by the newest update it holds, not the feed header', () => {
    const parsed = parseArxivPapers({ 'cat:cs.RO': CS_RO });
    expect(parsed.asOf).toBe('2025-10-16T17:59:37.000Z');
    expect(parsed.data.papers.map((p) => p.id)).toEqual(['2510.14968', '2510.14827']);
  });

  it('stores the papers in key order, ties by id, so the handler need not sort', () => {
    // The feed lists 2510.14968 first; submitted at the same time, 2510.14827 comes first by id.
    const tied = CS_RO.replace('<published>2025-10-16T17:59:37Z', '<published>2025-10-16T16:04:01Z');
    const papers = parseArxivPapers({ 'cat:cs.RO': tied }).data.papers;
    expect(papers.map((p) => p.id)).toEqual(['2510.14827', '2510.14968']);
    expect(compareKeys(arxivPaperKey(papers[0]!), arxivPaperKey(papers[1]!))).toBeLessThan(0);
  });

  it('keeps a paper found by two searches once, with the categories of both', () => {
    const other = CS_RO.replace(/term="cs\.RO"/g, 'term="cs.NE"');
    const parsed = parseArxivPapers({ 'cat:cs.RO': CS_RO, 'query:neural': other });
    expect(parsed.data.papers).toHaveLength(2);
    expect(parsed.data.papers[1]?.categories).toEqual(['cs.RO', 'cs.NE']);
  });

  it('keeps the newer version when two versions of a paper are listed', () => {
    const v2 = CS_RO.replace(
      '2510.14827v1</id>\n    <updated>2025-10-16T16:04:01Z',
      '2510.14827v2</id>\n    <updated>2025-10-18T09:00:00Z',
    ).replace('Neural Implicit Flow Fields', 'Neural Implicit Flow Fields (revised)');
    const parsed = parseArxivPapers({ a: CS_RO, b: v2 });
    expect(parsed.data.papers.find((p) => p.id === '2510.14827')?.title).toMatch(/revised/);
    expect(parsed.asOf).toBe('2025-10-18T09:00:00.000Z');
  });

  it('reads old-style and new-style identifiers', () => {
    expect(arxivId('http://arxiv.org/abs/hep-th/9901001v2')).toBe('hep-th/9901001');
    expect(arxivId('http://arxiv.org/abs/2510.14968v1')).toBe('2510.14968');
    expect(arxivId('http://arxiv.org/abs/2510.14968')).toBe('2510.14968');
    expect(arxivId('http://arxiv.org/api/errors#x')).toBeUndefined();
  });

  it('refuses an arXiv error entry, HTML, an empty body, and fails only when no answer reads', () => {
    const error =
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/api/errors#incorrect_id_format</id><title>Error</title><summary>incorrect id format</summary></entry></feed>';
    expect(() => parseArxivFeed(error, 'x')).toThrow(/arXiv API error: incorrect id format/);
    expect(() => parseArxivFeed('<!DOCTYPE html><html><body>503</body></html>', 'x')).toThrow(PayloadError);
    expect(() => parseArxivPapers({ a: '' })).toThrow(PayloadError);
    const mixed = parseArxivPapers({ a: '', b: CS_RO });
    expect(mixed.data.papers).toHaveLength(2);
    expect(mixed.warnings[0]).toMatch(/^a: /);
  });

  it('refuses a real answer cut after an </entry>, and a run whose only answer is cut fails', () => {
    const cut = CS_RO.slice(0, CS_RO.lastIndexOf('</entry>') + '</entry>'.length);
    expect(() => parseArxivFeed(cut, 'cs.RO')).toThrow('cs.RO: truncated document (it ends before </feed>)');
    expect(() => parseArxivPapers({ 'cs.RO': cut })).toThrow(PayloadError);
  });

  it('skips entries without an id, title or date and answers an empty search with no papers', () => {
    const noTitle = CS_RO.replace(
      '<title>Neural Implicit Flow Fields for Spatio-Temporal Motion Mapping</title>',
      '',
    );
    expect(parseArxivFeed(noTitle, 'x').skipped).toBe(1);
    const empty = CS_RO.replace(/<entry>[\s\S]*<\/entry>/, '');
    expect(parseArxivPapers({ a: empty })).toMatchObject({ data: { papers: [] } });
  });
});
