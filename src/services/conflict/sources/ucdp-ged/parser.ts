/**
 * Parser of UCDP GED API pages (`/api/gedevents/<version>?pagesize=&page=`): `{ TotalCount,
 * TotalPages, Result: [event] }`, one event per row with `id`, `type_of_violence` (1 state-based,
 * 2 non-state, 3 one-sided), `side_a`/`side_b`, `country` (UCDP's names, e.g. "DR Congo (Zaire)"),
 * `adm_1`, `latitude`/`longitude`, `date_start`, `best` (best estimate of deaths),
 * `source_original`. Pure: text in, normalised events out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, position, str } from '../../../../ingest/parse/json-values';
import { countryCodeOf } from '../../../../reference/countries';
import type { ConflictEventRecord } from '../../data';
import { actors, dayStartMs, deaths } from '../event-fields';

/** UCDP's names of its three types of organised violence. */
export const UCDP_VIOLENCE_TYPES: Readonly<Record<string, string>> = {
  '1': 'State-based conflict',
  '2': 'Non-state conflict',
  '3': 'One-sided violence',
};

/** One parsed page. */
export interface UcdpPage {
  totalPages: number;
  totalCount: number;
  events: ConflictEventRecord[];
  skipped: number;
}

/** Parses one GED API page; throws PayloadError when the body is not a GED page. */
export function parseUcdpPage(text: string): UcdpPage {
  const body = jsonObject(text, 'UCDP GED');
  const rows = body.Result ?? body.result;
  if (!Array.isArray(rows)) {
    const message = str(body.message ?? body.Message ?? body.error);
    throw new PayloadError(`UCDP GED: no Result array${message ? ` (${message})` : ''}`);
  }
  const events: ConflictEventRecord[] = [];
  let skipped = 0;
  for (const row of rows) {
    const event =
      typeof row === 'object' && row !== null ? toEvent(row as Record<string, unknown>) : undefined;
    if (event) events.push(event);
    else skipped++;
  }
  return {
    totalPages: Math.max(0, Number(body.TotalPages ?? 0) || 0),
    totalCount: Math.max(0, Number(body.TotalCount ?? 0) || 0),
    events,
    skipped,
  };
}

function toEvent(row: Record<string, unknown>): ConflictEventRecord | undefined {
  const id = str(row.id);
  const occurredAt = dayStartMs(row.date_start);
  const location = position(row.latitude, row.longitude);
  if (id === '' || occurredAt === undefined || occurredAt < 0 || !location) return undefined;
  const country = str(row.country);
  const countryCode = countryCodeOf(country);
  const admin1 = str(row.adm_1);
  return {
    id: `ucdp-${id}`,
    eventType: UCDP_VIOLENCE_TYPES[str(row.type_of_violence)] ?? 'Organised violence',
    country,
    ...(countryCode ? { countryCode } : {}),
    ...(admin1 ? { admin1 } : {}),
    location,
    occurredAt,
    fatalities: deaths(row.best),
    actors: actors(row.side_a, row.side_b),
    source: str(row.source_original) || str(row.source_office),
  };
}
