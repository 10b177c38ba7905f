import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/services';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

/** Names of Object.prototype's members: a plain-object lookup would find them. */
const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('query parameter names that are built-in object properties', () => {
  for (const op of CATALOG.registry.operations.filter((o) => o.method === 'GET' && o.routed)) {
    it(`${op.path} refuses them like any unknown name`, async () => {
      for (const name of PROTOTYPE_NAMES) {
        const base = op.exampleQuery ? `${op.exampleQuery}&` : '';
        const res = await t.app.inject({
          url: `${op.path}?${base}${name}=1`,
          headers: { 'x-service-key': TEST_OPERATOR_KEY },
        });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({
          violations: [{ field: name, description: 'is not a parameter of this operation' }],
        });
      }
    });
  }

  it('still resolves every declared camelCase alias', async () => {
    const withAliases = CATALOG.registry.operations.filter(
      (o) => Object.keys(o.queryAliases ?? {}).length > 0,
    );
    expect(withAliases.length).toBeGreaterThan(0);
    for (const op of withAliases) {
      for (const alias of Object.keys(op.queryAliases ?? {})) {
        const res = await t.app.inject({
          url: `${op.path}?${alias}=x`,
          headers: { 'x-service-key': TEST_OPERATOR_KEY },
        });
        const unknown = (res.json().violations ?? []).filter(
          (v: { description: string }) => v.description === 'is not a parameter of this operation',
        );
        expect(unknown, `${op.id} ${alias}`).toEqual([]);
      }
    }
  });
});
