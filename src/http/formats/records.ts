/**
 * The records a CSV or GeoJSON answer is written from (issue #33): the operation's main list, or,
 * after a `jmespath` projection, what the projection left: an array of objects (those are the
 * records) or an object holding the main list. Anything else leaves no records and is refused.
 */
import { ApiError } from '../../errors';
import { JMESPATH_PARAM } from '../query';
import type { OutputFormat } from './list-shape';

function isRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array holding something other than objects';
  if (typeof value === 'object') return 'an object without the list';
  return `a ${typeof value}`;
}

/**
 * The records of a body (or of its projection) for a format; throws VALIDATION_FAILED naming
 * `jmespath` when a projection left none.
 */
export function recordsOf(value: unknown, list: string, format: OutputFormat): readonly unknown[] {
  if (Array.isArray(value) && value.every(isRecord)) return value;
  const held = isRecord(value) ? (value as Record<string, unknown>)[list] : undefined;
  if (Array.isArray(held) && held.every(isRecord)) return held;
  throw new ApiError('VALIDATION_FAILED', {
    violations: [
      {
        field: JMESPATH_PARAM,
        description: `left no records to write as ${format}: it gave ${describe(value)}; a ${format} answer needs an array of objects, or an object holding ${list}`,
      },
    ],
  });
}
