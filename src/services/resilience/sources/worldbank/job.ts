/**
 * `resilience:demographics-education` ← World Bank Indicators API v2 (keyless): tertiary gross
 * enrollment, researchers per million and the three graduate-share indicators whose sum is the
 * STEM share, for every economy over the last `WORLD_BANK_YEARS_BACK` years. WDI is updated a few
 * times a year: a weekly run is plenty. Every indicator must answer, so a run never replaces the
 * snapshot with a metric missing. No bundle: no real capture of these indicators exists (the
 * project's World Bank capture holds only population and GDP).
 */
import type { EnvValues } from '../../../../env-vars';
import { type AnyIngestJob, defineJob, type Payload, type RunHttp } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { resilienceKeys } from '../../data';
import {
  buildEducationData,
  parseWorldBankHeader,
  parseWorldBankPage,
  WORLD_BANK_EDUCATION_INDICATORS,
} from './parser';
import type { WORLD_BANK_ENV } from './source';

/** Rows per page (one page holds every economy over the window). */
export const WORLD_BANK_PER_PAGE = 20_000;
/** Most pages read per indicator. */
export const WORLD_BANK_MAX_PAGES = 5;
/** Years of history asked for, counted back from the current year. */
export const WORLD_BANK_YEARS_BACK = 15;
/** Fewer countries than this is a broken answer, never published. */
export const WORLD_BANK_MIN_COUNTRIES = 50;
/** Once a week plus up to 6 hours of jitter. */
export const WORLD_BANK_SCHEDULE = { everyMs: 7 * 24 * 3_600_000, jitterMs: 6 * 3_600_000 } as const;
/** Time box of one run (five indicators, usually one page each). */
export const WORLD_BANK_RUN_TIMEOUT_MS = 180_000;

/** Separates an indicator id from its page number in payload resource names. */
const PAGE_SEPARATOR = '#page-';

/** Path of one indicator over all economies. */
export function worldBankIndicatorPath(indicator: string): string {
  return `/v2/country/all/indicator/${indicator}`;
}

/** URL of one page of an indicator for the years `from`..`to`. */
export function worldBankPageUrl(
  base: string,
  indicator: string,
  from: number,
  to: number,
  page: number,
): string {
  const params = new URLSearchParams({
    format: 'json',
    per_page: String(WORLD_BANK_PER_PAGE),
    date: `${from}:${to}`,
    page: String(page),
  });
  return `${joinUrl(base, worldBankIndicatorPath(indicator))}?${params.toString()}`;
}

/** Creates the World Bank education job. */
export function createWorldBankEducationJob(settings: EnvValues<typeof WORLD_BANK_ENV>): AnyIngestJob {
  const base = settings.WORLD_BANK_BASE_URL;
  const indicators = Object.values(WORLD_BANK_EDUCATION_INDICATORS);
  return defineJob({
    id: 'worldbank-education',
    key: resilienceKeys.demographicsEducation,
    source: `World Bank WDI ${joinUrl(base, '/v2/country/all/indicator/')} ${indicators.join(',')}`,
    schedule: WORLD_BANK_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: WORLD_BANK_MIN_COUNTRIES,
    timeoutMs: WORLD_BANK_RUN_TIMEOUT_MS,
    async fetch({ http, now, warn }) {
      const to = now().getUTCFullYear();
      const from = to - WORLD_BANK_YEARS_BACK;
      const parts = await Promise.all(indicators.map((id) => fetchIndicator(http, base, id, from, to, warn)));
      return Object.assign({}, ...parts) as Payload;
    },
    async parse(payload) {
      const pages = Object.entries(payload).map(([name, body]) =>
        parseWorldBankPage(body, `World Bank ${name}`),
      );
      return buildEducationData(pages);
    },
  });
}

/** Every page of one indicator (up to WORLD_BANK_MAX_PAGES). */
export async function fetchIndicator(
  http: RunHttp,
  base: string,
  indicator: string,
  from: number,
  to: number,
  warn: (message: string) => void,
): Promise<Record<string, string>> {
  const first = await http.get(worldBankPageUrl(base, indicator, from, to, 1), {
    accept: 'application/json',
  });
  const out: Record<string, string> = { [indicator]: first };
  // An unreadable first page is left to the parser, which refuses it with the reason.
  let pages = 1;
  try {
    pages = parseWorldBankHeader(first, indicator).header.pages;
  } catch {
    return out;
  }
  if (pages > WORLD_BANK_MAX_PAGES)
    warn(`World Bank ${indicator}: ${pages} pages, only ${WORLD_BANK_MAX_PAGES} read`);
  for (let page = 2; page <= Math.min(pages, WORLD_BANK_MAX_PAGES); page++) {
    out[`${indicator}${PAGE_SEPARATOR}${page}`] = await http.get(
      worldBankPageUrl(base, indicator, from, to, page),
      {
        accept: 'application/json',
      },
    );
  }
  return out;
}
