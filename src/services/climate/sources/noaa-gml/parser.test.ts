import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { GML_CO2_STATION, parseCo2Monitoring, parseGmlFileCreation, parseGmlMonthly } from './parser';

const co2 = readFixture(import.meta.url, 'co2_mm_mlo.txt');
const ch4 = readFixture(import.meta.url, 'ch4_mm_gl.txt');
const n2o = readFixture(import.meta.url, 'n2o_mm_gl.txt');

describe('NOAA GML monthly parser', () => {
  it('reads the real CO2 file: header skipped, rows in order, sentinel columns ignored', () => {
    const file = parseGmlMonthly(co2, 'co2');
    expect(file.rows).toHaveLength(17);
    expect(file.rows[0]).toEqual({ year: 1958, month: 3, value: 315.71 });
    expect(file.rows.at(-1)).toEqual({ year: 2026, month: 7, value: 429.12 });
    expect(file.malformed).toBe(0);
    expect(file.createdAt).toBe('2026-08-05T10:21:49.000Z');
  });

  it('reads the real CH4 file (blank line before its column header)', () => {
    const file = parseGmlMonthly(ch4, 'ch4');
    expect(file.rows[0]).toEqual({ year: 1983, month: 7, value: 1626.05 });
    expect(file.rows.at(-1)).toEqual({ year: 2026, month: 4, value: 1937.59 });
    expect(file.createdAt).toBe('2026-08-05T10:23:12.000Z');
  });

  it('reads the real N2O file (same layout as CH4, its own months)', () => {
    const file = parseGmlMonthly(n2o, 'n2o');
    expect(file.rows).toHaveLength(17);
    expect(file.rows[0]).toEqual({ year: 2001, month: 1, value: 316.3 });
    expect(file.rows.at(-1)).toEqual({ year: 2026, month: 4, value: 339.78 });
    expect(file.malformed).toBe(0);
    expect(file.createdAt).toBe('2026-08-05T10:24:16.000Z');
  });

  it('keeps each gas with its own latest month: CO2 2026-07, CH4 and N2O 2026-04', () => {
    const { data } = parseCo2Monitoring(co2, ch4, n2o);
    expect(data.co2Monthly.at(-1)).toEqual({ year: 2026, month: 7, value: 429.12 });
    expect(data.ch4Monthly.at(-1)).toEqual({ year: 2026, month: 4, value: 1937.59 });
    expect(data.n2oMonthly?.at(-1)).toEqual({ year: 2026, month: 4, value: 339.78 });
  });

  it('leaves N2O out, never zero, when its file is not fetched or unreadable', () => {
    expect(parseCo2Monitoring(co2, ch4).data).not.toHaveProperty('n2oMonthly');
    const broken = parseCo2Monitoring(co2, ch4, '<html><body>404 Not Found</body></html>');
    expect(broken.data).not.toHaveProperty('n2oMonthly');
    expect(broken.warnings).toEqual(['n2o_mm_gl.txt: no monthly data rows; N2O left out']);
    expect(broken.asOf).toBe('2026-08-05T10:21:49.000Z');
  });

  it('builds the co2-monitoring data with the CO2 file date as its date', () => {
    const result = parseCo2Monitoring(co2, ch4);
    expect(result.asOf).toBe('2026-08-05T10:21:49.000Z');
    expect(result.data.station).toBe(GML_CO2_STATION);
    expect(result.data.co2Monthly).toHaveLength(17);
    expect(result.data.ch4Monthly.at(-1)?.value).toBe(1937.59);
  });

  it('skips negative "missing" averages and sorts and de-duplicates months', () => {
    const text = [
      '# File Creation:  Tue Oct  5 13:17:31 2021',
      ' 2020 2 2020.1 -99.99 0',
      ' 2020 1 2020.0 410.1 0',
      ' 2020 1 2020.0 410.2 0',
      ' 2019 12 2019.9 409.5 0',
    ].join('\n');
    const file = parseGmlMonthly(text, 'synthetic');
    expect(file.rows).toEqual([
      { year: 2019, month: 12, value: 409.5 },
      { year: 2020, month: 1, value: 410.2 },
    ]);
    expect(file.createdAt).toBe('2021-10-05T13:17:31.000Z');
  });

  it('refuses an HTML error page, an empty body and a body of comments only', () => {
    expect(() => parseGmlMonthly('<html><body>Service Unavailable</body></html>', 'co2')).toThrow(
      PayloadError,
    );
    expect(() => parseGmlMonthly('', 'co2')).toThrow(/no monthly data rows/);
    expect(() => parseGmlMonthly('# only\n# comments\n', 'co2')).toThrow(PayloadError);
  });

  it('refuses a body where unreadable lines outnumber data rows, and tolerates a few', () => {
    expect(() => parseGmlMonthly(' 2020 1 2020.0 410\nfoo bar\nbaz qux\n', 'co2')).toThrow(/unreadable/);
    const file = parseGmlMonthly(' 2020 1 2020.0 410\n 2020 2 2020.1 411\nfoo bar\n', 'co2');
    expect(file.rows).toHaveLength(2);
    expect(file.malformed).toBe(1);
  });

  it('has no date when the header carries none, and reads CRLF line ends', () => {
    expect(parseGmlFileCreation('# no date here')).toBeUndefined();
    const file = parseGmlMonthly(
      '# File Creation: Wed Aug  5 10:21:49 2026\r\n 2026 7 2026.5 429.12 0\r\n',
      'co2',
    );
    expect(file.rows).toEqual([{ year: 2026, month: 7, value: 429.12 }]);
  });
});
