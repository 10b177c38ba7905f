/**
 * UNHCR Refugee Population Statistics API (keyless, daily): `displacement:unhcr-summary` ← every
 * origin × asylum item of the latest year with data (`?year=&coo_all=true&coa_all=true`, paged),
 * aggregated by `parser.ts`. The year tried first is last year (UNHCR publishes mid-year); an empty
 * answer falls back one year. No bundle: the only real capture is one asylum country's answer.
 * @see https://api.unhcr.org/docs/refugee-statistics.html
 */
import { envVar } from '../../../../env-vars';
import { PayloadError } from '../../../../ingest/errors';
import { defineSource } from '../../../../ingest/source';
import { defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { displacementKeys } from '../../data';
import { parseUnhcrPage, parseUnhcrPopulation } from './parser';

export const UNHCR_ENV = {
  UNHCR_BASE_URL: envVar.url({
    default: 'https://api.unhcr.org',
    description: 'UNHCR Refugee Population Statistics API origin (/population/v1/population/).',
  }),
} as const;

export const UNHCR_POPULATION_PATH = '/population/v1/population/';
/** Items per page. */
export const UNHCR_PAGE_SIZE = 1000;
/** Most pages read in one run. */
export const UNHCR_MAX_PAGES = 60;
/** Once a day plus up to an hour of jitter (the statistics change twice a year). */
export const UNHCR_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
const PAGE_PREFIX = 'page:';

/** URL of one page of a year. */
export function unhcrPageUrl(base: string, year: number, page: number): string {
  const q = new URLSearchParams({
    year: String(year),
    coo_all: 'true',
    coa_all: 'true',
    limit: String(UNHCR_PAGE_SIZE),
    page: String(page),
  });
  return `${joinUrl(base, UNHCR_POPULATION_PATH)}?${q.toString()}`;
}

export const unhcrSource = defineSource({
  id: 'unhcr',
  title: 'UNHCR Refugee Population Statistics',
  note: 'keyless; daily',
  availability: { kind: 'keyless-upstream' },
  keys: [displacementKeys.summary],
  env: UNHCR_ENV,
  jobs: (settings) => {
    const base = settings.UNHCR_BASE_URL;
    return [
      defineJob({
        id: 'unhcr-population',
        key: displacementKeys.summary,
        source: `UNHCR ${joinUrl(base, UNHCR_POPULATION_PATH)}`,
        schedule: UNHCR_SCHEDULE,
        credentials: { kind: 'keyless' },
        minRecords: 1,
        timeoutMs: 300_000,
        async fetch({ http, now }) {
          const last = now().getUTCFullYear() - 1;
          for (const year of [last, last - 1]) {
            const out: Record<string, string> = {};
            let maxPages = 1;
            for (let page = 1; page <= Math.min(maxPages, UNHCR_MAX_PAGES); page++) {
              const body = await http.get(unhcrPageUrl(base, year, page), { accept: 'application/json' });
              const parsed = parseUnhcrPage(body);
              out[`${PAGE_PREFIX}${page}`] = body;
              maxPages = parsed.maxPages;
              if (parsed.items.length === 0) break;
            }
            if (parseUnhcrPage(out[`${PAGE_PREFIX}1`] ?? '{}').items.length > 0) return out;
          }
          throw new PayloadError('UNHCR population: no items for last year nor the year before');
        },
        async parse(payload) {
          const pages = Object.keys(payload)
            .filter((k) => k.startsWith(PAGE_PREFIX))
            .sort((a, b) => Number(a.slice(PAGE_PREFIX.length)) - Number(b.slice(PAGE_PREFIX.length)))
            .map((k) => payload[k] ?? '');
          return parseUnhcrPopulation(pages);
        },
      }),
    ];
  },
});
