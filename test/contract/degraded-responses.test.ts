import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchema, describeErrors } from '../../src/schema-check';
import { CATALOG } from '../../src/services';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';

const OPERATIONS = CATALOG.registry.operations;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('with no data at all, every GET answers its documented degraded body', () => {
  for (const op of OPERATIONS.filter((o) => o.method === 'GET' && o.routed)) {
    it(op.path, async () => {
      const q = VALID_QUERIES[op.id];
      const res = await t.app.inject({
        url: q ? `${op.path}?${q}` : op.path,
        headers: { 'x-service-key': TEST_OPERATOR_KEY },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-data-status']).toBe('unavailable');
      expect(res.headers['x-data-fetched-at']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      const check = checkSchema(op.response, structuredClone(body));
      expect(check.ok, check.ok ? '' : describeErrors(check.errors)).toBe(true);
      // No degraded body may claim demo data.
      expect(JSON.stringify(body)).not.toContain('"isDemoMode":true');
    });
  }
});
