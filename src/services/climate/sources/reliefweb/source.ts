/**
 * ReliefWeb disasters API (approved appname `RELIEFWEB_APPNAME`, every 6 hours): climate disasters
 * on alert or ongoing. No bundle: no real capture of the job's request exists.
 *
 * `climate:disasters-reliefweb` ← ReliefWeb disasters API: climate disasters (floods, flash floods,
 * tropical cyclones, droughts, heat waves, wildfires) on alert or ongoing, newest first. ReliefWeb
 * requires a pre-approved `appname` (`RELIEFWEB_APPNAME`); without it the job is `not_configured`.
 * No real capture of this request exists, so there is no bundle. Editors update these records a
 * few times a day: every 6 hours.
 * @see https://apidoc.reliefweb.int/
 */
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { parseReliefwebDisasters, RELIEFWEB_CLIMATE_TYPES } from './parser';

/** Default origin of the ReliefWeb API. */
export const RELIEFWEB_DEFAULT_BASE_URL = 'https://api.reliefweb.int';

/** Declared variables of the source. */
export const RELIEFWEB_ENV = {
  RELIEFWEB_BASE_URL: envVar.url({
    default: RELIEFWEB_DEFAULT_BASE_URL,
    description: 'ReliefWeb API origin.',
  }),
  // ReliefWeb approves each appname: it is kept out of logs and `meta.source` like a credential.
  RELIEFWEB_APPNAME: envVar.secret({
    description: 'Approved ReliefWeb appname; without it the ReliefWeb job is not_configured.',
  }),
} as const;

/** The disasters list (v2; v1 has the same layout and is being retired). */
export const RELIEFWEB_DISASTERS_PATH = '/v2/disasters';
/** Most disasters asked for in one run (the API allows up to 1000). */
export const RELIEFWEB_LIMIT = 500;
/** Statuses asked for (v1 says `ongoing`, v2 `current`). */
export const RELIEFWEB_REQUESTED_STATUSES = ['alert', 'current', 'ongoing'] as const;
/** Fields the parser reads. */
export const RELIEFWEB_FIELDS = [
  'id',
  'name',
  'status',
  'glide',
  'primary_country',
  'country',
  'primary_type',
  'type',
  'date',
  'url',
  'url_alias',
] as const;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const RELIEFWEB_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 30 * 60_000 } as const;

/** The list request: climate types, current statuses, newest first (ReliefWeb's GET query syntax). */
export function reliefwebQuery(appname: string): string {
  const q = new URLSearchParams({ appname, limit: String(RELIEFWEB_LIMIT) });
  q.append('sort[]', 'date.event:desc');
  for (const f of RELIEFWEB_FIELDS) q.append('fields[include][]', f);
  q.append('filter[operator]', 'AND');
  q.append('filter[conditions][0][field]', 'status');
  for (const s of RELIEFWEB_REQUESTED_STATUSES) q.append('filter[conditions][0][value][]', s);
  q.append('filter[conditions][0][operator]', 'OR');
  q.append('filter[conditions][1][field]', 'type.code');
  for (const c of Object.keys(RELIEFWEB_CLIMATE_TYPES)) q.append('filter[conditions][1][value][]', c);
  q.append('filter[conditions][1][operator]', 'OR');
  return q.toString();
}

/** The ReliefWeb source. */
export const reliefwebSource = defineSource({
  id: 'reliefweb',
  title: 'ReliefWeb disasters API',
  note: 'appname RELIEFWEB_APPNAME; every 6 hours',
  availability: {
    kind: 'operator-key',
    variables: ['RELIEFWEB_APPNAME'],
    reason: 'an appname approved by ReliefWeb',
  },
  keys: [climateKeys.disastersReliefweb],
  env: RELIEFWEB_ENV,
  jobs: (settings) => {
    const url = joinUrl(settings.RELIEFWEB_BASE_URL, RELIEFWEB_DISASTERS_PATH);
    const appname = settings.RELIEFWEB_APPNAME;
    return [
      singleGetJob({
        id: 'reliefweb-disasters',
        key: climateKeys.disastersReliefweb,
        title: 'ReliefWeb disasters',
        url: `${url}?${reliefwebQuery(appname ?? '')}`,
        // The appname stays out of `meta.source`: it is an approved credential.
        shownUrl: url,
        resource: 'disasters',
        accept: 'application/json',
        schedule: RELIEFWEB_SCHEDULE,
        credentials: appname ? { kind: 'configured' } : { kind: 'missing', hint: 'set RELIEFWEB_APPNAME' },
        minRecords: 1,
        parse: parseReliefwebDisasters,
      }),
    ];
  },
});
