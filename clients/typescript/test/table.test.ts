/**
 * How `--table` writes values and fits columns (the CLI's real output is checked in cli.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { cellText, listTable, tableWidth } from '../src/cli/table';

describe('table cells', () => {
  it('writes times as UTC minutes, coordinates as lat,lon, arrays as a, b, +N', () => {
    expect(cellText(Date.parse('2026-11-27T08:47:31Z'), 'occurredAt')).toBe('2026-11-27 08:47Z');
    expect(cellText('2026-11-27T09:47:00+01:00')).toBe('2026-11-27 08:47Z');
    expect(cellText('2026-11-27')).toBe('2026-11-27');
    const seconds = Date.parse('2026-11-27T08:47:00Z') / 1000;
    expect(cellText(seconds, 'updatedAt')).toBe('2026-11-27 08:47Z');
    expect(cellText(seconds, 'population')).toBe(String(seconds));
    expect(cellText(31.0400009155273)).toBe('31.04');
    expect(cellText({ latitude: 12.34567891, longitude: 45.6 })).toBe('12.3457,45.6');
    expect(cellText({ lat: 1, lng: 2 })).toBe('1,2');
    expect(cellText(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, +3');
    expect(cellText({ min: 1, max: 2, unit: '', range: { low: 0 } })).toBe('min=1 max=2 range=(low=0)');
    expect(cellText(null)).toBe('');
  });

  it('fits the width: enum prefixes cut, free text clipped, columns left out and named', () => {
    const rows = [0, 1].map((i) => ({
      id: `r${i}`,
      severity: i ? 'FLIGHT_DELAY_SEVERITY_MAJOR' : 'FLIGHT_DELAY_SEVERITY_MINOR',
      kind: 'CYBER_THREAT_TYPE_C2_SERVER',
      reason: 'a long free-text reason that goes on and on and on',
      detailUrl: 'https://example.org/a/long/address',
      at: Date.parse('2026-11-27T08:47:00Z'),
      empty: null,
    }));
    const table = listTable(rows, 72);
    const lines = table.text.split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(72);
    expect(lines[0]).toMatch(/^id\s+severity\s+kind\s+reason\s+at$/);
    expect(lines[1]).toMatch(/^r0\s+MINOR\s+CYBER_THREAT_TYPE…\s+a long free-text r…\s+2026-11-27 08:47Z$/);
    expect(table.hidden).toEqual(['detailUrl']);
    expect(listTable([], 60).text).toBe('(no records)');
  });

  it('is as wide as COLUMNS, else the terminal, else 100', () => {
    expect(tableWidth({ COLUMNS: '200' }, 80)).toBe(200);
    expect(tableWidth({}, 80)).toBe(80);
    expect(tableWidth({ COLUMNS: 'wide' }, undefined)).toBe(100);
  });
});
