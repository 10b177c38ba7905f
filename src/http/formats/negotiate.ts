/**
 * Chooses the format of an answer (issue #33): the `format` query parameter when given, else the
 * best of the operation's formats the `Accept` header asks for, else JSON. `format` wins over
 * Accept; a `format` the operation does not offer is a violation, never a silent JSON. Accept only
 * states a preference: when it names no format the operation offers, the answer is JSON (no 406).
 */
import type { OperationDef } from '../../contract/op';
import type { Violation } from '../../errors';
import { listShapeOf, OUTPUT_FORMATS, type OutputFormat } from './list-shape';

/** The query parameter naming the format (beside `jmespath`, SPEC §4.1). */
export const FORMAT_PARAM = 'format';

/** Media type of each format, as sent in Content-Type. */
export const FORMAT_CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  geojson: 'application/geo+json',
};

/** Media type of each format, as matched in Accept and named in the OpenAPI document. */
export const FORMAT_MEDIA_TYPES: Readonly<Record<OutputFormat, string>> = {
  json: 'application/json',
  csv: 'text/csv',
  geojson: 'application/geo+json',
};

/**
 * Checks a `format` value for an operation; answers the format, or undefined after adding a
 * violation (field named as sent).
 */
export function checkFormatParam(
  op: OperationDef,
  value: string | string[],
  violations: Violation[],
): OutputFormat | undefined {
  if (Array.isArray(value)) {
    violations.push({ field: FORMAT_PARAM, description: 'must be given at most once' });
    return undefined;
  }
  if (value === '') return undefined;
  const shape = listShapeOf(op);
  if (!(OUTPUT_FORMATS as readonly string[]).includes(value)) {
    violations.push({ field: FORMAT_PARAM, description: `must be one of: ${shape.formats.join(', ')}` });
    return undefined;
  }
  const format = value as OutputFormat;
  if (shape.formats.includes(format)) return format;
  violations.push({ field: FORMAT_PARAM, description: unavailable(format, shape.list, shape.formats) });
  return undefined;
}

function unavailable(
  format: OutputFormat,
  list: string | undefined,
  offered: readonly OutputFormat[],
): string {
  const why =
    list === undefined
      ? 'this operation answers no list of records'
      : `the records of ${list} carry no coordinates`;
  return `${format} is not offered here: ${why}; it answers ${offered.join(', ')}`;
}

interface MediaRange {
  type: string;
  q: number;
  /** 2 for an exact type, 1 for a whole type (`text/` and a star), 0 for any type. */
  specificity: number;
}

/** Parses an Accept header into media ranges (parameters other than q are ignored). */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [rawType = '', ...params] = part.split(';');
    const type = rawType.trim().toLowerCase();
    if (!type.includes('/')) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=').map((s) => s.trim());
      if (k?.toLowerCase() === 'q' && v !== undefined && /^[01](\.\d{0,3})?$/.test(v)) q = Number(v);
    }
    const specificity = type === '*/*' ? 0 : type.endsWith('/*') ? 1 : 2;
    ranges.push({ type, q, specificity });
  }
  return ranges;
}

/** The quality Accept gives a media type, and how specific the range that gave it was. */
function qualityOf(ranges: readonly MediaRange[], media: string): { q: number; specificity: number } {
  let best = { q: -1, specificity: -1 };
  const major = `${media.slice(0, media.indexOf('/'))}/*`;
  for (const r of ranges) {
    const matches = r.type === media || r.type === major || r.type === '*/*';
    if (matches && r.specificity > best.specificity) best = { q: r.q, specificity: r.specificity };
  }
  return best;
}

/**
 * The format of an answer: `format` when given, else the operation's format Accept rates highest
 * (ties: the more specific range, then JSON), else JSON.
 */
export function negotiateFormat(
  offered: readonly OutputFormat[],
  param: OutputFormat | undefined,
  accept: string | undefined,
): OutputFormat {
  if (param !== undefined) return param;
  // The common cases (no Accept, curl's `*/*`, a JSON-only operation) parse nothing.
  if (accept === undefined || accept === '*/*' || offered.length === 1) return 'json';
  const ranges = parseAccept(accept);
  let chosen: OutputFormat = 'json';
  let best = { q: 0, specificity: -1 };
  for (const format of offered) {
    const rated = qualityOf(ranges, FORMAT_MEDIA_TYPES[format]);
    if (rated.q <= 0) continue;
    if (rated.q > best.q || (rated.q === best.q && rated.specificity > best.specificity)) {
      chosen = format;
      best = rated;
    }
  }
  return chosen;
}
