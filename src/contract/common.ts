/**
 * Schemas shared by several services: parameter formats, error bodies, pagination.
 * Formats are written as patterns so the same rule shows in validation and in the OpenAPI document.
 */
import Type, { type Static, type TSchema, type TUnsafe } from 'typebox';

/** A string enum rendered as `{ type: string, enum: [...] }` (TypeBox's own Enum omits the type). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** Signed 32-bit integer with optional range. */
export function Int32(
  options: { minimum?: number; maximum?: number; default?: number; description?: string } = {},
) {
  return Type.Integer({ format: 'int32', minimum: -2147483648, maximum: 2147483647, ...options });
}

export const IATA_PATTERN = '^[A-Z]{3}$';
export const ISO_DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const ISO2_PATTERN = '^[A-Z]{2}$';
export const ICAO24_PATTERN = '^[0-9a-fA-F]{6}$';
/**
 * A time query parameter: Unix epoch milliseconds (the spec's type) or, as people type them, an
 * ISO 8601 date (`2026-01-01`, the start of that UTC day) or date-time (`2026-01-01T12:00`, with
 * optional seconds, fraction and offset; UTC when no offset is given).
 */
export const TIME_PARAM_PATTERN =
  '^(\\d{1,15}|\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}(:?\\d{2})?)?)?)$';

/** How a time parameter's description starts: the two forms it takes (the violation repeats it). */
const TIME_PARAM_FORMS =
  'Unix epoch milliseconds or an ISO 8601 date or date-time (e.g. 1767225600000, 2026-01-01 or 2026-01-01T12:00:00Z; UTC unless an offset is given)';

/** A time query parameter (TIME_PARAM_PATTERN), described by what it bounds. */
export const TimeParam = (what: string) =>
  Type.String({ pattern: TIME_PARAM_PATTERN, description: `${TIME_PARAM_FORMS}: ${what}` });

/**
 * Epoch ms of a time parameter's value (TIME_PARAM_PATTERN), or undefined when it names no real
 * instant (`2026-02-30`, hour 25): a date is never rolled over into the next month.
 */
export function timeParamMs(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  const [date = '', time] = value.split('T');
  const zoned = time === undefined || /(Z|[+-]\d{2}(:?\d{2})?)$/.test(time) ? value : `${value}Z`;
  const ms = Date.parse(zoned.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(ms)) return undefined;
  // The calendar date must survive the round trip (V8 rolls 2026-02-30 over to March 2).
  const [y, m, d] = date.split('-').map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d)
    return undefined;
  return ms;
}

/** IATA airport code: three upper-case letters. */
export const IataCode = (description = 'IATA airport code (three letters, e.g. JFK)') =>
  Type.String({ pattern: IATA_PATTERN, description });

/** Calendar date `YYYY-MM-DD`. */
export const IsoDate = (description = 'Calendar date, YYYY-MM-DD') =>
  Type.String({ pattern: ISO_DATE_PATTERN, description });

/** ISO 3166-1 alpha-2 country code. */
export const CountryCode = (description = 'ISO 3166-1 alpha-2 country code (e.g. US)') =>
  Type.String({ pattern: ISO2_PATTERN, description });

/** An array parameter sent in repeated form style (`?a=X&a=Y`). */
export const Repeated = <T extends TSchema>(item: T, options: Record<string, unknown> = {}) =>
  Type.Array(item, options);

/** int64 carried as a decimal string (proto3 JSON). */
export const Int64String = (description: string) => Type.String({ format: 'int64', description });

/** Page size of a list operation when `page_size` is absent (DESIGN §3). */
export const DEFAULT_PAGE_SIZE = 100;
/** `page_size` on list operations: 1–100, default DEFAULT_PAGE_SIZE (DESIGN §3). */
export const PageSize = () =>
  Int32({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE, description: 'Page size, 1-100' });
/** `cursor` on list operations. */
export const Cursor = () => Type.String({ maxLength: 512, description: 'Opaque pagination cursor' });

export const PaginationSchema = Type.Object({
  nextCursor: Type.String({ description: 'Cursor of the next page; empty when there is none' }),
  totalCount: Int32({ description: 'Total number of records across pages' }),
});
export type Pagination = Static<typeof PaginationSchema>;

// ---- Error bodies (SPEC §7) ----

export const FieldViolationSchema = Type.Object({
  field: Type.String({ description: 'Query parameter or body field, named as the client sent it' }),
  description: Type.String(),
});
export const ValidationErrorSchema = Type.Object(
  { violations: Type.Array(FieldViolationSchema) },
  { $id: 'ValidationError', description: 'The request failed validation; every bad field is listed.' },
);
export const SimpleErrorSchema = Type.Object({ error: Type.String() }, { $id: 'Error' });
export const EntitlementErrorSchema = Type.Object(
  {
    error: Type.String(),
    code: StringEnum(['tier_required', 'subscription_lapsed', 'scope_required']),
    requiredTier: Type.Integer(),
    currentTier: Type.Integer(),
    planKey: Type.Optional(Type.String()),
  },
  { $id: 'EntitlementError' },
);
export const RenewalPendingErrorSchema = Type.Object(
  {
    error: Type.String(),
    code: StringEnum(['renewal_verification_pending']),
    requiredTier: Type.Integer(),
    currentTier: Type.Optional(Type.Integer()),
    planKey: Type.Optional(Type.String()),
  },
  { $id: 'RenewalPendingError' },
);
export const MessageErrorSchema = Type.Object({ message: Type.String() }, { $id: 'MessageError' });
export const IdempotencyErrorSchema = Type.Object(
  { error: Type.String(), message: Type.String() },
  { $id: 'IdempotencyError' },
);
export const JmespathErrorSchema = Type.Object(
  {
    _jmespath_error: Type.String({ description: 'What was wrong with the expression or its output' }),
    original_keys: Type.Array(Type.String(), { description: 'Top-level keys of the unprojected body' }),
  },
  { $id: 'JmespathProjectionError' },
);

/** The optional `jmespath` parameter every GET accepts (SPEC §4.1). */
export const JmespathParam = Type.String({
  description:
    'JMESPath expression applied to the JSON body of a 200 response before it is sent. At most 1024 UTF-8 bytes; the projected output may be at most 262144 bytes.',
});
