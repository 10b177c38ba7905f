import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/services';
import { type Credential, expectedFor, MATRIX_JWT, matrixCredentials } from '../helpers/auth-matrix';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { VALID_BATCH_BODY, VALID_QUERIES } from '../helpers/valid-requests';

const OPERATIONS = CATALOG.registry.operations;

let t: TestApp;
let creds: Credential[];

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      JWT_SECRET: MATRIX_JWT.secret,
      JWT_ISSUER: MATRIX_JWT.issuer,
      JWT_AUDIENCE: MATRIX_JWT.audience,
      RATE_LIMITS: '0:0,1:0,2:0,3:0',
    },
  });
  creds = await matrixCredentials(t);
});
afterAll(() => t.close());

describe('auth matrix: every operation × every caller', () => {
  for (const op of OPERATIONS) {
    it(`${op.method} ${op.path}`, async () => {
      const query = VALID_QUERIES[op.id];
      if (op.method === 'GET') expect(query, `add ${op.id} to test/helpers/valid-requests.ts`).toBeDefined();
      for (const c of creds) {
        const expected = expectedFor(op, c);
        const res = await t.app.inject({
          method: op.method,
          url: query ? `${op.path}?${query}` : op.path,
          headers: { ...c.headers, ...(op.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          payload:
            op.method === 'POST'
              ? JSON.stringify(op.id === 'ExecuteBatch' ? VALID_BATCH_BODY : (op.exampleBody ?? {}))
              : undefined,
        });
        const label = `${op.id} with ${c.name}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(expected.status);
        if (expected.body) expect(res.json(), label).toEqual(expected.body);
        for (const [name, value] of Object.entries(expected.headers ?? {})) {
          expect(res.headers[name], `${label}: header ${name}`).toBe(value);
        }
        if (expected.status === 401) expect(res.headers['www-authenticate'], label).toBeDefined();
      }
    });
  }
});
