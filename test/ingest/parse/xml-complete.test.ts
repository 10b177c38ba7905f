import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../src/ingest/errors';
import { assertCompleteXml, xmlRoot } from '../../../src/ingest/parse/xml-complete';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/feeds/${name}`, import.meta.url), 'utf8');
const ARXIV = fixture('arxiv-query.atom.xml');
const GUARDIAN = fixture('guardian-us.rss');
const JN = new TextDecoder('latin1').decode(
  readFileSync(new URL('../../fixtures/feeds/jn-ultimas.rss', import.meta.url)),
);
/** A real body cut right after the end of an entry, as a dropped connection leaves it. */
const cutAfter = (text: string, tag: string) => text.slice(0, text.lastIndexOf(tag) + tag.length);

describe('complete XML documents', () => {
  it('accepts the real feeds whole, with trailing whitespace, comments or processing instructions', () => {
    for (const text of [ARXIV, GUARDIAN, JN]) expect(() => assertCompleteXml(text, 'x')).not.toThrow();
    expect(() =>
      assertCompleteXml(`${GUARDIAN}\n<!-- Dynamic page generated in 0.3 seconds. -->\n`, 'x'),
    ).not.toThrow();
    expect(() => assertCompleteXml(`${ARXIV}<?cache hit?>`, 'x')).not.toThrow();
    expect(() =>
      assertCompleteXml('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>', 'x'),
    ).not.toThrow();
  });

  it('refuses an Atom body cut after an </entry> and an RSS body cut after an </item>', () => {
    expect(() => assertCompleteXml(cutAfter(ARXIV, '</entry>'), 'arXiv')).toThrow(PayloadError);
    expect(() => assertCompleteXml(cutAfter(ARXIV, '</entry>'), 'arXiv')).toThrow(
      'arXiv: truncated document (it ends before </feed>)',
    );
    expect(() => assertCompleteXml(cutAfter(GUARDIAN, '</item>'), 'Guardian')).toThrow(
      'Guardian: truncated document (it ends before </rss>)',
    );
    expect(() => assertCompleteXml(cutAfter(JN, '</channel>'), 'JN')).toThrow(/ends before <\/rss>/);
    expect(() => assertCompleteXml(GUARDIAN.slice(0, 2000), 'Guardian')).toThrow(PayloadError);
  });

  it('finds the root after the prolog and leaves non-XML alone', () => {
    expect(xmlRoot(ARXIV)?.name).toBe('feed');
    expect(
      xmlRoot('\uFEFF<?xml version="1.0"?>\n<!-- c --><!DOCTYPE rss [<!ENTITY a "b">]>\n<rss>')?.name,
    ).toBe('rss');
    expect(xmlRoot('<rdf:RDF xmlns:rdf="x">')?.name).toBe('rdf:RDF');
    expect(() => assertCompleteXml('{"version":"https://jsonfeed.org/version/1.1"', 'x')).not.toThrow();
  });
});
