import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { cleanCountry, parseMineralCsv, parseUsgsValue, stageOf } from './parser';

const SAMPLE = readFixture(import.meta.url, 'mcs-cobalt-lithium.csv');
const WHOLE = readFileSync(new URL('./bundle/mcs-commodities-data.sample.csv', import.meta.url), 'utf8');

describe('USGS MCS commodities CSV parser (real rows)', () => {
  it('reads CRLF rows into the newest year of each table, dated by the end of that year', () => {
    expect(SAMPLE).toContain('\r\n');
    const { data, asOf, warnings } = parseMineralCsv(SAMPLE);
    expect(data.dataYear).toBe(2025);
    expect(asOf).toBe('2025-12-31T00:00:00.000Z');
    expect(warnings).toEqual([]);
    expect(
      data.tables.map((t) => [t.commodityId, t.stage, t.year, t.unit, t.worldTotal, t.critical]),
    ).toEqual([
      ['cobalt', 'mine', 2025, 'metric tons', 310000, true],
      ['lithium', 'mine', 2025, 'metric tons', 290000, true],
    ]);
  });

  it('reads thousands separators, W as withheld, — as none (left out), Notes as estimated', () => {
    const [cobalt, lithium] = parseMineralCsv(SAMPLE).data.tables;
    expect(cobalt!.rows.find((r) => r.iso2 === 'CD')).toEqual({
      country: 'Congo (Kinshasa)',
      iso2: 'CD',
      output: 230000,
      withheld: false,
      estimated: true,
      residual: false,
    });
    expect(cobalt!.rows.find((r) => r.residual)).toMatchObject({
      country: 'Other countries',
      iso2: '',
      output: 9100,
    });
    expect(lithium!.rows.find((r) => r.iso2 === 'US')).toEqual({
      country: 'United States',
      iso2: 'US',
      withheld: true,
      estimated: false,
      residual: false,
    });
    // "Other countries" is — for lithium: no row, and never a 0.
    expect(lithium!.rows.some((r) => r.residual)).toBe(false);
    expect(lithium!.rows).toHaveLength(10);
  });

  it('reads the whole bundled sample: copper mine and refinery stages, gallium primary as refinery', () => {
    const { data } = parseMineralCsv(WHOLE);
    expect(data.tables.map((t) => `${t.commodityId}:${t.stage}:${t.worldTotal}`).sort()).toEqual([
      'cobalt:mine:310000',
      'copper:mine:23000',
      'copper:refinery:29000',
      'gallium:refinery:900000',
      'lithium:mine:290000',
    ]);
    const copperMine = data.tables.find((t) => t.commodityId === 'copper' && t.stage === 'mine')!;
    expect(copperMine.unit).toBe('thousand metric tons');
    expect(copperMine.rows.find((r) => r.iso2 === 'CL')?.output).toBe(5300);
    // Germany, Japan and Korea have "—" mine production: left out.
    expect(copperMine.rows.map((r) => r.iso2)).not.toContain('DE');
  });

  it('strips footnote marks from figures and names, and reads an e mark as estimated', () => {
    expect(parseUsgsValue('"4,780"'.slice(1, -1))).toEqual({ kind: 'number', value: 4780, estimated: false });
    expect(parseUsgsValue('4,780e')).toEqual({ kind: 'number', value: 4780, estimated: true });
    expect(parseUsgsValue('e230,000')).toEqual({ kind: 'number', value: 230000, estimated: true });
    expect(parseUsgsValue('3,350²')).toEqual({ kind: 'number', value: 3350, estimated: false });
    expect(parseUsgsValue('W')).toEqual({ kind: 'withheld' });
    expect(parseUsgsValue('W*')).toEqual({ kind: 'withheld' });
    for (const none of ['—', '–', '\u0097', '\uFFFD', 'NA', ''])
      expect(parseUsgsValue(none)).toEqual({ kind: 'none' });
    expect(parseUsgsValue('<0.5')).toEqual({ kind: 'unreadable' });
    expect(cleanCountry('Congo (Kinshasa)3')).toBe('Congo (Kinshasa)');
    expect(cleanCountry('United States¹')).toBe('United States');
    expect(cleanCountry('China*')).toBe('China');
    expect(stageOf('World Smelter Production', 'Production')).toBe('refinery');
    expect(stageOf('World Mine Production and Reserves', 'Reserves')).toBeUndefined();

    const yearMarked = parseMineralCsv(SAMPLE.replaceAll(',2025,', ',2025e,')).data;
    expect(yearMarked.dataYear).toBe(2025);
    const marked = SAMPLE.replace(
      'Australia,Production,Mine production,metric tons,2025,"3,700"',
      'Australia²,Production,Mine production,metric tons,2025,"3,700e"',
    );
    expect(marked).not.toBe(SAMPLE);
    const au = parseMineralCsv(marked).data.tables[0]!.rows.find((r) => r.iso2 === 'AU');
    expect(au).toMatchObject({ country: 'Australia', output: 3700 });
  });

  it('refuses a file that is not the commodities CSV, and one without a world production table', () => {
    expect(() => parseMineralCsv('<html><body>Not found</body></html>')).toThrow(PayloadError);
    expect(() => parseMineralCsv('a,b\r\n1,2\r\n')).toThrow(/not the MCS commodities CSV/);
    const header = SAMPLE.split('\r\n')[0]!;
    expect(() => parseMineralCsv(`${header}\r\n`)).toThrow(PayloadError);
  });
});
