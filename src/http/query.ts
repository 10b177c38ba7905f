/**
 * Strict query validation (DESIGN §3): every parameter is coerced from its string form by its
 * declared type, then checked against the contract's schema; every bad parameter is listed, named
 * as the client sent it (camelCase aliases included). Absent parameters take their defaults.
 */
import type { ErrorObject } from 'ajv';
import { parse as parseQueryText } from 'fast-querystring';
import type { TSchema } from 'typebox';
import type { OperationDef } from '../contract/op';
import { ApiError, type Violation } from '../errors';
import { validatorFor } from '../schema-check';
import type { OutputFormat } from './formats/list-shape';
import { checkFormatParam, FORMAT_PARAM } from './formats/negotiate';

/** Raw query as Fastify parses it: repeated names become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Parses a query string (without its `?`) into a RawQuery. Fastify's router is given this very
 * function (app.ts), and a batched operation's query goes through it too, so a query means the same
 * whether it arrives on a direct call or inside a batch. `fast-querystring` is Fastify's own default
 * parser: `+` is a space, a malformed escape is kept as written.
 */
export function parseQueryString(text: string): RawQuery {
  return text.length === 0 ? {} : (parseQueryText(text) as RawQuery);
}

/** The query parameter every GET accepts besides its own (SPEC §4.1). */
export const JMESPATH_PARAM = 'jmespath';

interface PropertySchema {
  type?: string;
  items?: PropertySchema;
  enum?: string[];
  pattern?: string;
  description?: string;
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A validated query: canonical names, typed values, defaults applied; plus the raw jmespath. */
export interface ValidatedQuery {
  params: Record<string, unknown>;
  jmespath: string | undefined;
  /** The `format` asked for, one the operation offers (formats/negotiate.ts). */
  format: OutputFormat | undefined;
}

/** Validates a raw query against an operation's contract; throws VALIDATION_FAILED listing every problem. */
export function validateQuery(op: OperationDef, raw: RawQuery): ValidatedQuery {
  const properties =
    (op.query as { properties?: Record<string, PropertySchema> } | undefined)?.properties ?? {};
  const violations: Violation[] = [];
  const params: Record<string, unknown> = {};
  const sentAs = new Map<string, string>();
  let jmespath: string | undefined;
  let format: OutputFormat | undefined;

  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (name === JMESPATH_PARAM) {
      if (Array.isArray(value)) violations.push({ field: name, description: 'must be given at most once' });
      else if (value !== '') jmespath = value;
      continue;
    }
    if (name === FORMAT_PARAM) {
      format = checkFormatParam(op, value, violations);
      continue;
    }
    // Own properties only: a client's `constructor` or `__proto__` must not find Object's.
    const aliases = op.queryAliases;
    const canonical = aliases !== undefined && Object.hasOwn(aliases, name) ? (aliases[name] ?? name) : name;
    const schema = Object.hasOwn(properties, canonical) ? properties[canonical] : undefined;
    if (!schema) {
      violations.push({ field: name, description: 'is not a parameter of this operation' });
      continue;
    }
    if (sentAs.has(canonical)) {
      violations.push({ field: name, description: `duplicates parameter ${sentAs.get(canonical)}` });
      continue;
    }
    sentAs.set(canonical, name);
    const coerced = coerce(name, schema, value, violations);
    if (coerced !== undefined) params[canonical] = coerced;
  }

  if (op.query) {
    const validate = validatorFor(op.query as TSchema);
    if (!validate(params)) {
      for (const error of validate.errors ?? []) violations.push(toViolation(error, properties, sentAs));
    }
  }
  if (violations.length > 0) throw new ApiError('VALIDATION_FAILED', { violations: dedupe(violations) });
  return { params, jmespath, format };
}

function coerce(name: string, schema: PropertySchema, value: string | string[], out: Violation[]): unknown {
  if (schema.type === 'array') {
    const items = Array.isArray(value) ? value : [value];
    const result: unknown[] = [];
    items.forEach((item, i) => {
      const v = coerceScalar(`${name}[${i}]`, schema.items ?? {}, item, out);
      if (v !== undefined) result.push(v);
    });
    return result.length === 0 && items.every((i) => i === '') ? undefined : result;
  }
  if (Array.isArray(value)) {
    out.push({ field: name, description: 'must be given at most once' });
    return undefined;
  }
  return coerceScalar(name, schema, value, out);
}

function coerceScalar(field: string, schema: PropertySchema, value: string, out: Violation[]): unknown {
  switch (schema.type) {
    case 'integer':
      if (!INTEGER.test(value)) out.push({ field, description: 'must be an integer' });
      else return Number(value);
      return undefined;
    case 'number':
      if (!NUMBER.test(value) || !Number.isFinite(Number(value)))
        out.push({ field, description: 'must be a number' });
      else return Number(value);
      return undefined;
    case 'boolean':
      if (value === 'true') return true;
      if (value === 'false') return false;
      out.push({ field, description: 'must be true or false' });
      return undefined;
    default:
      // An empty string means the parameter was not given (`?cursor=` behaves like no cursor).
      return value === '' ? undefined : value;
  }
}

function toViolation(
  error: ErrorObject,
  properties: Record<string, PropertySchema>,
  sentAs: Map<string, string>,
): Violation {
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    return { field: missing, description: 'is required' };
  }
  const [, canonical = '', index] = error.instancePath.split('/');
  const name = sentAs.get(canonical) ?? canonical;
  const field = index === undefined ? name : `${name}[${index}]`;
  const schema = properties[canonical];
  const itemSchema = index === undefined ? schema : schema?.items;
  return { field, description: describe(error, itemSchema) };
}

function describe(error: ErrorObject, schema: PropertySchema | undefined): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `must be one of: ${(p.allowedValues as string[]).join(', ')}`;
    case 'pattern':
      return schema?.description
        ? `must be ${lowerFirst(schema.description)}`
        : `must match ${String(p.pattern)}`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'minItems':
      return `must have at least ${String(p.limit)} value(s)`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} value(s)`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return `must be at least ${String(p.limit)} characters`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** Lower-cases the first letter of a description, unless it starts an acronym ("ISO 3166"). */
function lowerFirst(s: string): string {
  return /^[A-Z][A-Z0-9]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

function dedupe(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const k = `${v.field}\u0000${v.description}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
