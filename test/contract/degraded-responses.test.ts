import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PAGINATION } from '../../src/contract/paged-list';
import { checkSchema, describeErrors } from '../../src/schema-check';
import { CATALOG } from '../../src/services';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';

const OPERATIONS = CATALOG.registry.operations;

/**
 * Degraded bodies that list something beyond the inputs they lack, and why. Every degraded body may
 * name what it lacks in a `missingInputs` list (DESIGN §8: a derived operation names a missing
 * input in its degraded fields); nothing else may be listed.
 */
const LISTS_WHEN_DEGRADED: Readonly<Record<string, string>> = {
  GetDemographicsCapability: 'lists every fetch stage, each marked unavailable',
  GetShippingStress: 'lists its components, each marked missing',
  GetShippingRates: 'names the indices without a public source and the FRED series not held',
};

/** A list naming the inputs an answer lacks: the one list any degraded body may carry. */
const MISSING_INPUTS = /\.missingInputs$/;

/** Paths (`a.b`) of the non-empty arrays in a JSON value. */
function nonEmptyArrays(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.length > 0 ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => nonEmptyArrays(v, `${path}.${k}`));
}

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
      // No degraded body may claim demo data, nor records it does not have.
      expect(JSON.stringify(body)).not.toContain('"isDemoMode":true');
      if (!LISTS_WHEN_DEGRADED[op.id])
        expect(
          nonEmptyArrays(body).filter((path) => !MISSING_INPUTS.test(path)),
          'a degraded body lists nothing but its missing inputs',
        ).toEqual([]);
      if ('pagination' in body) expect(body.pagination).toEqual(EMPTY_PAGINATION);
      if ('dataAvailable' in body) expect(body.dataAvailable).toBe(false);
      for (const flag of ['unavailable', 'upstreamUnavailable'] as const) {
        if (flag in body) expect(body[flag], flag).toBe(true);
      }
      // The date of no data: 0 (epoch ms), '0' (int64 string) or '' (ISO 8601).
      for (const date of ['fetchedAt', 'updatedAt', 'generatedAt'] as const) {
        if (date in body) expect([0, '0', ''], date).toContain(body[date]);
      }
    });
  }
});
