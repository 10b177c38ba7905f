/**
 * Parser of ACLED API read pages (`/api/acled/read?_format=json`): `{ status, success, count,
 * data: [event] }`, every value a string: `event_id_cnty`, `event_date` (YYYY-MM-DD),
 * `event_type`, `actor1`/`actor2`, `country`, `iso` (ISO 3166-1 numeric), `admin1`,
 * `latitude`/`longitude`, `fatalities`, `source`. Only armed-conflict event types are kept
 * (protests, riots and strategic developments are not conflict events). Pure.
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, position, str } from '../../../../ingest/parse/json-values';
import { isoCountries as countries, countryCodeOf } from '../../../../reference/countries';
import type { ConflictEventRecord } from '../../data';
import { actors, dayStartMs, deaths } from '../event-fields';

/** ACLED event types that are armed-conflict events. */
export const ACLED_CONFLICT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'Battles',
  'Explosions/Remote violence',
  'Violence against civilians',
]);

/** One parsed page. */
export interface AcledPage {
  /** Rows on the page, whatever their type (paging stops on a short page). */
  rows: number;
  events: ConflictEventRecord[];
  skipped: number;
}

/** ACLED event types of demonstrations (the unrest service's share of ACLED). */
export const ACLED_UNREST_EVENT_TYPES: ReadonlySet<string> = new Set(['Protests', 'Riots']);

/** Parses one read page; throws PayloadError on an ACLED error body or a non-ACLED body. */
export function parseAcledPage(text: string): AcledPage {
  return parseAcledPageOf(text, ACLED_CONFLICT_EVENT_TYPES);
}

/** Parses one read page keeping the events of `types`; throws as `parseAcledPage`. */
export function parseAcledPageOf(text: string, types: ReadonlySet<string>): AcledPage {
  const body = jsonObject(text, 'ACLED');
  if (body.success === false || (body.status !== undefined && Number(body.status) >= 400)) {
    throw new PayloadError(`ACLED: error response (${errorText(body)})`);
  }
  if (!Array.isArray(body.data)) throw new PayloadError('ACLED: no data array');
  const events: ConflictEventRecord[] = [];
  let skipped = 0;
  for (const row of body.data) {
    if (typeof row !== 'object' || row === null) {
      skipped++;
      continue;
    }
    const r = row as Record<string, unknown>;
    if (!types.has(str(r.event_type))) continue;
    const event = toEvent(r);
    if (event) events.push(event);
    else skipped++;
  }
  return { rows: body.data.length, events, skipped };
}

function toEvent(r: Record<string, unknown>): ConflictEventRecord | undefined {
  const id = str(r.event_id_cnty);
  const occurredAt = dayStartMs(r.event_date);
  const location = position(r.latitude, r.longitude);
  if (id === '' || occurredAt === undefined || occurredAt < 0 || !location) return undefined;
  const country = str(r.country);
  const iso = str(r.iso);
  const countryCode =
    (iso ? countries.numericToAlpha2(iso.padStart(3, '0')) : undefined) ?? countryCodeOf(country);
  const admin1 = str(r.admin1);
  return {
    id: `acled-${id}`,
    eventType: str(r.event_type),
    country,
    ...(countryCode ? { countryCode } : {}),
    ...(admin1 ? { admin1 } : {}),
    location,
    occurredAt,
    fatalities: deaths(r.fatalities),
    actors: actors(r.actor1, r.actor2),
    source: str(r.source),
  };
}

function errorText(body: Record<string, unknown>): string {
  const err = body.error ?? body.message ?? body.messages;
  if (typeof err === 'string') return err;
  try {
    return JSON.stringify(err ?? body.status).slice(0, 200);
  } catch {
    return 'unknown error';
  }
}
