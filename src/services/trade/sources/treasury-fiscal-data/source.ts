/**
 * US Treasury Fiscal Data API, Monthly Treasury Statement table 9 (keyless, daily): US customs
 * duties by month. No bundle: no real capture of this answer exists.
 *
 * `trade:customs-revenue` ← US Treasury Fiscal Data API, Monthly Treasury Statement table 9
 * (keyless): the "Customs Duties" receipts of the last `CUSTOMS_REVENUE_YEARS_BACK` calendar years,
 * newest first. The statement comes out once a month (about the eighth business day); a daily run
 * finds it within a day. No bundle: no real capture of this answer exists.
 * @see https://fiscaldata.treasury.gov/api-documentation/
 */

import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { tradeKeys } from '../../data';
import { CUSTOMS_DUTIES_CLASSIFICATION, parseCustomsRevenue } from './parser';

/** Default origin of the Fiscal Data API. */
export const TREASURY_FISCAL_DATA_DEFAULT_BASE_URL = 'https://api.fiscaldata.treasury.gov';

/** Declared variables of the source. */
export const TREASURY_FISCAL_DATA_ENV = {
  TREASURY_FISCAL_DATA_BASE_URL: envVar.url({
    default: TREASURY_FISCAL_DATA_DEFAULT_BASE_URL,
    description: 'US Treasury Fiscal Data API origin.',
  }),
} as const;

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

/** The Treasury Fiscal Data source. */
export const treasuryFiscalDataSource = defineSource({
  id: 'treasury-fiscal-data',
  title: 'US Treasury Fiscal Data API (MTS table 9)',
  note: 'keyless; daily',
  availability: {
    kind: 'documented-format',
    reason: 'parser built on the documented Fiscal Data layout; no live capture of MTS table 9 yet',
  },
  keys: [tradeKeys.customsRevenue],
  env: TREASURY_FISCAL_DATA_ENV,
  jobs: (settings) => {
    const base = settings.TREASURY_FISCAL_DATA_BASE_URL;
    return [
      singleGetJob({
        id: 'treasury-customs-revenue',
        key: tradeKeys.customsRevenue,
        title: 'US Treasury Fiscal Data MTS table 9',
        // The years asked for move with the run's date.
        url: (now) => customsRevenueUrl(base, now.getUTCFullYear() - CUSTOMS_REVENUE_YEARS_BACK),
        shownUrl: joinUrl(base, MTS_TABLE_9_PATH),
        resource: 'table9',
        accept: 'application/json',
        schedule: CUSTOMS_REVENUE_SCHEDULE,
        minRecords: 1,
        parse: (body) => parseCustomsRevenue(body, 'MTS table 9'),
      }),
    ];
  },
});
