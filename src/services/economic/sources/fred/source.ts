/**
 * FRED API of the St. Louis Fed (free key `FRED_API_KEY`, sent as `api_key`): one job per tracked
 * series (`fred/series/observations` + `fred/series`, each into its own key) and one job of the
 * calendar's release dates (`fred/release/dates`). Without the key every job is `not_configured`;
 * the bundled captures (GDP; CPI release dates) still load offline with their own dates.
 * @see https://fred.stlouisfed.org/docs/api/fred/
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { type AnyIngestJob, type CredentialState, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import {
  FRED_CALENDAR_RELEASES,
  FRED_SERIES_IDS,
  type FredSeriesId,
  fredKeys,
  macroKeys,
} from '../../data-macro';
import { parseFredCalendar } from './calendar';
import { FRED_OBSERVATIONS_KEPT, parseFredSeries } from './parser';

/** Declared variables of the source. */
export const FRED_ENV = {
  FRED_BASE_URL: envVar.url({ default: 'https://api.stlouisfed.org', description: 'FRED API origin.' }),
  FRED_API_KEY: envVar.secret({
    description:
      'FRED API key (free registration; sent as api_key); without it the FRED jobs are not_configured.',
  }),
} as const;
/** Settings of the FRED jobs. */
export type FredSettings = EnvValues<typeof FRED_ENV>;

export const FRED_OBSERVATIONS_PATH = '/fred/series/observations';
export const FRED_SERIES_PATH = '/fred/series';
export const FRED_RELEASE_DATES_PATH = '/fred/release/dates';
/** Release dates asked for per release (newest first, future dates included). */
export const FRED_RELEASE_DATES_LIMIT = 60;
/** Every 12 hours plus up to an hour of jitter (FRED series are daily at most). */
export const FRED_SCHEDULE = { everyMs: 12 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Time box of one run. */
export const FRED_RUN_TIMEOUT_MS = 60_000;

/** Bundled real capture of GDP (observations and metadata recorded 2025-01-20). */
export const FRED_GDP_BUNDLE = bundleBeside(import.meta.url, {
  name: 'fred-gdp',
  files: { observations: 'series-observations_GDP.json', series: 'series_GDP.json' },
  capturedAt: '2025-01-20T14:56:11Z',
});
/** Bundled real capture of the CPI release dates (release 10, recorded 2025-01-20). */
export const FRED_CALENDAR_BUNDLE = bundleBeside(import.meta.url, {
  name: 'fred-release-dates',
  files: { 'release-10': 'release-dates_10.json' },
  capturedAt: '2025-01-20T14:56:02Z',
});

function credentials(settings: FredSettings): CredentialState {
  return settings.FRED_API_KEY === undefined
    ? { kind: 'missing', hint: 'set FRED_API_KEY' }
    : { kind: 'configured' };
}

function fredUrl(settings: FredSettings, path: string, params: Record<string, string>): string {
  const q = new URLSearchParams({ ...params, api_key: settings.FRED_API_KEY ?? '', file_type: 'json' });
  return `${joinUrl(settings.FRED_BASE_URL, path)}?${q.toString()}`;
}

/** The job of one series: its observations (newest first) and its metadata, into its own key. */
export function fredSeriesJob(settings: FredSettings, id: FredSeriesId): AnyIngestJob {
  const accept = 'application/json';
  return defineJob({
    id: `fred-${id.toLowerCase()}`,
    key: fredKeys[id],
    // The key travels in the query: meta.source shows the routes and the series only.
    source: `FRED API ${joinUrl(settings.FRED_BASE_URL, FRED_OBSERVATIONS_PATH)} + ${FRED_SERIES_PATH} series_id=${id}`,
    schedule: FRED_SCHEDULE,
    credentials: credentials(settings),
    minRecords: 1,
    timeoutMs: FRED_RUN_TIMEOUT_MS,
    ...(id === 'GDP' ? { bundle: FRED_GDP_BUNDLE } : {}),
    async fetch({ http }) {
      const [observations, series] = await Promise.all([
        http.get(
          fredUrl(settings, FRED_OBSERVATIONS_PATH, {
            series_id: id,
            sort_order: 'desc',
            limit: String(FRED_OBSERVATIONS_KEPT),
          }),
          { accept },
        ),
        http.get(fredUrl(settings, FRED_SERIES_PATH, { series_id: id }), { accept }),
      ]);
      return { observations, series };
    },
    async parse(payload) {
      return parseFredSeries({ observations: payload.observations ?? '', series: payload.series ?? '' }, id);
    },
  });
}

/** The job of the calendar: the release dates of each calendar release, future ones included. */
export function fredCalendarJob(settings: FredSettings): AnyIngestJob {
  const accept = 'application/json';
  return defineJob({
    id: 'fred-release-dates',
    key: macroKeys.fredReleaseDates,
    source: `FRED API ${joinUrl(settings.FRED_BASE_URL, FRED_RELEASE_DATES_PATH)} release_id=${FRED_CALENDAR_RELEASES.map((r) => r.id).join(',')}`,
    schedule: FRED_SCHEDULE,
    credentials: credentials(settings),
    minRecords: 1,
    timeoutMs: FRED_RUN_TIMEOUT_MS,
    bundle: FRED_CALENDAR_BUNDLE,
    async fetch({ http }) {
      const bodies = await Promise.all(
        FRED_CALENDAR_RELEASES.map((r) =>
          http.get(
            fredUrl(settings, FRED_RELEASE_DATES_PATH, {
              release_id: String(r.id),
              sort_order: 'desc',
              include_release_dates_with_no_data: 'true',
              limit: String(FRED_RELEASE_DATES_LIMIT),
            }),
            { accept },
          ),
        ),
      );
      return Object.fromEntries(FRED_CALENDAR_RELEASES.map((r, i) => [`release-${r.id}`, bodies[i] ?? '']));
    },
    async parse(payload) {
      return parseFredCalendar(payload);
    },
  });
}

/** The FRED source. */
export const fredSource = defineSource({
  id: 'fred',
  title: 'FRED API (St. Louis Fed): macro series and release dates',
  note: 'free key (FRED_API_KEY); every 12 hours',
  availability: { kind: 'operator-key', variables: ['FRED_API_KEY'], reason: 'a free FRED API key' },
  keys: [...FRED_SERIES_IDS.map((id) => fredKeys[id]), macroKeys.fredReleaseDates],
  env: FRED_ENV,
  jobs: (settings) => [
    ...FRED_SERIES_IDS.map((id) => fredSeriesJob(settings, id)),
    fredCalendarJob(settings),
  ],
});
