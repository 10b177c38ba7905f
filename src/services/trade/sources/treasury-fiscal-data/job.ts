/**
 * `trade:customs-revenue` ← US Treasury Fiscal Data API, Monthly Treasury Statement table 9
 * (keyless): the "Customs Duties" receipts of the last `CUSTOMS_REVENUE_YEARS_BACK` calendar years,
 * newest first. The statement comes out once a month (about the eighth business day); a daily run
 * finds it within a day. No bundle: no real capture of this answer exists.
 */
import type { EnvValues } from '../../../../env-vars';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { tradeKeys } from '../../data';
import type { TREASURY_FISCAL_DATA_ENV } from './env';
import { CUSTOMS_DUTIES_CLASSIFICATION, parseCustomsRevenue } from './parser';
/** Path of MTS table 9 (receipts and outlays by source and function). */
export const MTS_TABLE_9_PATH = '/services/api/fiscal_service/v1/accounting/mts/mts_table_9';
/** Calendar years asked for before the current one. */
export const CUSTOMS_REVENUE_YEARS_BACK = 3;
/** Rows per request (three years and a bit of months; one page). */
export const CUSTOMS_REVENUE_PAGE_SIZE = 50;
/** Once a day plus up to an hour of jitter. */
export const CUSTOMS_REVENUE_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;

/** Fields asked for (the API returns every column otherwise). */
const FIELDS = [
  'record_date',
  'classification_desc',
  'current_month_rcpt_outly_amt',
  'current_fytd_rcpt_outly_amt',
  'record_fiscal_year',
  'record_calendar_year',
  'record_calendar_month',
];

/** The request URL for the years since `fromYear`. */
export function customsRevenueUrl(base: string, fromYear: number): string {
  const params = new URLSearchParams({
    fields: FIELDS.join(','),
    filter: `classification_desc:eq:${CUSTOMS_DUTIES_CLASSIFICATION},record_date:gte:${fromYear}-01-01`,
    sort: '-record_date',
    'page[size]': String(CUSTOMS_REVENUE_PAGE_SIZE),
  });
  return `${joinUrl(base, MTS_TABLE_9_PATH)}?${params.toString()}`;
}

/** Creates the customs revenue job. */
export function createTreasuryCustomsRevenueJob(
  settings: EnvValues<typeof TREASURY_FISCAL_DATA_ENV>,
): AnyIngestJob {
  const base = settings.TREASURY_FISCAL_DATA_BASE_URL;
  return defineJob({
    id: 'treasury-customs-revenue',
    key: tradeKeys.customsRevenue,
    source: `US Treasury Fiscal Data MTS table 9 ${joinUrl(base, MTS_TABLE_9_PATH)}`,
    schedule: CUSTOMS_REVENUE_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    async fetch({ http, now }) {
      const url = customsRevenueUrl(base, now().getUTCFullYear() - CUSTOMS_REVENUE_YEARS_BACK);
      return { table9: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseCustomsRevenue(payload.table9 ?? '', 'MTS table 9');
    },
  });
}
