/**
 * The one way the OpenAPI document is turned into text, shared by `/openapi.json` and
 * `npm run openapi`, so the served bytes and the committed file are the same. Keys are sorted
 * (the file diffs cleanly whatever order a schema's options were written in), except where the
 * order carries meaning: the fields of an object schema (`properties`) keep the contract's order,
 * and `paths` keep the registry's.
 */
import type { Json, JsonObject } from './json-schema';

/** Maps whose entries keep their insertion order. */
const ORDERED_MAPS = new Set(['properties', 'paths']);

/** A copy of a JSON value with object keys in canonical order. */
export function canonicalize(value: Json, keepOrder = false): Json {
  if (Array.isArray(value)) return value.map((item) => canonicalize(item));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (!keepOrder) keys.sort();
  const out: JsonObject = {};
  for (const key of keys) out[key] = canonicalize(value[key] as Json, ORDERED_MAPS.has(key) && !keepOrder);
  return out;
}

/** The document as pretty-printed JSON text with a final newline. */
export function serializeOpenApiDocument(document: JsonObject): string {
  return `${JSON.stringify(canonicalize(document), null, 2)}\n`;
}
