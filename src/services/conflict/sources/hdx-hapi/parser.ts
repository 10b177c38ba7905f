/**
 * Parser of HDX HAPI v2 conflict-event pages (`/api/v2/coordination-context/conflict-events?
 * output_format=json&admin_level=0`): `{ data: [{ location_code (ISO3), location_name, event_type
 * (political_violence | civilian_targeting | demonstration), events, fatalities,
 * reference_period_start, reference_period_end, … }] }`, monthly counts derived from ACLED.
 * Built from the HAPI documentation (no recorded answer found). Pure.
 * @see https://hdx-hapi.readthedocs.io/en/latest/data_usage_guides/coordination_and_context/
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { iso2OfIso3 } from '../../../../reference/countries';
import type { HumanitarianCountryRecord } from '../../data';

/** The rows of one page; throws PayloadError when the body has no `data` array. */
export function parseHapiPage(text: string): Record<string, unknown>[] {
  const body = jsonObject(text, 'HDX HAPI');
  if (!Array.isArray(body.data))
    throw new PayloadError(`HDX HAPI: no data array${body.detail ? ` (${str(body.detail)})` : ''}`);
  return body.data.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
}

const n = (v: unknown) => Math.max(0, Math.round(num(v) ?? 0));

/** Per country, the figures of its latest month; dated by the newest month's end. */
export function parseHapiConflictEvents(
  pages: readonly string[],
): ParseResult<{ countries: HumanitarianCountryRecord[] }> {
  const rows = pages.flatMap(parseHapiPage);
  const latest = new Map<string, string>();
  for (const r of rows) {
    const code = iso2OfIso3(str(r.location_code));
    const start = str(r.reference_period_start).slice(0, 10);
    if (code && /^\d{4}-\d{2}-\d{2}$/.test(start) && start > (latest.get(code) ?? ''))
      latest.set(code, start);
  }
  const byCode = new Map<string, HumanitarianCountryRecord>();
  let newestEnd = '';
  for (const r of rows) {
    const code = iso2OfIso3(str(r.location_code));
    const start = str(r.reference_period_start).slice(0, 10);
    if (!code || latest.get(code) !== start) continue;
    const c = byCode.get(code) ?? {
      countryCode: code,
      countryName: str(r.location_name),
      referencePeriod: start,
      politicalViolenceEvents: 0,
      civilianTargetingEvents: 0,
      demonstrations: 0,
      fatalities: 0,
    };
    const type = str(r.event_type);
    if (type === 'political_violence') c.politicalViolenceEvents += n(r.events);
    else if (type === 'civilian_targeting') c.civilianTargetingEvents += n(r.events);
    else if (type === 'demonstration') c.demonstrations += n(r.events);
    if (type === 'political_violence' || type === 'civilian_targeting') c.fatalities += n(r.fatalities);
    byCode.set(code, c);
    const end = str(r.reference_period_end).slice(0, 10);
    if (end > newestEnd) newestEnd = end;
  }
  const countries = [...byCode.values()].sort((a, b) => (a.countryCode < b.countryCode ? -1 : 1));
  return {
    data: { countries },
    ...(/^\d{4}-\d{2}-\d{2}$/.test(newestEnd) ? { asOf: `${newestEnd}T00:00:00.000Z` } : {}),
  };
}
