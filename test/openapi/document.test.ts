/**
 * The generator on synthetic operations built here: parameters, aliases, security, error bodies,
 * idempotency, shared schemas and the checks that keep a broken contract out of the document.
 */
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { Int32, IsoDate, Repeated, StringEnum } from '../../src/contract/common';
import { BATCH_ERROR_STATUSES, getOp, type OperationDef, postOp } from '../../src/contract/op';
import { buildOpenApiDocument } from '../../src/openapi/document';
import { canonicalize, serializeOpenApiDocument } from '../../src/openapi/serialize';
import type { Node } from './walk';

const Shared = Type.Object({ code: Type.String() }, { $id: 'SharedThing' });

function readOp(overrides: Partial<Parameters<typeof getOp>[0]> = {}): OperationDef {
  return getOp({
    id: 'ListWidgets',
    service: 'widgets',
    tag: 'Widgets',
    rpc: 'list-widgets',
    summary: 'Widgets',
    description: 'Synthetic operation for the generator tests.',
    query: Type.Object({
      kind: Type.Optional(StringEnum(['KIND_A', 'KIND_B'], { description: 'Kind filter' })),
      country_code: IsoDate('A synthetic required field'),
      codes: Type.Optional(Repeated(Type.String({ pattern: '^[A-Z]{3}$' }), { description: 'Codes' })),
      limit: Type.Optional(Int32({ minimum: 1, maximum: 100, default: 30, description: 'Maximum rows' })),
    }),
    queryAliases: { countryCode: 'country_code' },
    response: Type.Object({ widgets: Type.Array(Shared), pages: Type.Integer() }),
    access: 'key',
    cacheTier: 'fast',
    rateLimitClass: 'caller',
    snapshotKeys: [],
    ...overrides,
  });
}

function writeOp(overrides: Partial<Parameters<typeof postOp>[0]> = {}): OperationDef {
  return postOp({
    id: 'RunWidgets',
    service: 'widgets',
    tag: 'Widgets',
    rpc: 'run-widgets',
    summary: 'Run widgets',
    description: 'Synthetic POST.',
    body: Type.Object({ items: Type.Array(Type.String(), { maxItems: 20 }) }),
    response: Type.Object({ done: Type.Integer() }),
    access: 'key',
    cacheTier: 'none',
    rateLimitClass: 'caller',
    snapshotKeys: [],
    routed: true,
    errorStatuses: BATCH_ERROR_STATUSES,
    ...overrides,
  });
}

function operation(doc: Node, path: string, method: string): Node {
  return (doc.paths as Record<string, Node>)[path]?.[method] as Node;
}

function params(op: Node): Node[] {
  return op.parameters as Node[];
}

function response(op: Node, status: string): Node {
  return (op.responses as Node)[status] as Node;
}

function bodySchema(r: Node): unknown {
  return ((r.content as Node)['application/json'] as Node).schema;
}

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument([readOp(), writeOp()]);
  const get = operation(doc, '/api/widgets/v1/list-widgets', 'get');
  const post = operation(doc, '/api/widgets/v1/run-widgets', 'post');

  it('turns each query property into a query parameter with its rules', () => {
    expect(params(get)).toEqual([
      {
        name: 'kind',
        in: 'query',
        required: false,
        description: 'Kind filter',
        schema: { type: 'string', enum: ['KIND_A', 'KIND_B'] },
      },
      {
        name: 'country_code',
        in: 'query',
        required: true,
        description:
          'A synthetic required field. Also accepted as `countryCode` (the spelling some existing clients send); give only one spelling.',
        schema: { type: 'string', pattern: expect.any(String) },
      },
      {
        name: 'codes',
        in: 'query',
        required: false,
        description: 'Codes',
        style: 'form',
        explode: true,
        schema: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{3}$' } },
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'Maximum rows',
        schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 30 },
      },
      expect.objectContaining({ name: 'jmespath', in: 'query', required: false, schema: { type: 'string' } }),
      // A list operation (its response has one array of objects) also takes `format`.
      expect.objectContaining({
        name: 'format',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['json', 'csv'], default: 'json' },
      }),
    ]);
  });

  it('lifts schemas with an $id into components and names response and request schemas', () => {
    const schemas = (doc.components as Node).schemas as Node;
    expect(schemas.SharedThing).toEqual({
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string' } },
    });
    expect(schemas.ListWidgetsResponse).toMatchObject({
      properties: { widgets: { type: 'array', items: { $ref: '#/components/schemas/SharedThing' } } },
    });
    expect(bodySchema(response(get, '200'))).toEqual({ $ref: '#/components/schemas/ListWidgetsResponse' });
    expect(post.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/RunWidgetsRequest' } } },
    });
    expect(post.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
  });

  it('documents the 200 headers and the GET error bodies', () => {
    expect(Object.keys(response(get, '200').headers as Node)).toEqual(
      expect.arrayContaining([
        'X-Data-Status',
        'X-Data-Fetched-At',
        'ETag',
        'X-Request-Id',
        'RateLimit-Limit',
      ]),
    );
    expect(bodySchema(response(get, '400'))).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/ValidationError' },
        { $ref: '#/components/schemas/JmespathProjectionError' },
      ],
    });
    expect(response(get, '401').headers).toHaveProperty('WWW-Authenticate');
    expect(bodySchema(response(get, '403'))).toEqual({ $ref: '#/components/schemas/Error' });
    expect(response(get, '429').headers).toHaveProperty('Retry-After');
    expect(Object.keys(get.responses as Node)).toEqual([
      '200',
      '304',
      '400',
      '401',
      '403',
      '404',
      '429',
      'default',
    ]);
  });

  it('documents idempotency on a POST that declares 409', () => {
    expect(Object.keys(post.responses as Node)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415', '422', '429', 'default']),
    );
    expect(bodySchema(response(post, '409'))).toEqual({ $ref: '#/components/schemas/IdempotencyError' });
    expect(bodySchema(response(post, '422'))).toEqual({ $ref: '#/components/schemas/IdempotencyError' });
    expect(response(post, '200').headers).toHaveProperty('Idempotent-Replayed');
    expect(bodySchema(response(post, '400'))).toEqual({
      anyOf: [
        { $ref: '#/components/schemas/ValidationError' },
        { $ref: '#/components/schemas/MessageError' },
        { $ref: '#/components/schemas/IdempotencyError' },
      ],
    });
    expect(operation(doc, '/api/widgets/v1/run-widgets', 'post').responses).not.toHaveProperty('304');
  });

  it('maps access to security and entitlement errors', () => {
    const ops = [
      readOp({ id: 'Open', rpc: 'open', access: 'public' }),
      readOp({ id: 'Tiered', rpc: 'tiered', access: { minTier: 1 } }),
      readOp({ id: 'Paid', rpc: 'paid', access: { subscription: 'paid' }, bearer: true }),
      writeOp({ id: 'Scoped', rpc: 'scoped', access: { scope: 'widgets:write' }, routed: false }),
    ];
    const d = buildOpenApiDocument(ops);
    const open = operation(d, '/api/widgets/v1/open', 'get');
    const tiered = operation(d, '/api/widgets/v1/tiered', 'get');
    const paid = operation(d, '/api/widgets/v1/paid', 'get');
    const scoped = operation(d, '/api/widgets/v1/scoped', 'post');
    expect(open.security).toEqual([{}, { ServiceKey: [] }, { ApiKeyHeader: [] }, { WorldMonitorKey: [] }]);
    expect(tiered.security).toEqual([{ ServiceKey: [] }, { ApiKeyHeader: [] }, { WorldMonitorKey: [] }]);
    expect(paid.security).toEqual([
      { ServiceKey: [] },
      { ApiKeyHeader: [] },
      { WorldMonitorKey: [] },
      { BearerAuth: [] },
    ]);
    expect(tiered['x-access']).toEqual({ minTier: 1 });
    for (const op of [tiered, paid, scoped]) {
      expect(bodySchema(response(op, '403'))).toEqual({
        anyOf: [{ $ref: '#/components/schemas/EntitlementError' }, { $ref: '#/components/schemas/Error' }],
      });
    }
    expect(response(paid, '403').headers).toHaveProperty('X-Billing-Verification');
    expect(response(scoped, '403').headers).not.toHaveProperty('X-Billing-Verification');
    expect(response(paid, '503').headers).toHaveProperty('Retry-After');
    expect(scoped.responses).not.toHaveProperty('503');
    expect(scoped['x-routed']).toBe(false);
    expect(scoped.description).toMatch(/Not served yet/);
  });

  it('refuses a contract that would make a broken document', () => {
    expect(() => buildOpenApiDocument([readOp(), readOp()])).toThrow(/declared twice/);
    const clash = Type.Object({ other: Type.Number() }, { $id: 'SharedThing' });
    const bad = readOp({ id: 'Clash', rpc: 'clash', response: Type.Object({ a: Shared, b: clash }) });
    expect(() => buildOpenApiDocument([bad])).toThrow(/two different schemas are named SharedThing/);
  });

  it('serializes with sorted keys but keeps field order and path order', () => {
    const text = serializeOpenApiDocument(doc);
    expect(text.endsWith('}\n')).toBe(true);
    const reparsed = JSON.parse(text) as Node;
    expect(Object.keys(reparsed)).toEqual([...Object.keys(reparsed)].sort());
    expect(Object.keys(reparsed.paths as Node)).toEqual([
      '/api/widgets/v1/list-widgets',
      '/api/widgets/v1/run-widgets',
    ]);
    const response = ((reparsed.components as Node).schemas as Node).ListWidgetsResponse as Node;
    expect(Object.keys(response.properties as Node)).toEqual(['widgets', 'pages']);
    expect(JSON.stringify(canonicalize({ b: 1, a: { properties: { z: { b: 1, a: 2 }, y: 1 } } }))).toBe(
      '{"a":{"properties":{"z":{"a":2,"b":1},"y":1}},"b":1}',
    );
    expect(serializeOpenApiDocument(buildOpenApiDocument([readOp(), writeOp()]))).toBe(text);
  });
});
