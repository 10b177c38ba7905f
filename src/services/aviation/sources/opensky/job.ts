/**
 * `aviation:aircraft-positions` ← OpenSky Network `GET /api/states/all` (the primary position feed):
 * one global poll of the latest state vectors. Keyless, but OpenSky meters calls in credits: a
 * global poll costs 4, anonymous callers get 400 a day and accounts 4000. So the cadence depends
 * on the credentials: every 15 minutes anonymously (at most 96 polls, 384 credits a day), every
 * 5 minutes with an OAuth2 API client (`OPENSKY_CLIENT_ID` + `OPENSKY_CLIENT_SECRET`), whose
 * bearer token is fetched with the client-credentials grant and reused until shortly before it
 * expires. Jitter only ever delays a poll, so the daily budget holds.
 * @see https://openskynetwork.github.io/opensky-api/rest.html
 */
import type { EnvValues } from '../../../../env-vars';
import { PayloadError, UpstreamStatusError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, type CredentialState, defineJob, type RunHttp } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { aviationKeys } from '../../data';
import { parseOpenSkyStates } from './parser';
import type { OPENSKY_ENV } from './source';

/** Path of the all-state-vectors call. */
export const OPENSKY_STATES_PATH = '/api/states/all';
/** Path of the token endpoint (client-credentials grant). */
export const OPENSKY_TOKEN_PATH = '/auth/realms/opensky-network/protocol/openid-connect/token';
/** Anonymous: every 15 minutes plus up to 2 minutes (≤ 96 global polls = 384 of 400 daily credits). */
export const OPENSKY_ANONYMOUS_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 2 * 60_000 } as const;
/** With an API client: every 5 minutes plus up to a minute (≤ 288 polls = 1152 of 4000 credits). */
export const OPENSKY_ACCOUNT_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;
/** Time box of one run (a global poll is a few megabytes). */
export const OPENSKY_RUN_TIMEOUT_MS = 90_000;
/** A token is renewed this long before the expiry its server announced, in ms. */
export const OPENSKY_TOKEN_RENEW_MARGIN_MS = 60_000;
/** Token lifetime assumed when the server states none, in seconds. */
export const OPENSKY_DEFAULT_TOKEN_TTL_S = 300;

/** The real capture loaded at start while the dataset is empty. */
const BUNDLE = bundleBeside(import.meta.url, {
  name: 'opensky',
  files: { states: 'states-all.json' },
  capturedAt: '2026-07-29T14:14:07Z',
});

/** The typed settings of the source. */
type OpenSkySettings = EnvValues<typeof OPENSKY_ENV>;

/** Bearer tokens of one API client, fetched on demand and reused until shortly before expiry. */
export class OpenSkyTokenSource {
  private cached: { token: string; expiresAt: number } | undefined;

  constructor(
    private readonly tokenUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  /** A valid access token, from the cache or a fresh grant. */
  async token(http: RunHttp, now: Date): Promise<string> {
    if (this.cached && this.cached.expiresAt - OPENSKY_TOKEN_RENEW_MARGIN_MS > now.getTime()) {
      return this.cached.token;
    }
    const body = await http.post(
      this.tokenUrl,
      {
        form: {
          grant_type: 'client_credentials',
          client_id: this.clientId,
          client_secret: this.clientSecret,
        },
      },
      { accept: 'application/json', conditional: false },
    );
    const json = parseJsonBody(body, 'opensky token');
    const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    const token = record.access_token;
    if (typeof token !== 'string' || token.length === 0) {
      throw new PayloadError('opensky token: no access_token in the answer');
    }
    const ttl =
      typeof record.expires_in === 'number' && record.expires_in > 0
        ? record.expires_in
        : OPENSKY_DEFAULT_TOKEN_TTL_S;
    this.cached = { token, expiresAt: now.getTime() + ttl * 1000 };
    return token;
  }

  /** Forgets the cached token (after the API refused it). */
  invalidate(): void {
    this.cached = undefined;
  }
}

/** Credential state: anonymous, a complete API client, or half of one (refused, with a hint). */
export function openSkyCredentials(settings: OpenSkySettings): CredentialState {
  const id = settings.OPENSKY_CLIENT_ID;
  const secret = settings.OPENSKY_CLIENT_SECRET;
  if (id && secret) return { kind: 'configured' };
  if (!id && !secret) return { kind: 'keyless' };
  return {
    kind: 'missing',
    hint: 'set both OPENSKY_CLIENT_ID and OPENSKY_CLIENT_SECRET, or neither for anonymous access',
  };
}

/** Creates the OpenSky state-vector job. */
export function createOpenSkyPositionsJob(settings: OpenSkySettings): AnyIngestJob {
  const statesUrl = joinUrl(settings.OPENSKY_BASE_URL, OPENSKY_STATES_PATH);
  const credentials = openSkyCredentials(settings);
  const tokens =
    credentials.kind === 'configured'
      ? new OpenSkyTokenSource(
          joinUrl(settings.OPENSKY_AUTH_BASE_URL, OPENSKY_TOKEN_PATH),
          settings.OPENSKY_CLIENT_ID ?? '',
          settings.OPENSKY_CLIENT_SECRET ?? '',
        )
      : undefined;
  return defineJob({
    id: 'opensky-positions',
    key: aviationKeys.aircraftPositions,
    source: `OpenSky Network ${statesUrl}${tokens ? ' (API client)' : ' (anonymous)'}`,
    schedule: tokens ? OPENSKY_ACCOUNT_SCHEDULE : OPENSKY_ANONYMOUS_SCHEDULE,
    credentials,
    // A global poll with no aircraft at all is an upstream fault, never the state of the sky.
    minRecords: 1,
    timeoutMs: OPENSKY_RUN_TIMEOUT_MS,
    bundle: BUNDLE,
    async fetch({ http, now }) {
      if (!tokens) return { states: await http.get(statesUrl, { accept: 'application/json' }) };
      const token = await tokens.token(http, now());
      try {
        const headers = { authorization: `Bearer ${token}` };
        return { states: await http.get(statesUrl, { accept: 'application/json', headers }) };
      } catch (err) {
        // A revoked or expired token: the next run asks for a new one.
        if (err instanceof UpstreamStatusError && err.status === 401) tokens.invalidate();
        throw err;
      }
    },
    async parse(payload) {
      return parseOpenSkyStates(payload.states ?? '');
    },
  });
}
