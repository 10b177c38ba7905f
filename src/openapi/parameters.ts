/**
 * The `parameters` of an operation: one `in: query` parameter per property of its query schema
 * (canonical snake_case names; the camelCase aliases are named in the description, DESIGN §2),
 * `jmespath` on every GET (SPEC §4.1), `format` on list operations (issue #33), and
 * `Idempotency-Key` on the idempotent POST (SPEC §4.3).
 */
import type { TSchema } from 'typebox';
import { JmespathParam } from '../contract/common';
import type { OperationDef } from '../contract/op';
import { listShapeOf } from '../http/formats/list-shape';
import { FORMAT_PARAM } from '../http/formats/negotiate';
import { JMESPATH_PARAM } from '../http/query';
import { IDEMPOTENCY_KEY_HEADER_SCHEMA } from './components';
import type { Json, JsonObject, SchemaRegistry } from './json-schema';
import { acceptsIdempotencyKey } from './responses';

interface ObjectSchema {
  properties?: Record<string, TSchema>;
  required?: string[];
}

/** Aliases accepted for each canonical parameter name. */
function aliasesByName(op: OperationDef): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [alias, canonical] of Object.entries(op.queryAliases ?? {})) {
    out.set(canonical, [...(out.get(canonical) ?? []), alias]);
  }
  return out;
}

function describe(base: unknown, aliases: readonly string[]): string | undefined {
  const text = typeof base === 'string' && base.length > 0 ? base : undefined;
  if (aliases.length === 0) return text;
  const list = aliases.map((a) => `\`${a}\``).join(', ');
  const note = `Also accepted as ${list} (the spelling some existing clients send); give only one spelling.`;
  return text ? `${text.replace(/\.?$/, '.')} ${note}` : note;
}

/**
 * The values the operation's `exampleQuery` gives each parameter, typed as the schema declares
 * them: OpenAPI `example`s, which the reference page fills in its request examples.
 */
function exampleValues(op: OperationDef, properties: Record<string, TSchema>): Map<string, Json> {
  const out = new Map<string, Json>();
  const search = new URLSearchParams(op.exampleQuery ?? '');
  const typed = (type: unknown, text: string): Json => {
    if (type === 'integer' || type === 'number') return Number(text);
    if (type === 'boolean') return text === 'true';
    return text;
  };
  for (const name of new Set(search.keys())) {
    const canonical = op.queryAliases?.[name] ?? name;
    const property = properties[canonical] as { type?: unknown; items?: { type?: unknown } } | undefined;
    if (!property) continue;
    const values = search.getAll(name);
    out.set(
      canonical,
      property.type === 'array'
        ? values.map((v) => typed(property.items?.type, v))
        : typed(property.type, values[0] as string),
    );
  }
  return out;
}

/** The query parameters declared by an operation's query schema. */
function queryParameters(op: OperationDef, registry: SchemaRegistry): JsonObject[] {
  const query = (op.query ?? {}) as ObjectSchema;
  const required = new Set(query.required ?? []);
  const aliases = aliasesByName(op);
  const examples = exampleValues(op, query.properties ?? {});
  const params: JsonObject[] = [];
  for (const [name, property] of Object.entries(query.properties ?? {})) {
    if (name === JMESPATH_PARAM) continue;
    const schema = registry.convert(property) as JsonObject;
    const description = describe(schema.description, aliases.get(name) ?? []);
    delete schema.description;
    const param: JsonObject = { name, in: 'query', required: required.has(name) };
    if (description) param.description = description;
    if (schema.type === 'array') {
      param.style = 'form';
      param.explode = true;
    }
    param.schema = schema;
    const example = examples.get(name);
    if (example !== undefined) param.example = example;
    params.push(param);
  }
  return params;
}

function jmespathParameter(registry: SchemaRegistry): JsonObject {
  const schema = registry.convert(JmespathParam) as JsonObject;
  const description = schema.description as Json;
  delete schema.description;
  return { name: JMESPATH_PARAM, in: 'query', required: false, description, schema };
}

/** `format` of a list operation, or undefined when the operation answers JSON only. */
function formatParameter(op: OperationDef): JsonObject | undefined {
  const { list, formats } = listShapeOf(op);
  if (list === undefined) return undefined;
  const geojson = formats.includes('geojson')
    ? ', or `geojson` (`application/geo+json`: a FeatureCollection of Points `[longitude, latitude]`, each with the record as its properties; a record without coordinates has `geometry: null`)'
    : '';
  return {
    name: FORMAT_PARAM,
    in: 'query',
    required: false,
    description: `Format of the answer: \`json\` (default), \`csv\` (\`text/csv\`: a header row, then one row per record of \`${list}\`, nested fields as dotted column names, RFC 4180 quoting)${geojson}. Written after \`jmespath\`, which must leave an array of objects or an object holding \`${list}\`. When absent, the \`Accept\` header chooses; \`format\` wins over \`Accept\`.`,
    schema: { type: 'string', enum: [...formats], default: 'json' },
  };
}

function idempotencyKeyParameter(): JsonObject {
  return {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes a retry safe: a repeated request with the same key and an identical body gets the stored response (status, body and Content-Type) instead of running again, for 24 hours; the same key with a different body is refused with 422. Keys are scoped to the caller.',
    schema: { ...IDEMPOTENCY_KEY_HEADER_SCHEMA },
  };
}

/** Every parameter of an operation, in document order. */
export function operationParameters(op: OperationDef, registry: SchemaRegistry): JsonObject[] {
  const params = op.method === 'GET' ? queryParameters(op, registry) : [];
  if (op.method === 'GET') params.push(jmespathParameter(registry));
  const format = formatParameter(op);
  if (format) params.push(format);
  if (acceptsIdempotencyKey(op)) params.push(idempotencyKeyParameter());
  return params;
}
