/**
 * Data schemas and snapshot keys of the trade datasets: US customs duties from the Monthly
 * Treasury Statement, table 9 (Treasury Fiscal Data API).
 */
import Type, { type Static } from 'typebox';
import { ISO_DATE_PATTERN } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** One MTS table 9 "Customs Duties" row, amounts in US dollars as published. */
export const CustomsRevenueRowSchema = Type.Object({
  /** Last day of the month the statement covers (`record_date`). */
  recordDate: Type.String({ pattern: ISO_DATE_PATTERN }),
  calendarYear: Type.Integer({ minimum: 1900, maximum: 2200 }),
  calendarMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  fiscalYear: Type.Integer({ minimum: 1900, maximum: 2200 }),
  /** Receipts of the month, USD (`current_month_rcpt_outly_amt`). */
  monthlyAmountUsd: Type.Number(),
  /** Receipts of the fiscal year to date, USD (`current_fytd_rcpt_outly_amt`). */
  fytdAmountUsd: Type.Number(),
});
export type CustomsRevenueRow = Static<typeof CustomsRevenueRowSchema>;

/** The published customs-revenue months (any order; the handler sorts). */
export const CustomsRevenueDataSchema = Type.Object({
  months: Type.Array(CustomsRevenueRowSchema, { minItems: 1 }),
});

/** Trade snapshot keys. */
export const tradeKeys = {
  customsRevenue: defineSnapshotKey({
    name: 'trade:customs-revenue',
    schema: CustomsRevenueDataSchema,
    description: 'US customs duties receipts by month (Treasury MTS table 9)',
    countRecords: (d) => d.months.length,
  }),
} as const;
