/**
 * Trade service contract (SPEC §2.3, §4.6): its operation, response schema and degraded body.
 */
import Type, { type Static } from 'typebox';
import { Int32 } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { tradeKeys } from './data';

const SERVICE = 'trade';
const TAG = 'Trade';

/** US customs duties of one month. */
export const CustomsRevenueMonthSchema = Type.Object({
  recordDate: Type.String({ description: 'Statement date (last day of the month), YYYY-MM-DD' }),
  calendarYear: Int32(),
  calendarMonth: Int32({ minimum: 1, maximum: 12 }),
  fiscalYear: Int32({ description: 'US federal fiscal year (starts in October)' }),
  monthlyAmountBillions: Type.Number({
    format: 'double',
    description: 'Customs duties received in the month, USD billions, two decimals',
  }),
  fytdAmountBillions: Type.Number({
    format: 'double',
    description: 'Customs duties received in the fiscal year to date, USD billions, two decimals',
  }),
});

/** GetCustomsRevenueResponse (SPEC §2.3). */
export const GetCustomsRevenueResponseSchema = Type.Object({
  months: Type.Array(CustomsRevenueMonthSchema, { description: 'Months, oldest first' }),
  fetchedAt: Type.String({ description: 'ISO 8601 time of the data; empty when unavailable' }),
  upstreamUnavailable: Type.Boolean({
    description: 'True when no customs data has been loaded yet (months is then empty)',
  }),
});

/** The degraded answer: no customs data has been loaded. @see SPEC §7 (`upstreamUnavailable`) */
export const CUSTOMS_REVENUE_UNAVAILABLE: Static<typeof GetCustomsRevenueResponseSchema> = {
  months: [],
  fetchedAt: '',
  upstreamUnavailable: true,
};

/** GET /api/trade/v1/get-customs-revenue. */
export const getCustomsRevenue = getOp({
  id: 'GetCustomsRevenue',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-customs-revenue',
  summary: 'US customs duties revenue',
  description:
    'Monthly US customs duties receipts with the fiscal-year-to-date total, from the Monthly Treasury Statement (table 9) published by the US Treasury.',
  query: Type.Object({}),
  response: GetCustomsRevenueResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [tradeKeys.customsRevenue.name],
});

/** Every trade operation. */
export const tradeOperations: readonly OperationDef[] = [getCustomsRevenue];
