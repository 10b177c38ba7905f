/**
 * The ACLED variables, and reading its API in a run: a bearer token (the static one, or one from the OAuth password
 * grant), then the read pages of the window.
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { RunHttp } from '../../../../ingest/types';
import type { DayWindow } from '../event-fields';
import { parseAcledPage, parseAcledPageOf } from './parser';

/** Default origin of the ACLED API. */
export const ACLED_DEFAULT_BASE_URL = 'https://acleddata.com';

/** Declared variables of ACLED: a static access token, or an account for OAuth (password grant). */
export const ACLED_ENV = {
  ACLED_BASE_URL: envVar.url({ default: ACLED_DEFAULT_BASE_URL, description: 'ACLED API origin.' }),
  ACLED_ACCESS_TOKEN: envVar.secret({ description: 'ACLED static access token.' }),
  ACLED_EMAIL: envVar.optionalText({ description: 'ACLED account e-mail for OAuth (with ACLED_PASSWORD).' }),
  ACLED_PASSWORD: envVar.secret({ description: 'ACLED account password for OAuth.' }),
} as const;

/** Path of the ACLED read endpoint. */
export const ACLED_READ_PATH = '/api/acled/read';
/** Path of the ACLED OAuth token endpoint. */
export const ACLED_TOKEN_PATH = '/oauth/token';
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
/** Prefix of the payload resources of the ACLED pages (`acled:1`, `acled:2`, ...). */
export const ACLED_PAGE_PREFIX = 'acled:';

/** How the ACLED reader authenticates. */
export type AcledCredentials = { token: string } | { email: string; password: string };

/** The static token, else the OAuth account when both its e-mail and password are set. */
export function acledCredentials(settings: EnvValues<typeof ACLED_ENV>): AcledCredentials | undefined {
  if (settings.ACLED_ACCESS_TOKEN) return { token: settings.ACLED_ACCESS_TOKEN };
  const email = settings.ACLED_EMAIL;
  const password = settings.ACLED_PASSWORD;
  return email && password ? { email, password } : undefined;
}

async function acledToken(http: RunHttp, base: string, creds: AcledCredentials): Promise<string> {
  if ('token' in creds) return creds.token;
  const body = await http.post(`${base}${ACLED_TOKEN_PATH}`, {
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

/**
 * The read pages of the window, as payload resources (`acled:<n>`); paging stops at
 * `MAX_ACLED_PAGES`, on a short page or on a page with no new event (of `types`, armed-conflict
 * types by default).
 */
export async function fetchAcledPages(
  http: RunHttp,
  base: string,
  creds: AcledCredentials,
  w: DayWindow,
  types?: ReadonlySet<string>,
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
    const body = await http.get(`${base}${ACLED_READ_PATH}?${query}`, {
      headers,
      accept: 'application/json',
    });
    const parsed = types ? parseAcledPageOf(body, types) : parseAcledPage(body);
    const fresh = parsed.events.filter((e) => !seen.has(e.id));
    if (page > 1 && fresh.length === 0) break;
    for (const e of fresh) seen.add(e.id);
    out[`${ACLED_PAGE_PREFIX}${page}`] = body;
    if (parsed.rows < ACLED_PAGE_SIZE) break;
  }
  return out;
}
