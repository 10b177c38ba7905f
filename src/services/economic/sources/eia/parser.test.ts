import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { EIA_SERIES } from '../../data';
import { eiaValue, parseEiaSeries } from './parser';

const dataRoute = readFixture(import.meta.url, 'petroleum-stoc-wstk-data_WCESTUS1.json');
const seriesIdRoute = readFixture(import.meta.url, 'seriesid_PET.WCESTUS1.W.json');
const gasFutures = readFixture(import.meta.url, 'natural-gas-pri-fut-data_RNGC1.json');

/** A synthetic body in the `/…/data/` route layout (figures are test inputs, not EIA data). */
function syntheticBody(rows: Record<string, unknown>[]): string {
  return JSON.stringify({
    response: { total: String(rows.length), frequency: 'weekly', data: rows },
    request: {},
  });
}
const row = (period: string, value: unknown, over: Record<string, unknown> = {}) => ({
  period,
  series: 'WCESTUS1',
  value,
  units: 'MBBL',
  ...over,
});

describe('EIA v2 series parser', () => {
  it('reads the real /data/ route capture: string values, newest first, dated by the newest week', () => {
    const result = parseEiaSeries(dataRoute, EIA_SERIES.crudeStocks, 'crude');
    expect(result.data.series).toBe('WCESTUS1');
    expect(result.data.units).toBe('MBBL');
    expect(result.data.points).toEqual([
      { period: '2024-10-04', value: 422741 },
      { period: '2024-09-27', value: 416931 },
      { period: '2024-09-20', value: 413042 },
      { period: '2024-09-13', value: 417513 },
      { period: '2024-09-06', value: 419143 },
      { period: '2024-08-30', value: 418310 },
    ]);
    expect(result.asOf).toBe('2024-10-04T00:00:00Z');
    expect(result.warnings).toEqual([]);
  });

  it('reads the real /v2/seriesid/ capture, where values are numbers, to the same points', () => {
    const result = parseEiaSeries(seriesIdRoute, EIA_SERIES.crudeStocks, 'crude');
    expect(result.data.points).toEqual([
      { period: '2024-10-04', value: 422741 },
      { period: '2024-09-27', value: 416931 },
      { period: '2024-09-20', value: 413042 },
      { period: '2024-09-13', value: 417513 },
    ]);
  });

  it("passes EIA's own warnings on and reads decimal string values (real natural-gas route capture)", () => {
    const result = parseEiaSeries(gasFutures, { series: 'RNGC1', units: '$/MMBTU' }, 'gas');
    expect(result.data.points.map((p) => p.value)).toEqual([1.785, 1.774, 1.841]);
    expect(result.asOf).toBe('2024-04-05T00:00:00Z');
    expect(result.warnings).toEqual([expect.stringContaining('EIA warning: incomplete return')]);
  });

  it('refuses a response holding only another series', () => {
    expect(() => parseEiaSeries(gasFutures, EIA_SERIES.natGasStorage, 'gas')).toThrow(
      /no NW2_EPG0_SWO_R48_BCF values/,
    );
  });

  it('refuses the series in other units instead of publishing a mis-scaled figure', () => {
    const body = syntheticBody([row('2026-01-02', '100', { units: 'MMBBL' })]);
    expect(() => parseEiaSeries(body, EIA_SERIES.crudeStocks, 'crude')).toThrow(
      /units "MMBBL", expected MBBL/,
    );
  });

  it('skips null and blank values and unreadable periods, keeps the first of a repeated period', () => {
    const body = syntheticBody([
      row('2026-01-16', null),
      row('2026-01-09', ''),
      row('2026-01-02', '101'),
      row('2026-01-02', '999'),
      row('2025-12-26', 100),
      row('not-a-date', '5'),
      row('2025-13-01', '5'),
      row('2025-12-19', '99', { series: 'WCSSTUS1' }),
    ]);
    const result = parseEiaSeries(body, EIA_SERIES.crudeStocks, 'crude');
    expect(result.data.points).toEqual([
      { period: '2026-01-02', value: 101 },
      { period: '2025-12-26', value: 100 },
    ]);
    expect(result.warnings).toEqual([
      'crude: 2 unreadable rows skipped',
      'crude: 2 rows without a value skipped',
      'crude: 1 rows of other series ignored',
      'crude: 1 repeated periods ignored',
    ]);
  });

  it('refuses an EIA error body with its message, HTML, an empty body and an empty data list', () => {
    const err = JSON.stringify({
      error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' },
    });
    expect(() => parseEiaSeries(err, EIA_SERIES.crudeStocks, 'crude')).toThrow(/EIA error: API_KEY_INVALID/);
    expect(() => parseEiaSeries('<html><body>502</body></html>', EIA_SERIES.crudeStocks, 'crude')).toThrow(
      PayloadError,
    );
    expect(() => parseEiaSeries('', EIA_SERIES.crudeStocks, 'crude')).toThrow(/not JSON/);
    expect(() => parseEiaSeries(syntheticBody([]), EIA_SERIES.crudeStocks, 'crude')).toThrow(
      /no WCESTUS1 values/,
    );
    expect(() => parseEiaSeries('{"response":{}}', EIA_SERIES.crudeStocks, 'crude')).toThrow(
      /no response.data/,
    );
  });

  it('reads numeric strings only', () => {
    expect(eiaValue(' 12.5 ')).toBe(12.5);
    expect(eiaValue(7)).toBe(7);
    expect(eiaValue('NA')).toBeUndefined();
    expect(eiaValue('--')).toBeUndefined();
    expect(eiaValue(null)).toBeUndefined();
    expect(eiaValue(Number.NaN)).toBeUndefined();
  });
});
