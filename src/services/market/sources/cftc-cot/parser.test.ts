/** The TFF parser on a synthetic answer in the documented layout (fixtures/SOURCE.md: no capture). */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseCotPositions } from './parser';

const ANSWER = readFixture(import.meta.url, 'tff-documented-layout.json');
const CONTRACTS = [
  { code: '13874A', name: 'Contract A' },
  { code: '099741', name: 'Contract B' },
  { code: '133741', name: 'Contract C' },
];

describe('CFTC TFF parser (documented layout)', () => {
  it('keeps the newest row of each configured contract and names the missing ones', () => {
    const { data, asOf } = parseCotPositions(ANSWER, CONTRACTS);
    expect(asOf).toBe('2026-08-04T00:00:00.000Z');
    expect(data.missingCodes).toEqual(['133741']);
    expect(data.instruments[0]).toEqual({
      code: '13874A',
      name: 'Contract A',
      marketName: 'EXAMPLE CONTRACT A - EXAMPLE EXCHANGE',
      reportDate: '2026-08-04',
      openInterest: 1000,
      dealerLong: 100,
      dealerShort: 200,
      assetManagerLong: 300,
      assetManagerShort: 50,
      leveragedFundsLong: 150,
      leveragedFundsShort: 250,
      nonReportableLong: 40,
      nonReportableShort: 60,
    });
    // A row without the non-reportable columns leaves them out (never 0).
    expect(data.instruments[1]).not.toHaveProperty('nonReportableLong');
  });

  it('refuses a Socrata error object', () => {
    expect(() =>
      parseCotPositions('{"code":"query.compiler.malformed","error":true,"message":"bad $where"}', CONTRACTS),
    ).toThrow(PayloadError);
  });
});
