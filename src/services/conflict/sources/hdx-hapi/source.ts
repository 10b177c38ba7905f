/**
 * HDX HAPI v2 conflict events (daily; a free, self-issued app identifier):
 * `conflict:hdx-hapi-summaries` ← the country-level (admin 0) monthly conflict-event counts of the
 * last 400 days, paged, reduced to each country's latest month. Without `HDX_HAPI_APP_IDENTIFIER`
 * the job is not configured. Format from the documentation; no bundle.
 * @see https://hdx-hapi.readthedocs.io/en/latest/getting-started/
 */
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { conflictKeys } from '../../data';
import { parseHapiConflictEvents, parseHapiPage } from './parser';

export const HDX_HAPI_ENV = {
  HDX_HAPI_BASE_URL: envVar.url({ default: 'https://hapi.humdata.org', description: 'HDX HAPI origin.' }),
  HDX_HAPI_APP_IDENTIFIER: envVar.secret({
    description:
      'HDX HAPI app identifier: base64 of "application-name:email" (self-issued at hapi.humdata.org).',
  }),
} as const;

export const HDX_HAPI_CONFLICT_PATH = '/api/v2/coordination-context/conflict-events';
export const HDX_HAPI_PAGE_SIZE = 10_000;
export const HDX_HAPI_MAX_PAGES = 10;
const DAY_MS = 86_400_000;
const PREFIX = 'page:';

/** URL of one page (offset in rows). */
export function hapiPageUrl(base: string, startDate: string, offset: number): string {
  const q = new URLSearchParams({
    output_format: 'json',
    admin_level: '0',
    start_date: startDate,
    limit: String(HDX_HAPI_PAGE_SIZE),
    offset: String(offset),
  });
  return `${joinUrl(base, HDX_HAPI_CONFLICT_PATH)}?${q.toString()}`;
}

export const hdxHapiSource = defineSource({
  id: 'hdx-hapi',
  title: 'HDX HAPI conflict events (humanitarian summaries)',
  note: 'free app identifier; daily',
  availability: {
    kind: 'documented-format',
    variables: ['HDX_HAPI_APP_IDENTIFIER'],
    reason:
      'a free, self-issued HDX HAPI app identifier; parser built from the HAPI documentation, no recorded answer found',
  },
  keys: [conflictKeys.humanitarian],
  env: HDX_HAPI_ENV,
  jobs: (settings) => {
    const base = settings.HDX_HAPI_BASE_URL;
    const app = settings.HDX_HAPI_APP_IDENTIFIER;
    return [
      defineJob({
        id: 'hdx-hapi-conflict-events',
        key: conflictKeys.humanitarian,
        source: `HDX HAPI ${joinUrl(base, HDX_HAPI_CONFLICT_PATH)}`,
        schedule: { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 },
        credentials: app ? { kind: 'configured' } : { kind: 'missing', hint: 'set HDX_HAPI_APP_IDENTIFIER' },
        minRecords: 1,
        timeoutMs: 300_000,
        async fetch({ http, now }) {
          const start = new Date(now().getTime() - 400 * DAY_MS).toISOString().slice(0, 10);
          const out: Record<string, string> = {};
          for (let page = 0; page < HDX_HAPI_MAX_PAGES; page++) {
            const body = await http.get(hapiPageUrl(base, start, page * HDX_HAPI_PAGE_SIZE), {
              accept: 'application/json',
              headers: { 'x-hdx-hapi-app-identifier': app ?? '' },
            });
            out[`${PREFIX}${page}`] = body;
            if (parseHapiPage(body).length < HDX_HAPI_PAGE_SIZE) break;
          }
          return out;
        },
        async parse(payload) {
          const pages = Object.keys(payload)
            .filter((k) => k.startsWith(PREFIX))
            .sort((a, b) => Number(a.slice(PREFIX.length)) - Number(b.slice(PREFIX.length)))
            .map((k) => payload[k] ?? '');
          return parseHapiConflictEvents(pages);
        },
      }),
    ];
  },
});
