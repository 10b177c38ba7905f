import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_MESSAGE } from '../../src/http/access-log';
import { CATALOG } from '../../src/services';
import { MATRIX_JWT, matrixCredentials } from '../helpers/auth-matrix';
import { Capture } from '../helpers/capture';
import { buildTestApp, TEST_OPERATOR_KEY } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';

const OPERATIONS = CATALOG.registry.operations;

describe('secrets never reach the logs', () => {
  it('logs every request at trace level without any key or token it carried', async () => {
    const logs = new Capture();
    const t = await buildTestApp({
      env: {
        JWT_SECRET: MATRIX_JWT.secret,
        JWT_ISSUER: MATRIX_JWT.issuer,
        JWT_AUDIENCE: MATRIX_JWT.audience,
      },
      deps: { logger: { level: 'trace', stream: logs } },
    });
    try {
      const creds = await matrixCredentials(t);
      const secrets = new Set<string>([TEST_OPERATOR_KEY, MATRIX_JWT.secret]);
      for (const c of creds) {
        for (const value of Object.values(c.headers)) secrets.add(value.replace(/^Bearer /, ''));
      }
      for (const op of OPERATIONS.filter((o) => o.method === 'GET')) {
        for (const c of creds) {
          const q = VALID_QUERIES[op.id];
          await t.app.inject({ url: q ? `${op.path}?${q}` : op.path, headers: c.headers });
        }
      }
      const text = logs.text();
      expect(text.length).toBeGreaterThan(1000);
      expect(text).toContain(`"msg":"${ACCESS_LOG_MESSAGE}"`);
      for (const secret of secrets)
        expect(text.includes(secret), `a secret leaked into the logs`).toBe(false);
    } finally {
      await t.close();
    }
  });
});
