/**
 * `conflict:dataset-events` ← UCDP GED events API (token `UCDP_ACCESS_TOKEN`) and/or ACLED
 * (`ACLED_ACCESS_TOKEN`, or OAuth with `ACLED_EMAIL` + `ACLED_PASSWORD`), each normalised to one
 * event shape and merged; the snapshot keeps a rolling window. Keyed: without any credential the
 * job reports `not_configured`. Every configured dataset must answer, so a run never replaces the
 * snapshot with one dataset missing. UCDP publishes monthly and ACLED weekly: once a day.
 */
import { keys } from '../../store/keys';
import { PayloadError, UpstreamStatusError } from '../errors';
import { parseAcledPage } from '../parsers/acled';
import {
  buildConflictEvents,
  CONFLICT_EVENTS_WINDOW_DAYS,
  type DatasetEvents,
} from '../parsers/conflict-events';
import { parseUcdpPage } from '../parsers/ucdp-ged';
import { baseUrl, credential, credentialState, joinUrl, parseJsonBody, type SourceEnv } from '../source-env';
import { type AnyIngestJob, defineJob, type Payload, type RunHttp } from '../types';

/** Default origin of the UCDP API (`UCDP_BASE_URL` overrides it). */
export const UCDP_DEFAULT_BASE_URL = 'https://ucdpapi.pcr.uu.se';
/** Default origin of the ACLED API (`ACLED_BASE_URL` overrides it). */
export const ACLED_DEFAULT_BASE_URL = 'https://acleddata.com';
/** Events per UCDP page (the API's maximum). */
export const UCDP_PAGE_SIZE = 1000;
/** Most UCDP pages read per run. */
export const MAX_UCDP_PAGES = 25;
/** Monthly candidate versions tried, newest first, when `UCDP_GED_VERSION` is not set. */
export const UCDP_VERSION_CANDIDATES = 8;
/** Rows per ACLED page. */
export const ACLED_PAGE_SIZE = 5000;
/** ACLED columns requested (the parser reads these only). */
export const ACLED_FIELDS = [
  'event_id_cnty',
  'event_date',
  'event_type',
  'actor1',
  'actor2',
  'country',
  'iso',
  'admin1',
  'latitude',
  'longitude',
  'fatalities',
  'source',
] as const;
/** Most ACLED pages read per run. */
export const MAX_ACLED_PAGES = 10;
/** Once a day plus up to an hour of jitter. */
export const CONFLICT_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Time box of one run (several paged requests). */
export const CONFLICT_RUN_TIMEOUT_MS = 300_000;

const DAY_MS = 86_400_000;
/** Statuses meaning "no such GED version" (401/403 are credential problems and end the run). */
const UNKNOWN_VERSION_STATUSES: ReadonlySet<number> = new Set([400, 404, 410, 422]);

/** GED versions to try: the configured one, else the monthly candidates (`YY.0.M`) then the yearly releases. */
export function ucdpVersions(env: SourceEnv, now: Date): string[] {
  const configured = credential(env, 'UCDP_GED_VERSION');
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

/** Creates the conflict events job. */
export function createConflictEventsJob(env: SourceEnv): AnyIngestJob {
  const ucdpToken = credential(env, 'UCDP_ACCESS_TOKEN');
  const acled = acledCredentials(env);
  const ucdpBase = joinUrl(baseUrl(env, 'UCDP', UCDP_DEFAULT_BASE_URL), '/api/gedevents');
  const acledBase = baseUrl(env, 'ACLED', ACLED_DEFAULT_BASE_URL);
  const sources = [ucdpToken ? `UCDP GED ${ucdpBase}` : '', acled ? `ACLED ${acledBase}/api/acled/read` : ''];
  return defineJob({
    id: 'conflict-events',
    key: keys.conflictEvents,
    source: sources.filter((s) => s !== '').join(' + ') || 'UCDP GED / ACLED (not configured)',
    schedule: CONFLICT_SCHEDULE,
    credentials: credentialState(env, [
      ['UCDP_ACCESS_TOKEN'],
      ['ACLED_ACCESS_TOKEN'],
      ['ACLED_EMAIL', 'ACLED_PASSWORD'],
    ]),
    minRecords: 1,
    timeoutMs: CONFLICT_RUN_TIMEOUT_MS,
    async fetch({ http, now }) {
      const window = fetchWindow(now());
      const [ucdp, acledPages] = await Promise.all([
        ucdpToken ? fetchUcdp(http, ucdpBase, ucdpToken, ucdpVersions(env, now()), window) : {},
        acled ? fetchAcled(http, acledBase, acled, window) : {},
      ]);
      return { ...ucdp, ...acledPages };
    },
    async parse(payload, { now }) {
      const parts: DatasetEvents[] = [];
      const ucdpPages = pagesOf(payload, 'ucdp:');
      if (ucdpPages.length > 0) {
        const pages = ucdpPages.map(parseUcdpPage);
        parts.push({
          dataset: ucdpDatasetName(payload['ucdp-version'] ?? ''),
          events: pages.flatMap((p) => p.events),
          skipped: pages.reduce((n, p) => n + p.skipped, 0),
        });
      }
      const acledPages = pagesOf(payload, 'acled:');
      if (acledPages.length > 0) {
        const pages = acledPages.map(parseAcledPage);
        parts.push({
          dataset: 'ACLED',
          events: pages.flatMap((p) => p.events),
          skipped: pages.reduce((n, p) => n + p.skipped, 0),
        });
      }
      return buildConflictEvents(parts, now());
    },
  });
}

/** Dataset label of a GED version: monthly candidate releases are `YY.0.M`, yearly ones `YY.1`. */
export function ucdpDatasetName(version: string): string {
  return /^\d+\.0\.\d+$/.test(version) ? `UCDP GED Candidate ${version}` : `UCDP GED ${version}`.trim();
}

interface Window {
  start: string;
  end: string;
}

function fetchWindow(now: Date): Window {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { start: day(now.getTime() - CONFLICT_EVENTS_WINDOW_DAYS * DAY_MS), end: day(now.getTime()) };
}

function pagesOf(payload: Payload, prefix: string): string[] {
  return Object.keys(payload)
    .filter((k) => k.startsWith(prefix))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map((k) => payload[k]!);
}

async function fetchUcdp(
  http: RunHttp,
  base: string,
  token: string,
  versions: string[],
  w: Window,
): Promise<Record<string, string>> {
  const headers = { 'x-ucdp-access-token': token };
  const url = (version: string, page: number) =>
    `${base}/${encodeURIComponent(version)}?pagesize=${UCDP_PAGE_SIZE}&page=${page}&StartDate=${w.start}&EndDate=${w.end}`;
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
    const out: Record<string, string> = { 'ucdp-version': version, 'ucdp:0': first };
    const seen = new Set(firstPage.events.map((e) => e.id));
    const pages = Math.min(firstPage.totalPages, MAX_UCDP_PAGES);
    for (let page = 1; page < pages; page++) {
      const body = await http.get(url(version, page), { headers, accept: 'application/json' });
      const fresh = parseUcdpPage(body).events.filter((e) => !seen.has(e.id));
      if (fresh.length === 0) break;
      for (const e of fresh) seen.add(e.id);
      out[`ucdp:${page}`] = body;
    }
    return out;
  }
  throw new PayloadError(`UCDP GED: no version answered (${problems.join('; ')})`);
}

type AcledCredentials = { token: string } | { email: string; password: string };

function acledCredentials(env: SourceEnv): AcledCredentials | undefined {
  const token = credential(env, 'ACLED_ACCESS_TOKEN');
  if (token) return { token };
  const email = credential(env, 'ACLED_EMAIL');
  const password = credential(env, 'ACLED_PASSWORD');
  return email && password ? { email, password } : undefined;
}

async function acledToken(http: RunHttp, base: string, creds: AcledCredentials): Promise<string> {
  if ('token' in creds) return creds.token;
  const body = await http.post(`${base}/oauth/token`, {
    form: { username: creds.email, password: creds.password, grant_type: 'password', client_id: 'acled' },
  });
  const parsed = parseJsonBody(body, 'ACLED OAuth token');
  const token =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as { access_token?: unknown }).access_token
      : undefined;
  if (typeof token !== 'string' || token === '')
    throw new Error('ACLED OAuth: no access_token in the answer');
  return token;
}

async function fetchAcled(
  http: RunHttp,
  base: string,
  creds: AcledCredentials,
  w: Window,
): Promise<Record<string, string>> {
  const headers = { authorization: `Bearer ${await acledToken(http, base, creds)}` };
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (let page = 1; page <= MAX_ACLED_PAGES; page++) {
    const query = new URLSearchParams({
      _format: 'json',
      event_date: `${w.start}|${w.end}`,
      event_date_where: 'BETWEEN',
      fields: ACLED_FIELDS.join('|'),
      limit: String(ACLED_PAGE_SIZE),
      page: String(page),
    });
    const body = await http.get(`${base}/api/acled/read?${query}`, { headers, accept: 'application/json' });
    const parsed = parseAcledPage(body);
    const fresh = parsed.events.filter((e) => !seen.has(e.id));
    if (page > 1 && fresh.length === 0) break;
    for (const e of fresh) seen.add(e.id);
    out[`acled:${page}`] = body;
    if (parsed.rows < ACLED_PAGE_SIZE) break;
  }
  return out;
}
