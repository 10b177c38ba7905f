/**
 * Format step of the GET pipeline (issue #33), after the projection: writes the records of the
 * (projected) body as CSV or GeoJSON when that format was chosen; JSON answers pass through as
 * they are. The ETag is computed on the bytes sent, so a CSV answer and its JSON differ and 304
 * works on each. Outcomes of a shared rendering are cached by (rendering id, expression, format),
 * refusals included, so repeating a request does not write the same CSV twice.
 */
import { LRUCache } from 'lru-cache';
import type { OperationDef } from '../../contract/op';
import { ApiError } from '../../errors';
import type { Sendable } from '../projection/projection-step';
import { type RenderedResponse, strongEtag } from '../rendered-response';
import { toCsv } from './csv';
import { toFeatureCollection } from './geojson';
import { listShapeOf, type OutputFormat } from './list-shape';
import { FORMAT_CONTENT_TYPES } from './negotiate';
import { recordsOf } from './records';

/** Total size of cached formatted answers, in bytes. */
export const FORMAT_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Most cached formatted answers. */
export const FORMAT_CACHE_MAX_ENTRIES = 1000;

/** A formatted answer: its bytes, their ETag and their Content-Type. */
export interface FormattedSendable extends Sendable {
  contentType: string;
}

type Outcome = { ok: true; sendable: FormattedSendable } | { ok: false; error: ApiError };

/** Bounded cache of formatted answers by (rendering id, expression, format). */
export class FormatCache {
  private readonly outcomes = new LRUCache<string, Outcome>({
    max: FORMAT_CACHE_MAX_ENTRIES,
    maxSize: FORMAT_CACHE_MAX_BYTES,
    sizeCalculation: (o, key) => key.length + (o.ok ? o.sendable.bytes.length : 256),
  });

  /** The outcome of writing a (projected) rendering in a format: cached, or written now. */
  outcome(
    op: OperationDef,
    response: RenderedResponse,
    projected: Sendable,
    expression: string | undefined,
    format: Exclude<OutputFormat, 'json'>,
  ): Outcome {
    const key = `${response.id}\u0000${format}\u0000${expression ?? ''}`;
    const hit = response.id === 0 ? undefined : this.outcomes.get(key);
    if (hit) return hit;
    let outcome: Outcome;
    try {
      outcome = { ok: true, sendable: write(op, response, projected, expression, format) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = { ok: false, error };
    }
    if (response.id !== 0) this.outcomes.set(key, outcome);
    return outcome;
  }
}

function write(
  op: OperationDef,
  response: RenderedResponse,
  projected: Sendable,
  expression: string | undefined,
  format: Exclude<OutputFormat, 'json'>,
): FormattedSendable {
  const shape = listShapeOf(op);
  const list = shape.list as string;
  // Without a projection the records are the main list, and the item schema names the columns.
  const records =
    expression === undefined
      ? (((response.body() as Record<string, unknown>)[list] as unknown[] | undefined) ?? [])
      : recordsOf(JSON.parse(projected.bytes.toString('utf8')) as unknown, list, format);
  const text =
    format === 'csv'
      ? toCsv(records, expression === undefined ? shape.columns : [])
      : JSON.stringify(toFeatureCollection(records));
  const bytes = Buffer.from(text, 'utf8');
  return { bytes, etag: strongEtag(bytes), contentType: FORMAT_CONTENT_TYPES[format] };
}

/**
 * The bytes to send in the chosen format: the (projected) JSON as it is, or its records written
 * as CSV or GeoJSON; throws VALIDATION_FAILED when a projection left no records.
 */
export function formatIfAsked(
  op: OperationDef,
  response: RenderedResponse,
  projected: Sendable,
  expression: string | undefined,
  format: OutputFormat,
  cache: FormatCache,
): Sendable {
  if (format === 'json') return projected;
  const outcome = cache.outcome(op, response, projected, expression, format);
  // A fresh error each time: the cached one must not carry one request's state into another.
  if (!outcome.ok) throw new ApiError(outcome.error.code, outcome.error.details);
  return outcome.sendable;
}
