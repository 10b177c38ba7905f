/**
 * Checks query parameters given as strings (the CLI's `--name value`) against an operation's
 * contract before anything is sent, with the violations the server would answer: the same field
 * names, descriptions and order (coercion problems in the order given, then missing required
 * parameters, then each parameter's constraints in contract order). Checks that need data or
 * several parameters at once stay with the server, whose answer is shown as it comes.
 */
import type { Violation } from './errors.js';
import type { OperationSpec, ParamConstraints, ParamSpec } from './operation-spec.js';

/** The parameter every GET accepts besides its own. */
export const JMESPATH_PARAM = 'jmespath';

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Parameters as given, in order; a name given several times carries several values. */
export type RawParams = readonly (readonly [name: string, value: string])[];

/** The result of a check: what to send (canonical names, values as given) or what is wrong. */
export interface QueryCheck {
  query: Record<string, string | string[]>;
  jmespath: string | undefined;
  violations: Violation[];
}

interface Given {
  spec: ParamSpec;
  values: string[];
  sentAs: string;
  typed: unknown;
}

/** Checks raw parameters against an operation's declared query parameters. */
export function checkQuery(op: OperationSpec, raw: RawParams): QueryCheck {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of raw) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  const violations: Violation[] = [];
  const given = new Map<string, Given>();
  let jmespath: string | undefined;
  for (const [name, values] of grouped) {
    if (name === JMESPATH_PARAM) {
      if (values.length > 1) violations.push({ field: name, description: 'must be given at most once' });
      else if (values[0] !== '') jmespath = values[0];
      continue;
    }
    const spec = op.params.find((p) => p.name === name || p.aliases?.includes(name));
    if (!spec) {
      violations.push({ field: name, description: 'is not a parameter of this operation' });
      continue;
    }
    const earlier = given.get(spec.name);
    if (earlier) {
      violations.push({ field: name, description: `duplicates parameter ${earlier.sentAs}` });
      continue;
    }
    const typed = coerce(name, spec, values, violations);
    given.set(spec.name, { spec, values, sentAs: name, typed });
  }
  for (const spec of op.params) {
    if (spec.required && given.get(spec.name)?.typed === undefined)
      violations.push({ field: spec.name, description: 'is required' });
  }
  for (const spec of op.params) {
    const g = given.get(spec.name);
    if (g?.typed !== undefined) constrain(g.sentAs, spec, g.typed, violations);
  }
  const query: Record<string, string | string[]> = {};
  for (const [name, g] of given) {
    if (g.typed === undefined) continue;
    query[name] = g.spec.type === 'array' ? g.values : (g.values[0] as string);
  }
  return { query, jmespath, violations: dedupe(violations) };
}

function coerce(name: string, spec: ParamSpec, values: string[], out: Violation[]): unknown {
  if (spec.type === 'array') {
    const items: unknown[] = [];
    values.forEach((v, i) => {
      const item = coerceScalar(`${name}[${i}]`, spec.items ?? { type: 'string' }, v, out);
      if (item !== undefined) items.push(item);
    });
    return items.length === 0 && values.every((v) => v === '') ? undefined : items;
  }
  if (values.length > 1) {
    out.push({ field: name, description: 'must be given at most once' });
    return undefined;
  }
  return coerceScalar(name, spec, values[0] as string, out);
}

function coerceScalar(field: string, spec: ParamConstraints, value: string, out: Violation[]): unknown {
  switch (spec.type) {
    case 'integer':
      if (INTEGER.test(value)) return Number(value);
      out.push({ field, description: 'must be an integer' });
      return undefined;
    case 'number':
      if (NUMBER.test(value) && Number.isFinite(Number(value))) return Number(value);
      out.push({ field, description: 'must be a number' });
      return undefined;
    case 'boolean':
      if (value === 'true') return true;
      if (value === 'false') return false;
      out.push({ field, description: 'must be true or false' });
      return undefined;
    default:
      // An empty string means the parameter was not given, as on the server.
      return value === '' ? undefined : value;
  }
}

/** The constraint checks, in the order the server's validator reports them. */
function constrain(
  field: string,
  spec: ParamConstraints & { items?: ParamConstraints },
  value: unknown,
  out: Violation[],
): void {
  if (spec.enum && typeof value === 'string' && !spec.enum.includes(value))
    out.push({ field, description: `must be one of: ${spec.enum.join(', ')}` });
  if (typeof value === 'number') {
    if (spec.maximum !== undefined && value > spec.maximum)
      out.push({ field, description: `must be at most ${spec.maximum}` });
    if (spec.minimum !== undefined && value < spec.minimum)
      out.push({ field, description: `must be at least ${spec.minimum}` });
    if (spec.format === 'int32' && (value < INT32_MIN || value > INT32_MAX))
      out.push({ field, description: 'must match format "int32"' });
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (spec.maxLength !== undefined && length > spec.maxLength)
      out.push({ field, description: `must be at most ${spec.maxLength} characters` });
    if (spec.minLength !== undefined && length < spec.minLength)
      out.push({ field, description: `must be at least ${spec.minLength} characters` });
    if (spec.pattern !== undefined && !new RegExp(spec.pattern, 'u').test(value))
      out.push({ field, description: patternMessage(spec) });
  }
  if (Array.isArray(value)) {
    if (spec.maxItems !== undefined && value.length > spec.maxItems)
      out.push({ field, description: `must have at most ${spec.maxItems} value(s)` });
    if (spec.minItems !== undefined && value.length < spec.minItems)
      out.push({ field, description: `must have at least ${spec.minItems} value(s)` });
    value.forEach((item, i) => {
      constrain(`${field}[${i}]`, spec.items ?? { type: 'string' }, item, out);
    });
  }
}

function patternMessage(spec: ParamConstraints): string {
  const text = spec.patternText;
  if (!text) return `must match ${spec.pattern}`;
  // Lower-case the first letter unless it starts an acronym ("ISO 3166"), as the server does.
  return `must be ${/^[A-Z][A-Z0-9]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)}`;
}

function dedupe(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.field}\u0000${v.description}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
