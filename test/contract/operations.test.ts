import fastJson from 'fast-json-stringify';
import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../src/schema-check';
import { CATALOG } from '../../src/services';
import {
  ExecuteBatchRequestSchema,
  ExecuteBatchResponseSchema,
  executeBatch,
  MAX_BATCH_ID_LENGTH,
  MAX_BATCH_OPERATIONS,
  MAX_BATCH_PATH_LENGTH,
} from '../../src/services/batch/contract';
import {
  COMPANY_IMPORT_CONTRACT_VERSION,
  DOMICILE_COUNTRIES,
  ImportMonitoredCompanyBatchRequestSchema,
  importMonitoredCompanyBatch,
  MAX_IMPORT_ROWS,
} from '../../src/services/company-monitoring/contract';

const OPERATIONS = CATALOG.registry.operations;

const PATH_FORM = /^\/api\/([a-z]+(?:-[a-z]+)*)\/v1\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** The reference's layout of a later version: `/api/v<N>/<service>/<rpc>` (the v2 shipping path). */
const VERSIONED_PATH_FORM = /^\/api\/v[2-9]\/([a-z]+(?:-[a-z]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

function queryNames(schema: unknown): string[] {
  return Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
}

function batchOf(count: number) {
  return {
    operations: Array.from({ length: count }, (_, i) => ({
      id: `op${i}`,
      path: '/api/climate/v1/get-co2-monitoring',
    })),
  };
}

describe('the operation registry', () => {
  it('gives every operation a path /api/<service>/v1/<kebab-rpc> (or /api/v<N>/<service>/<kebab-rpc>) under its own service', () => {
    for (const op of OPERATIONS) {
      const match = PATH_FORM.exec(op.path) ?? VERSIONED_PATH_FORM.exec(op.path);
      expect(match, op.path).not.toBeNull();
      expect(match?.[1], op.path).toBe(op.service);
    }
  });

  it('has unique ids and unique method-path pairs', () => {
    const ids = OPERATIONS.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('uses only snake_case query names, with camelCase aliases of existing names', () => {
    for (const op of OPERATIONS.filter((o) => o.method === 'GET')) {
      const names = queryNames(op.query);
      for (const name of names) expect(name, `${op.id}.${name}`).toMatch(SNAKE_CASE);
      for (const [alias, canonical] of Object.entries(op.queryAliases ?? {})) {
        expect(alias, `${op.id} alias`).toMatch(CAMEL_CASE);
        expect(names, `${op.id} alias ${alias}`).toContain(canonical);
      }
    }
  });

  it('reads only declared snapshot keys', () => {
    for (const op of OPERATIONS) {
      for (const name of op.snapshotKeys)
        expect(CATALOG.keyByName(name), `${op.id} reads ${name}`).toBeDefined();
    }
  });

  it('keeps the company import in the contract but unrouted', () => {
    expect(OPERATIONS).toContain(importMonitoredCompanyBatch);
    expect(importMonitoredCompanyBatch.routed).toBe(false);
    expect(importMonitoredCompanyBatch.method).toBe('POST');
    expect(importMonitoredCompanyBatch.access).toEqual({ scope: 'company_monitoring:write' });
  });
});

describe('the batch contract', () => {
  it('is a keyed, routed POST that reads no snapshot (SPEC §5.1: not declared public)', () => {
    expect(executeBatch).toMatchObject({
      method: 'POST',
      path: '/api/batch/v1/execute',
      access: 'key',
      routed: true,
    });
    expect(executeBatch.snapshotKeys).toEqual([]);
  });

  it(`accepts 1 to ${MAX_BATCH_OPERATIONS} operations`, () => {
    expect(checkSchema(ExecuteBatchRequestSchema, batchOf(1)).ok).toBe(true);
    expect(checkSchema(ExecuteBatchRequestSchema, batchOf(MAX_BATCH_OPERATIONS)).ok).toBe(true);
    const over = checkSchema(ExecuteBatchRequestSchema, batchOf(MAX_BATCH_OPERATIONS + 1));
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.errors[0]?.keyword).toBe('maxItems');
    expect(checkSchema(ExecuteBatchRequestSchema, batchOf(0)).ok).toBe(false);
    expect(checkSchema(ExecuteBatchRequestSchema, {}).ok).toBe(false);
  });

  it('bounds ids and paths, and lets the id default', () => {
    const op = (id: string | undefined, path: string) => ({
      operations: [id === undefined ? { path } : { id, path }],
    });
    expect(checkSchema(ExecuteBatchRequestSchema, op(undefined, '/api/x/v1/y')).ok).toBe(true);
    expect(checkSchema(ExecuteBatchRequestSchema, op('a'.repeat(MAX_BATCH_ID_LENGTH), '/p')).ok).toBe(true);
    expect(checkSchema(ExecuteBatchRequestSchema, op('a'.repeat(MAX_BATCH_ID_LENGTH + 1), '/p')).ok).toBe(
      false,
    );
    expect(checkSchema(ExecuteBatchRequestSchema, op('', '/p')).ok).toBe(false);
    expect(
      checkSchema(ExecuteBatchRequestSchema, op('a', `/${'p'.repeat(MAX_BATCH_PATH_LENGTH - 1)}`)).ok,
    ).toBe(true);
    expect(checkSchema(ExecuteBatchRequestSchema, op('a', `/${'p'.repeat(MAX_BATCH_PATH_LENGTH)}`)).ok).toBe(
      false,
    );
  });

  it('serializes any JSON body of a result unchanged', () => {
    const serialize = fastJson(ExecuteBatchResponseSchema as Parameters<typeof fastJson>[0]);
    const response = {
      succeeded: 1,
      failed: 2,
      results: [
        { id: 'a', status: 200, body: { nested: { list: [1, 'two', null] }, flag: true }, error: '' },
        { id: 'b', status: 200, body: [1, 2, 3], error: '' },
        { id: 'c', status: 0, error: 'invalid_path' },
      ],
    };
    expect(JSON.parse(serialize(response))).toEqual(response);
  });
});

describe('the company import contract', () => {
  const row = (ordinal: number, domicileCountry = 'DOMICILE_COUNTRY_GB') => ({
    ordinal,
    company: { name: `Test company ${ordinal}`, domicileCountry, domains: ['example.test'] },
  });
  const request = (rows: unknown[]) => ({
    clientImportId: 'import-1',
    contractVersion: COMPANY_IMPORT_CONTRACT_VERSION,
    rows,
  });

  it('lists one domicile value per ISO 3166-1 alpha-2 code', () => {
    const codes = Object.keys(countries.getAlpha2Codes());
    expect(DOMICILE_COUNTRIES).toHaveLength(codes.length);
    expect(DOMICILE_COUNTRIES).toContain('DOMICILE_COUNTRY_US');
    expect(
      checkSchema(ImportMonitoredCompanyBatchRequestSchema, request([row(0, 'DOMICILE_COUNTRY_XX')])).ok,
    ).toBe(false);
  });

  it(`accepts 1 to ${MAX_IMPORT_ROWS} rows with ordinals from 0`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i));
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, request(rows(1))).ok).toBe(true);
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, request(rows(MAX_IMPORT_ROWS))).ok).toBe(
      true,
    );
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, request(rows(MAX_IMPORT_ROWS + 1))).ok).toBe(
      false,
    );
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, request([])).ok).toBe(false);
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, request([row(-1)])).ok).toBe(false);
  });

  it('requires the contract version and a client import id', () => {
    const ok = request([row(0)]);
    expect(
      checkSchema(ImportMonitoredCompanyBatchRequestSchema, { ...ok, contractVersion: 'cm-import-v2' }).ok,
    ).toBe(false);
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, { ...ok, clientImportId: '' }).ok).toBe(
      false,
    );
    expect(
      checkSchema(ImportMonitoredCompanyBatchRequestSchema, { ...ok, clientImportId: 'x'.repeat(65) }).ok,
    ).toBe(false);
    const noName = { ...ok, rows: [{ ordinal: 0, company: { domicileCountry: 'DOMICILE_COUNTRY_US' } }] };
    expect(checkSchema(ImportMonitoredCompanyBatchRequestSchema, noName).ok).toBe(false);
  });
});
