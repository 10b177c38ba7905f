import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { levelOf, parseGpsJam, parseManifest } from './parser';

/** The bundled manifest lines (bundle/SOURCE.md). */
const MANIFEST = readFileSync(new URL('./bundle/manifest.csv', import.meta.url), 'utf8');
const DAY = readFixture(import.meta.url, '2022-07-22-h3_4.first401.csv');

describe('GPSJam parser', () => {
  it('reads the dates of the 2022 manifest from column 0 and of the current layout too', () => {
    const dates = parseManifest(MANIFEST);
    expect(dates[0]).toBe('2022-02-14');
    expect(dates.at(-1)).toBe('2022-07-22');
    expect(
      parseManifest('date,suspect,num_bad_aircraft_hexes\n2026-11-25,false,120\n2026-11-26,true,300\n'),
    ).toEqual(['2026-11-25', '2026-11-26']);
    expect(() => parseManifest('<html></html>')).toThrow(PayloadError);
  });

  it('keeps the cells with bad aircraft of the capture, at their H3 centre, graded by share, dated by the day', () => {
    const r = parseGpsJam({ manifest: MANIFEST, '2022-07-22': DAY });
    expect(r.asOf).toBe('2022-07-22T00:00:00.000Z');
    expect(r.data.days).toEqual([{ date: '2022-07-22', totalHexes: 400 }]);
    // 7 of the first 400 rows have count_bad_aircraft > 0.
    expect(r.data.hexes).toHaveLength(7);
    const levels = r.data.hexes.map((h) => h.level).sort();
    expect(levels.filter((l) => l === 'high').length).toBeGreaterThan(0);
    const cell = r.data.hexes[0]!;
    expect(cell.h3).toMatch(/^84[0-9a-f]{13}$/);
    expect(Math.abs(cell.latitude)).toBeLessThanOrEqual(90);
    expect(cell.badAircraft).toBeGreaterThan(0);
  });

  it('levels follow the bands low < 2 % <= medium <= 10 % < high', () => {
    expect(levelOf(99, 1)).toBe('low');
    expect(levelOf(49, 1)).toBe('medium');
    expect(levelOf(9, 1)).toBe('medium');
    expect(levelOf(8, 1)).toBe('high');
  });

  it('skips unreadable rows and refuses a file without the header or any readable cell', () => {
    const r = parseGpsJam({ '2022-07-22': `${DAY}not-a-cell,1,1\n8418681ffffffff,x,1\n` });
    expect(r.warnings).toEqual(['GPSJam 2022-07-22: 2 unreadable rows left out']);
    expect(() => parseGpsJam({ '2022-07-22': '<html>404</html>' })).toThrow(PayloadError);
    expect(() => parseGpsJam({ '2022-07-22': 'hex,count_good_aircraft,count_bad_aircraft\n' })).toThrow(
      PayloadError,
    );
    expect(() => parseGpsJam({ manifest: MANIFEST })).toThrow(PayloadError);
  });
});
