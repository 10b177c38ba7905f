/**
 * Hostile requests generated from the contract registry (`CATALOG.registry.operations`): for one
 * operation, a query string mixing valid values of each declared parameter (enums, ranges,
 * patterns) with wrong types, out-of-range and huge values, unicode, repeated names, unknown and
 * prototype-named keys, odd encodings and a `jmespath` from the grammar; random headers; and
 * random batch bodies. Each request says what the invariants need to know about it.
 */
import fc from 'fast-check';
import type { OperationDef } from '../../src/contract/op';
import { brokenExpressionArb, costlyExpressionArb, expressionArb, PROTOTYPE_NAMES } from './jmespath-grammar';

/** A request to inject, with what it was built from. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The operation the path names (undefined for a mangled path). */
  op: OperationDef | undefined;
  /** Decoded query parameter names that the operation does not declare. */
  unknownNames: string[];
  /** True when no credential header was sent. */
  keyless: boolean;
}

/** Credentials to pick from: header sets, and whether each is a credential at all. */
export interface CredentialChoice {
  headers: Record<string, string>;
  keyless: boolean;
}

interface PropertySchema {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxLength?: number;
  items?: PropertySchema;
}

function propertiesOf(op: OperationDef): Record<string, PropertySchema> {
  return (op.query as { properties?: Record<string, PropertySchema> } | undefined)?.properties ?? {};
}

/** Values a hostile client sends where any parameter is expected. */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-0',
    '-1',
    '1.5',
    '1e400',
    'NaN',
    'Infinity',
    '0x10',
    '007',
    ' 1',
    'true',
    'TRUE',
  ),
  fc.constantFrom(
    'null',
    'undefined',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '%',
    '%zz',
    '\u0000',
    '😀',
    'é',
  ),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.integer({ min: 256, max: 20_000 }).map((n) => 'A'.repeat(n)),
);

/** A valid value for one declared parameter (by its enum, range, pattern or type). */
function validValueFor(schema: PropertySchema): fc.Arbitrary<string> | undefined {
  const valid: fc.Arbitrary<string>[] = [];
  if (schema.enum) valid.push(fc.constantFrom(...schema.enum));
  else if (schema.type === 'integer' || schema.type === 'number') {
    const min = Math.ceil(schema.minimum ?? -1000);
    const max = Math.floor(Math.min(schema.maximum ?? 1000, min + 10_000));
    valid.push(fc.integer({ min, max }).map(String));
  } else if (schema.type === 'boolean') valid.push(fc.constantFrom('true', 'false'));
  else if (schema.pattern) valid.push(fc.stringMatching(new RegExp(schema.pattern)));
  else if (schema.type === 'string') valid.push(fc.string({ minLength: 1, maxLength: 20 }));
  else if (schema.type === 'array') return validValueFor(schema.items ?? {});
  return valid.length === 0 ? undefined : fc.oneof(...valid);
}

/** A value for one declared parameter: valid, at a boundary, or hostile. */
function valueFor(schema: PropertySchema): fc.Arbitrary<string> {
  const valid = validValueFor(schema);
  const boundaries: string[] = [];
  if (schema.minimum !== undefined) boundaries.push(String(schema.minimum), String(schema.minimum - 1));
  if (schema.maximum !== undefined) boundaries.push(String(schema.maximum), String(schema.maximum + 1));
  const edge = boundaries.length > 0 ? fc.constantFrom(...boundaries) : hostileValue;
  if (!valid) return fc.oneof(edge, hostileValue);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: edge },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Encodes a query component, sometimes leaving safe characters raw or double-encoding. */
const encoding = fc.constantFrom('component', 'component', 'component', 'double', 'plus');
function encode(text: string, how: string): string {
  if (how === 'double') return encodeURIComponent(encodeURIComponent(text));
  if (how === 'plus') return encodeURIComponent(text).replace(/%20/g, '+');
  return encodeURIComponent(text);
}

/** Unknown names: prototype names above all (they must be refused as unknown, not found on Object). */
const unknownName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  fc.constantFrom('a[b]', 'a.b', 'JMESPATH', 'pageSize', 'page-size', 'x', '_'),
  fc.stringMatching(/^[a-z_]{1,10}$/),
);

interface Pair {
  name: string;
  value: string;
}

/** A `jmespath` value: from the grammar mostly, costly or broken now and then. */
function expressionValueArb(bodyNames: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: expressionArb(bodyNames) },
    { weight: 1, arbitrary: costlyExpressionArb(bodyNames) },
    { weight: 1, arbitrary: brokenExpressionArb },
  );
}

/**
 * The query string of a request to `op`. Half of them are well formed (each declared parameter at
 * most once with a valid value, plus a `jmespath`), so that the projection runs; the other half
 * mix declared, repeated, unknown and prototype-named keys with hostile values and encodings.
 */
export function queryArb(
  op: OperationDef,
  bodyNames: readonly string[],
): fc.Arbitrary<{ query: string; unknown: string[] }> {
  return fc.oneof(wellFormedQueryArb(op, bodyNames), hostileQueryArb(op, bodyNames));
}

function wellFormedQueryArb(
  op: OperationDef,
  bodyNames: readonly string[],
): fc.Arbitrary<{ query: string; unknown: string[] }> {
  const properties = propertiesOf(op);
  const required = new Set((op.query as { required?: string[] } | undefined)?.required ?? []);
  const entries = Object.entries(properties).map(([name, schema]) => {
    const value = validValueFor(schema) ?? fc.constant('');
    return [name, required.has(name) ? value : fc.option(value, { freq: 2 })] as const;
  });
  return fc
    .tuple(fc.record(Object.fromEntries(entries)), fc.option(expressionValueArb(bodyNames), { freq: 8 }))
    .map(([params, expression]) => {
      const parts = Object.entries(params as Record<string, string | null>)
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v!)}`);
      if (expression !== null) parts.push(`jmespath=${encodeURIComponent(expression)}`);
      return { query: parts.join('&'), unknown: [] };
    });
}

function hostileQueryArb(
  op: OperationDef,
  bodyNames: readonly string[],
): fc.Arbitrary<{ query: string; unknown: string[] }> {
  const properties = propertiesOf(op);
  const declared = [...Object.keys(properties), ...Object.keys(op.queryAliases ?? {})];
  const declaredPair: fc.Arbitrary<Pair>[] = declared.map((name) => {
    const canonical = op.queryAliases?.[name] ?? name;
    return valueFor(properties[canonical] ?? {}).map((value) => ({ name, value }));
  });
  const pair = fc.oneof(
    ...(declaredPair.length > 0 ? [{ weight: 6, arbitrary: fc.oneof(...declaredPair) }] : []),
    { weight: 3, arbitrary: expressionValueArb(bodyNames).map((value) => ({ name: 'jmespath', value })) },
    { weight: 1, arbitrary: fc.tuple(unknownName, hostileValue).map(([name, value]) => ({ name, value })) },
  );
  return fc.tuple(fc.array(fc.tuple(pair, encoding), { maxLength: 6 }), fc.boolean()).map(([pairs, bare]) => {
    const known = new Set([...declared, 'jmespath']);
    const unknown = pairs.map(([p]) => p.name).filter((n) => !known.has(n));
    const parts = pairs.map(
      ([p, how]) => `${encode(p.name, how === 'double' ? 'component' : how)}=${encode(p.value, how)}`,
    );
    // A name without `=` now and then: a flag-style parameter.
    if (bare && declared.length > 0) parts.push(encodeURIComponent(declared[0]!));
    return { query: parts.join('&'), unknown };
  });
}

/** Headers besides the credential: conditional requests, CORS, forwarding, negotiation, junk. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(
      fc.constantFrom<[string, string]>(
        ['if-none-match', '*'],
        ['if-none-match', '"abc"'],
        ['origin', 'https://evil.example'],
        ['origin', 'null'],
        ['x-forwarded-for', '203.0.113.9, 10.0.0.1'],
        ['accept', 'text/html'],
        ['accept-encoding', 'gzip, br'],
        ['content-type', 'text/plain'],
        ['x-request-id', 'x'.repeat(300)],
        ['x-request-id', '../../etc/passwd'],
        ['cookie', 'session=1'],
        ['x-http-method-override', 'DELETE'],
        ['authorization', 'Bearer not.a.jwt'],
        ['authorization', 'Basic Zm9vOmJhcg=='],
        ['x-api-key', ''],
      ),
      fc.tuple(
        fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
        fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
      ),
    ),
    { maxLength: 4 },
  )
  .map((entries) => Object.fromEntries(entries));

/** A GET (usually) to `op` with a hostile query, one of `credentials` and random headers. */
export function operationRequestArb(
  op: OperationDef,
  credentials: readonly CredentialChoice[],
  bodyNames: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 20, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
  );
  const path = fc.oneof(
    { weight: 20, arbitrary: fc.constant(op.path) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(`${op.path}/`, op.path.toUpperCase(), `${op.path}/x`, `/${op.path}`),
    },
  );
  return fc
    .record({
      method,
      path,
      query: queryArb(op, bodyNames),
      credential: fc.constantFrom(...credentials),
      extra: extraHeaders,
    })
    .map(({ method, path, query, credential, extra }) => ({
      method,
      url: query.query ? `${path}?${query.query}` : path,
      headers: { ...extra, ...credential.headers },
      op: path === op.path ? op : undefined,
      unknownNames: query.unknown,
      keyless: credential.keyless && !hasCredential(extra),
    }));
}

function hasCredential(headers: Record<string, string>): boolean {
  return ['x-service-key', 'x-api-key', 'x-worldmonitor-key', 'authorization'].some((h) => h in headers);
}
