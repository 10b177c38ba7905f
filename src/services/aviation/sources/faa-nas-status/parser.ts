/**
 * Parser of the FAA NAS airport status XML (`/api/airport-status-information`): root
 * `AIRPORT_STATUS_INFORMATION` with `Update_Time` and one `Delay_type` block per programme list
 * (ground stops, ground delay programmes, arrival/departure delays, closures; the same list can
 * occur in several blocks). Durations are free text ("1 hour and 40 minutes"). A closure is the
 * NOTAM text; whether it is in force is decided at the feed's own `Update_Time` (its validity and
 * daily hours, `notam-schedule.ts`). Pure: XML in, delay items out; items without an airport
 * (airspace flow programmes) are left out.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PayloadError } from '../../../../ingest/errors';
import { closureTiming } from './notam-schedule';

/** Kinds of FAA programme, named after the wire enum's suffix. */
export type FaaDelayKind =
  | 'GROUND_STOP'
  | 'GROUND_DELAY'
  | 'ARRIVAL_DELAY'
  | 'DEPARTURE_DELAY'
  | 'CLOSURE'
  | 'GENERAL';

/** One programme in force at one airport, as the feed states it. */
export interface FaaDelayItem {
  /** The `ARPT` code (an FAA location id, the IATA code for airline airports). */
  airport: string;
  kind: FaaDelayKind;
  reason: string;
  /** Average delay in minutes (GDP `Avg`; midpoint of `Min`/`Max` for arrival/departure delays). */
  avgDelayMinutes: number;
  /** Longest delay stated, in minutes, when stated. */
  maxDelayMinutes?: number;
  /** Closures: true when the NOTAM closes the airport only to some traffic ("CLSD TO ..."). */
  partial?: boolean;
  /**
   * Closures: false when the feed's update time falls outside the NOTAM's validity or outside the
   * hours it is limited to ("CLSD DLY 0630-1315" read at 14:41Z).
   */
  inForce?: boolean;
}

/** The feed, parsed. */
export interface FaaStatus {
  /** `Update_Time` as ISO 8601 (the feed's own update time). */
  updatedAt: string;
  items: FaaDelayItem[];
}

type XmlNode = Record<string, unknown>;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Every element as an array, so one or many children read the same way.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** Parses the feed; throws PayloadError when it is not an FAA airport status document. */
export function parseFaaStatusXml(text: string): FaaStatus {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') throw new PayloadError('FAA airport status: empty body');
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new PayloadError(`FAA airport status: not well-formed XML (${valid.err.msg})`);
  const doc = xml.parse(body) as XmlNode;
  const root = first(doc.AIRPORT_STATUS_INFORMATION);
  if (!root) throw new PayloadError('FAA airport status: no AIRPORT_STATUS_INFORMATION root');
  // Every FAA document carries its update time; one without is truncated or something else.
  const updatedAt = parseFaaTime(textOf(root, 'Update_Time'));
  if (!updatedAt) throw new PayloadError('FAA airport status: no readable Update_Time');
  const at = new Date(updatedAt);
  const items: FaaDelayItem[] = [];
  for (const block of nodes(root.Delay_type)) {
    for (const [listName, list] of Object.entries(block)) {
      if (!listName.endsWith('_List')) continue;
      for (const listNode of nodes(list)) items.push(...itemsOfList(listName, listNode, at));
    }
  }
  return { updatedAt, items };
}

function itemsOfList(listName: string, list: XmlNode, at: Date): FaaDelayItem[] {
  const out: FaaDelayItem[] = [];
  for (const entries of Object.values(list)) {
    for (const entry of nodes(entries)) {
      const airport = textOf(entry, 'ARPT').toUpperCase();
      if (!/^[A-Z0-9]{3,4}$/.test(airport)) continue;
      const reason = textOf(entry, 'Reason');
      out.push(...classify(listName, entry, airport, reason, at));
    }
  }
  return out;
}

/** "CLSD TO <traffic>": the airport is closed to that traffic only. */
const PARTIAL_CLOSURE = /\bCLSD\s+TO\b/i;

function classify(
  listName: string,
  entry: XmlNode,
  airport: string,
  reason: string,
  at: Date,
): FaaDelayItem[] {
  const name = listName.toLowerCase();
  if (name.includes('ground_stop')) return [{ airport, kind: 'GROUND_STOP', reason, avgDelayMinutes: 0 }];
  if (name.includes('closure')) {
    const partial = PARTIAL_CLOSURE.test(reason);
    const inForce = closureTiming(reason, at).inForce;
    return [{ airport, kind: 'CLOSURE', reason, avgDelayMinutes: 0, partial, inForce }];
  }
  if (name.includes('ground_delay')) {
    const avg = parseDurationMinutes(textOf(entry, 'Avg'));
    const max = parseDurationMinutes(textOf(entry, 'Max'));
    return [
      { airport, kind: 'GROUND_DELAY', reason, avgDelayMinutes: avg ?? max ?? 0, maxDelayMinutes: max },
    ];
  }
  const directions = nodes(entry.Arrival_Departure);
  if (directions.length === 0) {
    const avg = parseDurationMinutes(textOf(entry, 'Avg')) ?? 0;
    return [{ airport, kind: 'GENERAL', reason, avgDelayMinutes: avg }];
  }
  return directions.map((d): FaaDelayItem => {
    const type = String(d['@_Type'] ?? '').toLowerCase();
    const min = parseDurationMinutes(textOf(d, 'Min'));
    const max = parseDurationMinutes(textOf(d, 'Max'));
    const avg = min !== undefined && max !== undefined ? Math.round((min + max) / 2) : (min ?? max ?? 0);
    const kind = type.startsWith('arr')
      ? 'ARRIVAL_DELAY'
      : type.startsWith('dep')
        ? 'DEPARTURE_DELAY'
        : 'GENERAL';
    return { airport, kind, reason, avgDelayMinutes: avg, maxDelayMinutes: max };
  });
}

/** Minutes in a free-text FAA duration ("1 hour and 40 minutes", "41 minutes", "2 hrs"). */
export function parseDurationMinutes(text: string): number | undefined {
  const t = text.toLowerCase();
  const hours = /(\d+)\s*(?:hours?|hrs?|h)\b/.exec(t);
  const minutes = /(\d+)\s*(?:minutes?|mins?|m)\b/.exec(t);
  if (!hours && !minutes) {
    const bare = /^\s*(\d+)\s*$/.exec(t);
    return bare ? Number(bare[1]) : undefined;
  }
  return (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Reads `Wed Jul 29 14:41:01 2026 GMT` (the feed's own format) as ISO 8601. */
export function parseFaaTime(text: string): string | undefined {
  const m = /([A-Za-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+(\d{4})/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase());
    if (month >= 0) {
      return new Date(
        Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])),
      ).toISOString();
    }
  }
  const t = Date.parse(text);
  return text !== '' && !Number.isNaN(t) ? new Date(t).toISOString() : undefined;
}

function nodes(value: unknown): XmlNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is XmlNode => typeof v === 'object' && v !== null);
}

function first(value: unknown): XmlNode | undefined {
  return nodes(value)[0];
}

function textOf(node: XmlNode, tag: string): string {
  const value = Array.isArray(node[tag]) ? (node[tag] as unknown[])[0] : node[tag];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value)
    return String((value as XmlNode)['#text']).trim();
  return '';
}
