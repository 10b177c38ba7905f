/**
 * Builds the OpenAPI 3.1 document from the contract registry (DESIGN §2). A pure function of the
 * operations: served at `/openapi.json`, written to `openapi/openapi.json` by `npm run openapi`,
 * and diffed in tests. Operations that are not served yet (`routed: false`) are documented too.
 */
import type { Availability } from '../contract/availability';
import type { Access, OperationDef } from '../contract/op';
import { listShapeOf } from '../http/formats/list-shape';
import { FORMAT_MEDIA_TYPES } from '../http/formats/negotiate';
import { CONTRACT_VERSION } from '../version';
import {
  API_KEY_HEADER_SCHEME,
  BEARER_SCHEME,
  headerComponents,
  SERVICE_KEY_SCHEME,
  securitySchemes,
  WORLDMONITOR_KEY_SCHEME,
} from './components';
import { type Json, type JsonObject, SchemaRegistry } from './json-schema';
import { operationParameters } from './parameters';
import { type ErrorRefs, operationResponses, registerErrorSchemas } from './responses';

/** OpenAPI version of the document. */
export const OPENAPI_VERSION = '3.1.0';
/** Title of the API in the document. */
export const API_TITLE = 'World-monitoring data API';

const API_DESCRIPTION = [
  'Aggregated world-monitoring data (aviation, climate, armed conflict, supply chain, resilience, economic, trade, intelligence) as JSON.',
  '',
  'Send an API key in `X-Service-Key` (or `X-Api-Key`; `X-WorldMonitor-Key` is accepted as a compatibility alias for clients generated from the reference service’s contract). Every GET accepts `jmespath`, an expression applied to the body before it is sent. Every GET answers with `X-Data-Status`: `ok` with `X-Data-Fetched-At` when the answer comes from data, `unavailable` when no data was available, in which case the body is the operation’s documented empty or degraded response.',
  '',
  'Outside this catalogue the server also answers `GET /api/health` (state and age of each dataset), `GET /api/health/live` (200 while the process runs), `GET /api/health/ready` (200 when the store answers and the bundled data is loaded, else 503), `GET /status` (the same report as an HTML page), `GET /api/version` and `GET /metrics` (Prometheus), with no credential.',
].join('\n');

/** The key header schemes, any one of which carries the API key. */
function keySchemes(): JsonObject[] {
  return [{ [SERVICE_KEY_SCHEME]: [] }, { [API_KEY_HEADER_SCHEME]: [] }, { [WORLDMONITOR_KEY_SCHEME]: [] }];
}

/**
 * The security requirement of an operation: any key header, and the bearer scheme where the
 * contract allows it. On a public operation the key is optional (`{}` first): it is still checked
 * when sent, and the batch runs each inner operation with it.
 */
export function securityFor(op: OperationDef): JsonObject[] {
  const options: JsonObject[] = keySchemes();
  if (op.access === 'public') return [{}, ...options];
  if (op.bearer === true) options.push({ [BEARER_SCHEME]: [] });
  return options;
}

function accessExtension(access: Access): Json {
  return typeof access === 'string' ? access : { ...access };
}

/** `x-availability`: where the operation's data comes from (DESIGN §8). */
function availabilityExtension(availability: Availability): JsonObject {
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(availability) as [string, string | readonly string[]][]) {
    out[name] = typeof value === 'string' ? value : [...value];
  }
  return out;
}

const NOT_SERVED_NOTE =
  'Not served yet: this operation is part of the published contract only, and this server answers its path with 404.';

function operationObject(op: OperationDef, registry: SchemaRegistry, errors: ErrorRefs): JsonObject {
  const body = registry.register(`${op.id}Response`, op.response);
  const out: JsonObject = {
    operationId: op.id,
    summary: op.summary,
    description: op.routed ? op.description : `${op.description}\n\n${NOT_SERVED_NOTE}`,
    tags: [op.tag],
    security: securityFor(op),
    parameters: operationParameters(op, registry),
  };
  if (op.method === 'POST' && op.body) {
    out.requestBody = {
      required: true,
      content: { 'application/json': { schema: registry.register(`${op.id}Request`, op.body) } },
    };
  }
  out.responses = operationResponses(op, body, errors);
  out['x-access'] = accessExtension(op.access);
  out['x-cache-tier'] = op.cacheTier;
  out['x-rate-limit-class'] = op.rateLimitClass;
  out['x-snapshot-keys'] = [...op.snapshotKeys];
  out['x-routed'] = op.routed;
  if (op.availability) out['x-availability'] = availabilityExtension(op.availability);
  const formats = formatsExtension(op);
  if (formats) {
    out['x-formats'] = formats;
    out.description = `${out.description as string}\n\n${formatsNote(op)}`;
  }
  return out;
}

/** `x-formats` of a list operation (issue #33): its list and the media type of each format it answers. */
function formatsExtension(op: OperationDef): JsonObject | undefined {
  const { list, formats } = listShapeOf(op);
  if (list === undefined) return undefined;
  const mediaTypes: JsonObject = {};
  for (const format of formats) mediaTypes[format] = FORMAT_MEDIA_TYPES[format];
  return { list, mediaTypes };
}

/** The sentence a list operation's description ends with. */
function formatsNote(op: OperationDef): string {
  const { list, formats } = listShapeOf(op);
  const geojson = formats.includes('geojson')
    ? ' and GeoJSON (`format=geojson` or `Accept: application/geo+json`)'
    : '';
  return `Also answers CSV (\`format=csv\` or \`Accept: text/csv\`)${geojson}: the records of \`${list}\`, after \`jmespath\` (see \`x-formats\` and the \`format\` parameter).`;
}

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(operations: readonly OperationDef[]): JsonObject {
  const registry = new SchemaRegistry();
  const errors = registerErrorSchemas(registry);
  const paths: Record<string, JsonObject> = {};
  const ids = new Set<string>();
  const tags: string[] = [];
  for (const op of operations) {
    if (ids.has(op.id)) throw new Error(`OpenAPI: operationId ${op.id} is declared twice`);
    ids.add(op.id);
    const method = op.method.toLowerCase();
    const item = paths[op.path] ?? {};
    if (item[method] !== undefined) throw new Error(`OpenAPI: ${op.method} ${op.path} is declared twice`);
    item[method] = operationObject(op, registry, errors);
    paths[op.path] = item;
    if (!tags.includes(op.tag)) tags.push(op.tag);
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: API_TITLE,
      version: CONTRACT_VERSION,
      description: API_DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    tags: tags.map((name) => ({ name })),
    security: keySchemes(),
    paths,
    components: {
      securitySchemes: securitySchemes(),
      headers: headerComponents(),
      schemas: registry.components(),
    },
  };
}
