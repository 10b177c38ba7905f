/**
 * GET /api/trade/v1/get-customs-revenue: monthly US customs duties (Treasury MTS table 9) in USD
 * billions, oldest month first (SPEC §2.3, §4.6).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { CUSTOMS_REVENUE_UNAVAILABLE, getCustomsRevenue } from './contract';
import { type CustomsRevenueRow, tradeKeys } from './data';

const USD_PER_BILLION = 1e9;

/** Handler of get-customs-revenue. */
export const getCustomsRevenueHandler = defineHandler(getCustomsRevenue, async (ctx) => {
  const read = await ctx.snapshots.read(tradeKeys.customsRevenue);
  if (read.status !== 'hit') return unavailable(CUSTOMS_REVENUE_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const months = [...data.months].sort(byRecordDate).map((m) => ({
    recordDate: m.recordDate,
    calendarYear: m.calendarYear,
    calendarMonth: m.calendarMonth,
    fiscalYear: m.fiscalYear,
    monthlyAmountBillions: billions(m.monthlyAmountUsd),
    fytdAmountBillions: billions(m.fytdAmountUsd),
  }));
  return fromData({ months, fetchedAt: meta.fetchedAt, upstreamUnavailable: false }, meta.fetchedAt);
});

function byRecordDate(a: CustomsRevenueRow, b: CustomsRevenueRow): number {
  return a.recordDate < b.recordDate ? -1 : a.recordDate > b.recordDate ? 1 : 0;
}

function billions(usd: number): number {
  return Math.round((usd / USD_PER_BILLION) * 100) / 100;
}
