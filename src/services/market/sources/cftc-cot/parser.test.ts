/** The TFF parser on real TFF rows of the 10-year T-note (fixtures/SOURCE.md). */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseCotPositions } from './parser';

const ANSWER = readFixture(import.meta.url, 'tff-ust10y-rows.json');
const CONTRACTS = [
  { code: '043602', name: '10-year T-note' },
  { code: '088691', name: 'Gold' },
  { code: '133741', name: 'Bitcoin (CME)' },
];

describe('CFTC TFF parser', () => {
  it('keeps the newest row of each configured contract and names the missing ones', () => {
    const { data, asOf } = parseCotPositions(ANSWER, CONTRACTS);
    expect(asOf).toBe('2026-08-11T00:00:00.000Z');
    expect(data.missingCodes).toEqual(['133741']);
    // The newest of the three reports, not the first row with a market name.
    expect(data.instruments[0]).toEqual({
      code: '043602',
      name: '10-year T-note',
      reportDate: '2026-08-11',
      openInterest: 6120537,
      dealerLong: 254048,
      dealerShort: 1607063,
      assetManagerLong: 3134595,
      assetManagerShort: 471398,
      leveragedFundsLong: 1130275,
      leveragedFundsShort: 3049691,
    });
    // A row without position columns keeps its date and leaves the figures out (never 0).
    expect(data.instruments[1]).toEqual({ code: '088691', name: 'Gold', reportDate: '2026-05-19' });
  });

  it('reads the market name where the row has one', () => {
    const oldest = JSON.stringify(JSON.parse(ANSWER).slice(2, 3));
    const { data } = parseCotPositions(oldest, CONTRACTS);
    expect(data.instruments[0]).toMatchObject({
      reportDate: '2026-05-19',
      marketName: 'UST 10Y NOTE - CHICAGO BOARD OF TRADE',
      openInterest: 4544233,
    });
  });

  it('refuses a Socrata error object', () => {
    expect(() =>
      parseCotPositions('{"code":"query.compiler.malformed","error":true,"message":"bad $where"}', CONTRACTS),
    ).toThrow(PayloadError);
  });
});
