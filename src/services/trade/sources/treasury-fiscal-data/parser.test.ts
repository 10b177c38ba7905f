import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import { fiscalNumber, parseCustomsRevenue } from './parser';

/**
 * Synthetic answers in the documented Fiscal Data layout (`{data[], meta, links}`, values as
 * strings). No real capture of MTS table 9 exists in the sample set: amounts are made up.
 */
function answer(rows: Record<string, unknown>[]): string {
  return JSON.stringify({
    data: rows,
    meta: { count: rows.length, 'total-count': rows.length, 'total-pages': 1 },
    links: {},
  });
}
const row = (date: string, monthly: string, fytd: string, over: Record<string, unknown> = {}) => {
  const [y, m] = date.split('-');
  return {
    record_date: date,
    classification_desc: 'Customs Duties',
    current_month_rcpt_outly_amt: monthly,
    current_fytd_rcpt_outly_amt: fytd,
    record_fiscal_year: String(Number(m) >= 10 ? Number(y) + 1 : Number(y)),
    record_calendar_year: y,
    record_calendar_month: m,
    ...over,
  };
};

describe('Treasury MTS table 9 parser (synthetic answers)', () => {
  it('reads string amounts and year fields, oldest first, dated by the newest month', () => {
    const result = parseCustomsRevenue(
      answer([
        row('2026-02-28', '1000000000.00', '5000000000.00'),
        row('2025-10-31', '900000000.50', '900000000.50'),
      ]),
      't9',
    );
    expect(result.data.months).toEqual([
      {
        recordDate: '2025-10-31',
        calendarYear: 2025,
        calendarMonth: 10,
        fiscalYear: 2026,
        monthlyAmountUsd: 900000000.5,
        fytdAmountUsd: 900000000.5,
      },
      {
        recordDate: '2026-02-28',
        calendarYear: 2026,
        calendarMonth: 2,
        fiscalYear: 2026,
        monthlyAmountUsd: 1e9,
        fytdAmountUsd: 5e9,
      },
    ]);
    expect(result.asOf).toBe('2026-02-28T00:00:00Z');
  });

  it('derives the years from the record date when the fields are absent (fiscal year starts in October)', () => {
    const bare = {
      record_fiscal_year: undefined,
      record_calendar_year: undefined,
      record_calendar_month: undefined,
    };
    const months = parseCustomsRevenue(answer([row('2025-11-30', '1', '2', bare)]), 't9').data.months;
    expect(months[0]).toMatchObject({ calendarYear: 2025, calendarMonth: 11, fiscalYear: 2026 });
  });

  it('skips "null" amounts, other classifications and bad dates, with warnings', () => {
    const result = parseCustomsRevenue(
      answer([
        row('2026-01-31', '5', '10'),
        row('2025-12-31', 'null', '5'),
        row('2025-11-30', '3', '4', { classification_desc: 'Excise Taxes' }),
        row('2025-10-31', '3', '4', { record_date: '31/10/2025' }),
      ]),
      't9',
    );
    expect(result.data.months.map((m) => m.recordDate)).toEqual(['2026-01-31']);
    expect(result.warnings).toEqual([
      't9: 1 unreadable rows skipped',
      't9: 1 months without amounts skipped',
      't9: 1 rows of other classifications ignored',
    ]);
  });

  it('refuses an error answer, HTML, an empty body and an answer with no customs row', () => {
    expect(() => parseCustomsRevenue('{"error":"Invalid Query Param","message":"bad filter"}', 't9')).toThrow(
      /no data array: bad filter/,
    );
    expect(() => parseCustomsRevenue('<html></html>', 't9')).toThrow(PayloadError);
    expect(() => parseCustomsRevenue('', 't9')).toThrow(/not JSON/);
    expect(() => parseCustomsRevenue(answer([]), 't9')).toThrow(/no Customs Duties rows/);
  });

  it('reads Fiscal Data numbers', () => {
    expect(fiscalNumber('1234.56')).toBe(1234.56);
    expect(fiscalNumber('-12.00')).toBe(-12);
    expect(fiscalNumber('null')).toBeUndefined();
    expect(fiscalNumber('')).toBeUndefined();
    expect(fiscalNumber(null)).toBeUndefined();
  });
});
