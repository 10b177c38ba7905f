import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { categoryOf, isPositiveRecord, parsePositiveGeo } from './parser';

const FIRST15 = readFixture(import.meta.url, '20260721083000.gkg.first15.projected.tsv');
const BUNDLE = readFileSync(new URL('./bundle/20260721083000.gkg.positive.tsv', import.meta.url), 'utf8');
const lines = FIRST15.split('\n').filter((l) => l !== '');

describe('GDELT GKG → positive places (real batch 2026-07-21 08:30 UTC)', () => {
  it('selects 3 of the 15 recorded records: the bundle', () => {
    const selected = lines.filter(isPositiveRecord);
    expect(selected.map((l) => l.split('\t')[0])).toEqual([
      '20260721083000-2',
      '20260721083000-8',
      '20260721083000-10',
    ]);
    expect(`${selected.join('\n')}\n`).toBe(BUNDLE);
  });

  it('leaves out a positive-tone record on protests and one without a place', () => {
    const india = lines.find((l) => l.startsWith('20260721083000-12\t')) ?? '';
    expect(Number(india.split('\t')[15]?.split(',')[0])).toBeGreaterThan(3);
    expect(isPositiveRecord(india)).toBe(false);
    const noPlace = lines.find((l) => l.startsWith('20260721083000-11\t')) ?? '';
    expect(isPositiveRecord(noPlace)).toBe(false);
  });

  it('one entry per place and category, dated by the batch', () => {
    const { data, asOf } = parsePositiveGeo({ gkg: FIRST15 });
    expect(asOf).toBe('2026-07-21T08:30:00.000Z');
    const byCategory: Record<string, typeof data.events> = {};
    for (const e of data.events) byCategory[e.category] = [...(byCategory[e.category] ?? []), e];
    expect(Object.keys(byCategory).sort()).toEqual(['education', 'environment', 'health']);
    expect(byCategory.health).toEqual([
      {
        name: 'San Diego, California, United States',
        countryCode: 'US',
        latitude: 32.7153,
        longitude: -117.157,
        category: 'health',
        count: 1,
        batchAt: Date.UTC(2026, 6, 21, 8, 30),
        urls: [expect.stringMatching(/^https:\/\/www\.nbcsandiego\.com\//)],
      },
    ]);
    expect(byCategory.environment?.map((e) => e.name)).toContain('Sydney, New South Wales, Australia');
    expect(categoryOf(['WB_470_EDUCATION', 'WB_2670_JOBS', 'EDUCATION'])).toBe('education');
  });

  it('refuses a body that is not GKG', () => {
    expect(() => parsePositiveGeo({ gkg: 'x\ty' })).toThrow(/27 GKG 2.1 columns/);
  });
});
