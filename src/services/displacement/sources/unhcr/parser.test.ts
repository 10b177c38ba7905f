import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { parseUnhcrPage, parseUnhcrPopulation } from './parser';

const REAL = readFixture(import.meta.url, 'population_coa-GBR_2024-tail.json');

describe('UNHCR population pages (real answer, asylum GBR, 2024 rows)', () => {
  it('reads the envelope and the items', () => {
    const page = parseUnhcrPage(REAL);
    expect(page).toMatchObject({ page: 1, maxPages: 1 });
    expect(page.items).toHaveLength(13);
  });

  it('aggregates per origin and host, flows largest first, dated at the end of the year', () => {
    const { data, asOf } = parseUnhcrPopulation([REAL]);
    expect(asOf).toBe('2024-12-31T00:00:00.000Z');
    expect(data.year).toBe(2024);
    // Sums of the 13 rows, "Unknown" origin included; "0" strings and numbers both read.
    expect(data.totals).toEqual({ refugees: 266129, asylumSeekers: 5183, idps: 0, stateless: 0 });
    const gb = data.countries.find((c) => c.code === 'GB');
    expect(gb).toMatchObject({
      name: 'United Kingdom of Great Britain and Northern Ireland',
      hostRefugees: 266129,
      hostAsylumSeekers: 5183,
      refugees: 0,
    });
    expect(data.countries[0]).toMatchObject({
      code: 'UA',
      name: 'Ukraine',
      refugees: 255141,
      asylumSeekers: 945,
    });
    expect(data.flows[0]).toEqual({
      originCode: 'UA',
      originName: 'Ukraine',
      asylumCode: 'GB',
      asylumName: 'United Kingdom of Great Britain and Northern Ireland',
      refugees: 255141,
    });
    // "Unknown" (UNK) is no country; Vanuatu has no refugees: no flow.
    expect(data.flows.map((f) => f.originCode)).not.toContain('VU');
    expect(data.flows).toHaveLength(11);
  });

  it('refuses a body without items', () => {
    expect(() => parseUnhcrPage('{"message":"error"}')).toThrow(/no items/);
  });
});
