/**
 * The UCDP GED variables, and reading its events API in a run: the version to read (the configured one, else the
 * newest monthly candidate that answers, else a yearly release), then its pages of the window,
 * each request carrying the access token.
 */
import { envVar } from '../../../../env-vars';
import { PayloadError, UpstreamStatusError } from '../../../../ingest/errors';
import type { RunHttp } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import type { DayWindow } from '../event-fields';
import { parseUcdpPage } from './parser';

/** Default origin of the UCDP API. */
export const UCDP_DEFAULT_BASE_URL = 'https://ucdpapi.pcr.uu.se';

/** Declared variables of UCDP GED. */
export const UCDP_GED_ENV = {
  UCDP_BASE_URL: envVar.url({ default: UCDP_DEFAULT_BASE_URL, description: 'UCDP GED API origin.' }),
  UCDP_ACCESS_TOKEN: envVar.secret({ description: 'UCDP access token (sent as x-ucdp-access-token).' }),
  UCDP_GED_VERSION: envVar.optionalText({
    description:
      'UCDP GED version to read, e.g. 26.0.7 (default: the newest monthly candidate that answers).',
  }),
} as const;

/** Path of the GED events API (the version follows). */
export const UCDP_GED_EVENTS_PATH = '/api/gedevents';
/** Events per UCDP page (the API's maximum). */
export const UCDP_PAGE_SIZE = 1000;
/** Most UCDP pages read per run. */
export const MAX_UCDP_PAGES = 25;
/** Monthly candidate versions tried, newest first, when `UCDP_GED_VERSION` is not set. */
export const UCDP_VERSION_CANDIDATES = 8;
/** Payload resource holding the GED version that answered. */
export const UCDP_VERSION_RESOURCE = 'ucdp-version';
/** Prefix of the payload resources of the GED pages (`ucdp:0`, `ucdp:1`, ...). */
export const UCDP_PAGE_PREFIX = 'ucdp:';

/** Statuses meaning "no such GED version" (401/403 are credential problems and end the run). */
const UNKNOWN_VERSION_STATUSES: ReadonlySet<number> = new Set([400, 404, 410, 422]);

/** The GED events API under a base URL. */
export function ucdpEventsUrl(base: string): string {
  return joinUrl(base, UCDP_GED_EVENTS_PATH);
}

/** GED versions to try: the configured one, else the monthly candidates (`YY.0.M`) then the yearly releases. */
export function ucdpVersions(configured: string | undefined, now: Date): string[] {
  if (configured) return [configured];
  const out: string[] = [];
  for (let i = 0; i < UCDP_VERSION_CANDIDATES; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear() % 100}.0.${d.getUTCMonth() + 1}`);
  }
  // Yearly releases (`YY.1`, events up to the end of the previous year) as the last resort.
  out.push(`${(now.getUTCFullYear() - 1) % 100}.1`, `${(now.getUTCFullYear() - 2) % 100}.1`);
  return out;
}

/** Dataset label of a GED version: monthly candidate releases are `YY.0.M`, yearly ones `YY.1`. */
export function ucdpDatasetName(version: string): string {
  return /^\d+\.0\.\d+$/.test(version) ? `UCDP GED Candidate ${version}` : `UCDP GED ${version}`.trim();
}

/**
 * The pages of the first version that answers, as payload resources (`ucdp-version`, `ucdp:<n>`);
 * paging stops at `MAX_UCDP_PAGES` or on a page with no new event.
 */
export async function fetchUcdpPages(
  http: RunHttp,
  eventsUrl: string,
  token: string,
  versions: string[],
  w: DayWindow,
): Promise<Record<string, string>> {
  const headers = { 'x-ucdp-access-token': token };
  const url = (version: string, page: number) =>
    `${eventsUrl}/${encodeURIComponent(version)}?pagesize=${UCDP_PAGE_SIZE}&page=${page}&StartDate=${w.start}&EndDate=${w.end}`;
  const problems: string[] = [];
  for (const version of versions) {
    let first: string;
    let firstPage: ReturnType<typeof parseUcdpPage>;
    try {
      first = await http.get(url(version, 0), { headers, accept: 'application/json' });
      firstPage = parseUcdpPage(first);
    } catch (err) {
      // An unknown version answers 4xx (or an error body): try the next one. Anything else is an
      // upstream failure and ends the run.
      const unknownVersion =
        (err instanceof UpstreamStatusError && UNKNOWN_VERSION_STATUSES.has(err.status)) ||
        err instanceof PayloadError;
      if (!unknownVersion) throw err;
      problems.push(`${version}: ${err.message}`);
      continue;
    }
    const out: Record<string, string> = { [UCDP_VERSION_RESOURCE]: version, [`${UCDP_PAGE_PREFIX}0`]: first };
    const seen = new Set(firstPage.events.map((e) => e.id));
    const pages = Math.min(firstPage.totalPages, MAX_UCDP_PAGES);
    for (let page = 1; page < pages; page++) {
      const body = await http.get(url(version, page), { headers, accept: 'application/json' });
      const fresh = parseUcdpPage(body).events.filter((e) => !seen.has(e.id));
      if (fresh.length === 0) break;
      for (const e of fresh) seen.add(e.id);
      out[`${UCDP_PAGE_PREFIX}${page}`] = body;
    }
    return out;
  }
  throw new PayloadError(`UCDP GED: no version answered (${problems.join('; ')})`);
}
