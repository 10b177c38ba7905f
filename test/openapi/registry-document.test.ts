/**
 * The document generated from the real registry is a valid OpenAPI 3.1 document that says what
 * the contract says, for whatever operations the registry holds (DESIGN §2, SPEC §4, §5, §7, §9).
 */
import { validate } from '@scalar/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import type { OperationDef } from '../../src/contract/op';
import { listShapeOf } from '../../src/http/formats/list-shape';
import { buildOpenApiDocument } from '../../src/openapi/document';
import { serializeOpenApiDocument } from '../../src/openapi/serialize';
import { CATALOG } from '../../src/services';
import { CONTRACT_VERSION } from '../../src/version';
import { type Node, operationsOf, resolvePointer, walk } from './walk';

const OPERATIONS = CATALOG.registry.operations;

const text = serializeOpenApiDocument(buildOpenApiDocument(OPERATIONS));
const doc = JSON.parse(text) as Node;
const byId = new Map(OPERATIONS.map((op) => [op.id, op]));

function contractOf(op: Node): OperationDef {
  const def = byId.get(op.operationId as string);
  if (!def) throw new Error(`operation ${String(op.operationId)} is not in the registry`);
  return def;
}

describe('OpenAPI document of the registry', () => {
  it('is an OpenAPI 3.1.0 document of contract version 1.0.0 with the four security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((doc.info as Node).version).toBe(CONTRACT_VERSION);
    expect(CONTRACT_VERSION).toBe('1.0.0');
    const schemes = (doc.components as Node).securitySchemes as Node;
    expect(schemes).toEqual({
      ServiceKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Service-Key' }),
      ApiKeyHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }),
      WorldMonitorKey: expect.objectContaining({
        type: 'apiKey',
        in: 'header',
        name: 'X-WorldMonitor-Key',
        description: expect.stringContaining('Compatibility alias'),
      }),
      BearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
  });

  it('passes an OpenAPI 3.1 validator', async () => {
    const result = await validate(text);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('resolves every $ref and carries no TypeBox $id or internal key', () => {
    const problems: string[] = [];
    walk(doc, (node, pointer) => {
      if (typeof node.$ref === 'string' && resolvePointer(doc, node.$ref) === undefined) {
        problems.push(`${pointer}: unresolved ${node.$ref}`);
      }
      if ('$id' in node) problems.push(`${pointer}: $id`);
      for (const key of Object.keys(node)) if (key.startsWith('~')) problems.push(`${pointer}: ${key}`);
    });
    expect(problems).toEqual([]);
  });

  it('has every schema compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, 'openapi');
    const pointers: string[] = [];
    walk(doc, (node, pointer) => {
      if (node.schema !== undefined && typeof node.schema === 'object') pointers.push(`${pointer}/schema`);
    });
    for (const name of Object.keys((doc.components as Node).schemas as Node)) {
      pointers.push(`#/components/schemas/${name}`);
    }
    expect(pointers.length).toBeGreaterThan(OPERATIONS.length);
    for (const pointer of pointers) {
      expect(() => ajv.compile({ $ref: `openapi${pointer}` }), pointer).not.toThrow();
    }
  });

  it('documents every operation of the registry once, routed or not', () => {
    const ops = operationsOf(doc);
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
    for (const { path, method, op } of ops) {
      const def = contractOf(op);
      expect(path).toBe(def.path);
      expect(method).toBe(def.method.toLowerCase());
      expect(op.tags).toEqual([def.tag]);
      expect(op.summary).toBe(def.summary);
      expect(op['x-routed']).toBe(def.routed);
      expect(op['x-access']).toEqual(def.access);
      expect(op['x-cache-tier']).toBe(def.cacheTier);
      expect(op['x-rate-limit-class']).toBe(def.rateLimitClass);
      expect(op['x-snapshot-keys']).toEqual([...def.snapshotKeys]);
      if (!def.routed) expect(op.description).toContain('Not served yet');
    }
  });

  it('declares every error status of each operation, plus 404 and default', () => {
    for (const { op } of operationsOf(doc)) {
      const def = contractOf(op);
      const statuses = Object.keys(op.responses as Node);
      for (const status of [200, ...def.errorStatuses, 404]) {
        expect(statuses, `${def.id} ${status}`).toContain(String(status));
      }
      expect(statuses).toContain('default');
    }
  });

  it('lists every query parameter of each GET, plus jmespath (and format on list operations), and no alias as a parameter', () => {
    for (const { op } of operationsOf(doc)) {
      const def = contractOf(op);
      const params = (op.parameters as Node[]) ?? [];
      const keys = params.map((p) => `${String(p.in)}:${String(p.name)}`);
      expect(new Set(keys).size, def.id).toBe(keys.length);
      if (def.method !== 'GET') continue;
      const query = (def.query as { properties?: Node; required?: string[] } | undefined) ?? {};
      const names = params.filter((p) => p.in === 'query').map((p) => p.name);
      const format = listShapeOf(def).list === undefined ? [] : ['format'];
      expect(names).toEqual([...Object.keys(query.properties ?? {}), 'jmespath', ...format]);
      for (const p of params) {
        const required = (query.required ?? []).includes(p.name as string);
        expect(p.required, `${def.id} ${String(p.name)}`).toBe(required);
        if ((p.schema as Node).type === 'array') expect(p).toMatchObject({ style: 'form', explode: true });
      }
      for (const [alias, canonical] of Object.entries(def.queryAliases ?? {})) {
        expect(names).not.toContain(alias);
        const param = params.find((p) => p.name === canonical);
        expect(param?.description, `${def.id} alias ${alias}`).toContain(`\`${alias}\``);
      }
    }
  });

  it('documents the formats of each list operation in x-formats and its description', () => {
    for (const { op } of operationsOf(doc)) {
      const def = contractOf(op);
      const { list, formats } = listShapeOf(def);
      if (list === undefined) {
        expect(op['x-formats'], def.id).toBeUndefined();
        continue;
      }
      const extension = op['x-formats'] as Node;
      expect(Object.keys(extension.mediaTypes as Node).sort(), def.id).toEqual([...formats].sort());
      expect(extension.list).toBe(list);
      expect(op.description as string).toContain('Also answers CSV');
    }
    const quakes = operationsOf(doc).find(({ op }) => op.operationId === 'ListEarthquakes')?.op as Node;
    expect(quakes['x-formats']).toEqual({
      list: 'earthquakes',
      mediaTypes: { json: 'application/json', csv: 'text/csv', geojson: 'application/geo+json' },
    });
  });

  it('gives each operation the security its access needs', () => {
    for (const { op } of operationsOf(doc)) {
      const def = contractOf(op);
      const names = (op.security as Node[]).map((s) => Object.keys(s)[0]);
      if (def.access === 'public')
        expect(names).toEqual([undefined, 'ServiceKey', 'ApiKeyHeader', 'WorldMonitorKey']);
      else if (def.bearer === true)
        expect(names).toEqual(['ServiceKey', 'ApiKeyHeader', 'WorldMonitorKey', 'BearerAuth']);
      else expect(names).toEqual(['ServiceKey', 'ApiKeyHeader', 'WorldMonitorKey']);
    }
  });

  it('requires a JSON body on every POST', () => {
    for (const { op } of operationsOf(doc)) {
      if (contractOf(op).method !== 'POST') continue;
      expect(op.requestBody).toMatchObject({ required: true, content: { 'application/json': {} } });
    }
  });
});
