import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterZipLines } from '../../../../ingest/parse/zip-lines';
import { parseGdeltUnrest, toUnrestEvent, UNREST_WINDOW_DAYS } from './parser';

const ZIP = readFileSync(new URL('./fixtures/20260721083000.export.CSV.zip', import.meta.url));
const BUNDLE = readFileSync(new URL('./bundle/20260721083000.export.root14.tsv', import.meta.url), 'utf8');
const LIST = [
  '60092 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.export.CSV.zip',
  '1 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.mentions.CSV.zip',
  '1 0123456789abcdef0123456789abcdef http://data.gdeltproject.org/gdeltv2/20260721083000.gkg.csv.zip',
].join('\n');

describe('GDELT events export → unrest events (real batch 2026-07-21 08:30 UTC)', () => {
  it('streams the real zip: 898 rows, 19 of CAMEO root 14, the same rows as the bundle', async () => {
    const read = await filterZipLines(ZIP, (l) => l.split('\t')[28] === '14');
    expect(read.entry).toBe('20260721083000.export.CSV');
    expect(read.total).toBe(898);
    expect(read.kept).toHaveLength(19);
    expect(`${read.kept.join('\n')}\n`).toBe(BUNDLE);
  });

  it('keeps the 18 geocoded rows, dated by the batch, newest first', () => {
    const { data, asOf, warnings } = parseGdeltUnrest({ export: BUNDLE, list: LIST });
    expect(asOf).toBe('2026-07-21T08:30:00.000Z');
    expect(data.batchAt).toBe(asOf);
    expect(data.events).toHaveLength(18);
    expect(warnings).toContain('1 rows not geocoded protest events, skipped');
    expect(data.events.every((e) => e.source === 'gdelt' && e.occurredAt === Date.UTC(2026, 6, 21))).toBe(
      true,
    );
    // Same dataset date without the list: the newest DATEADDED.
    expect(parseGdeltUnrest({ export: BUNDLE }).asOf).toBe(asOf);
  });

  it('reads one row: place, country, kind, severity, confidence, source', () => {
    const row = BUNDLE.split('\n').find((l) => l.startsWith('1314546357\t'));
    expect(toUnrestEvent(row ?? '')).toEqual({
      id: 'gdelt-1314546357',
      source: 'gdelt',
      kind: 'demonstration',
      occurredAt: Date.UTC(2026, 6, 21),
      country: 'India',
      countryCode: 'IN',
      region: 'Andhra Pradesh',
      city: 'Hyderabad',
      location: { latitude: 17.3753, longitude: 78.4744 },
      severity: 'low',
      confidence: 'medium',
      actors: ['POLICE', 'DEMONSTRATOR'],
      tags: ['CAMEO 141'],
      sources: ['siasat.com'],
      sourceUrls: [expect.stringMatching(/^https:\/\/www\.siasat\.com\/hyderabad-protest/)],
      addedAt: Date.UTC(2026, 6, 21, 8, 30),
    });
    // A country-level position: no city, no region.
    const us = parseGdeltUnrest({ export: BUNDLE }).data.events.find((e) => e.id === 'gdelt-1314546748');
    expect(us).toMatchObject({ country: 'United States', countryCode: 'US' });
    expect(us?.city).toBeUndefined();
    expect(us?.region).toBeUndefined();
  });

  it('merges into the previous window and drops events added before the window', () => {
    const first = parseGdeltUnrest({ export: BUNDLE });
    const stale = {
      ...first.data.events[0]!,
      id: 'gdelt-1',
      addedAt: Date.UTC(2026, 6, 21, 8, 30) - (UNREST_WINDOW_DAYS + 1) * 86_400_000,
    };
    const previous = {
      status: 'hit' as const,
      snapshot: {
        key: 'unrest:gdelt-events',
        version: 1,
        meta: { fetchedAt: '', source: '' },
        data: {
          batchAt: '',
          events: [
            stale,
            { ...stale, id: 'gdelt-2', occurredAt: Date.UTC(2026, 6, 20), addedAt: Date.UTC(2026, 6, 20) },
          ],
        },
      },
    };
    const next = parseGdeltUnrest({ export: BUNDLE }, { now: () => new Date(), previous: previous as never });
    expect(next.data.events).toHaveLength(19);
    expect(next.data.events.at(-1)?.id).toBe('gdelt-2');
  });

  it('refuses rows that are not an events export', () => {
    expect(() => parseGdeltUnrest({ export: 'a\tb\tc' })).toThrow(/61 event columns/);
    expect(() => parseGdeltUnrest({ export: '' })).toThrow(/no batch time/);
  });
});
