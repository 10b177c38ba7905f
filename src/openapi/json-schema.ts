/**
 * Turns the contract's TypeBox schemas into plain JSON Schema 2020-12 for the OpenAPI document.
 * TypeBox keeps its bookkeeping in non-enumerable `~` keys and lets a schema carry an `$id`; an
 * `$id` inside an OpenAPI document would start a new resource and break `#/components/...`
 * references below it, so every schema with an `$id` is lifted into `components.schemas` under
 * that name and replaced by a `$ref` (DESIGN §2: the document is generated, never patched).
 */
import type { TSchema } from 'typebox';

/** A JSON value as written into the document. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** Prefix of a reference to a shared schema. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';
/** Names a component may have (OpenAPI 3.1 §4.8.7.1). */
const COMPONENT_NAME = /^[a-zA-Z0-9._-]+$/;

/** A `$ref` to a shared schema. */
export function schemaRef(name: string): JsonObject {
  return { $ref: `${SCHEMA_REF_PREFIX}${name}` };
}

/** Collects the shared schemas of a document while converting the schemas that use them. */
export class SchemaRegistry {
  private readonly schemas = new Map<string, JsonObject>();
  /** Serialised form of each component, to tell a second identical registration from a clash. */
  private readonly fingerprints = new Map<string, string>();

  /** Converts a schema; any schema with an `$id` (itself included) becomes a reference to a component. */
  convert(schema: TSchema | Json): Json {
    return this.walk(schema as unknown);
  }

  /** Converts a schema and stores it as component `name` (or under its own `$id`); returns its `$ref`. */
  register(name: string, schema: TSchema): JsonObject {
    if (idOf(schema) !== undefined) return this.walk(schema as unknown) as JsonObject;
    this.store(name, this.copy(schema));
    return schemaRef(name);
  }

  /** Every collected component, in registration order. */
  components(): Record<string, JsonObject> {
    return Object.fromEntries(this.schemas);
  }

  private store(name: string, body: JsonObject): void {
    if (!COMPONENT_NAME.test(name)) throw new Error(`OpenAPI: invalid component name ${name}`);
    const fingerprint = JSON.stringify(body);
    const previous = this.fingerprints.get(name);
    if (previous !== undefined && previous !== fingerprint) {
      throw new Error(`OpenAPI: two different schemas are named ${name}`);
    }
    this.fingerprints.set(name, fingerprint);
    this.schemas.set(name, body);
  }

  private walk(value: unknown): Json {
    if (Array.isArray(value)) return value.map((item) => this.walk(item));
    if (value === null || typeof value !== 'object') return toScalar(value);
    const id = idOf(value);
    if (id === undefined) return this.copy(value);
    this.store(id, this.copy(value));
    return schemaRef(id);
  }

  /** Copies an object's JSON keys, dropping TypeBox internals, `$id`, `$schema` and functions. */
  private copy(value: object): JsonObject {
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('~') || key === '$id' || key === '$schema') continue;
      if (typeof child === 'function' || typeof child === 'symbol' || child === undefined) continue;
      if (key === '$ref' && typeof child === 'string') {
        out.$ref = localRef(child);
        continue;
      }
      out[key] = this.walk(child);
    }
    return out;
  }
}

/** The `$id` of a schema when it can name a component; other `$id`s are dropped and the schema inlined. */
function idOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id = (value as { $id?: unknown }).$id;
  return typeof id === 'string' && COMPONENT_NAME.test(id) ? id : undefined;
}

/** TypeBox's `Type.Ref('Name')` refers to a schema by its `$id`; in the document that is a component. */
function localRef(ref: string): string {
  if (ref.startsWith('#')) return ref;
  if (COMPONENT_NAME.test(ref)) return `${SCHEMA_REF_PREFIX}${ref}`;
  throw new Error(`OpenAPI: cannot express the reference ${ref}`);
}

function toScalar(value: unknown): Json {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('OpenAPI: a schema holds a non-finite number');
    return value;
  }
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`OpenAPI: a schema holds a ${typeof value}, which JSON cannot carry`);
}
