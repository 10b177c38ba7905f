/**
 * The TypeScript client's health types (clients/typescript/src/health.ts) are written by hand, as
 * `/api/health` is outside the OpenAPI document; they must say what the server sends. The type
 * checks fail `tsc` when a field or a state is added on one side only; the field lists are held
 * against a real `/api/health` body, so a field the server sends without declaring it fails too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type * as Client from '../../clients/typescript/src/health';
import type * as Server from '../../src/platform/health';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** True when A and B are the same type (not merely assignable either way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when its argument is `true`. */
function sameType<T extends true>(_proof: T): void {}

sameType<Same<Client.DatasetHealth, Server.DatasetHealth>>(true);
sameType<Same<Client.DatasetState, Server.DatasetState>>(true);
sameType<Same<Client.RefreshState, Server.DatasetHealth['refresh']>>(true);
sameType<Same<Client.StoreHealth, Server.StoreHealth>>(true);
sameType<Same<Client.HealthReport, Server.HealthReport>>(true);

/** Every field of the client's types, once each (the object literal refuses extra or missing keys). */
const DATASET_FIELDS = {
  key: true,
  state: true,
  fetchedAt: true,
  ageSeconds: true,
  freshForSeconds: true,
  recordCount: true,
  source: true,
  lastError: true,
  lastAttemptAt: true,
  lastSuccessAt: true,
  failedAttempts: true,
  refresh: true,
} satisfies Record<keyof Client.DatasetHealth, true>;
const REPORT_FIELDS = { status: true, checkedAt: true, datasets: true, store: true } satisfies Record<
  keyof Client.HealthReport,
  true
>;
const STORE_FIELDS = { status: true, error: true } satisfies Record<keyof Client.StoreHealth, true>;

describe("the client's health types", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('name exactly the fields /api/health sends', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown> & { datasets: object[]; store: object };
    expect(Object.keys(body).sort()).toEqual(Object.keys(REPORT_FIELDS).sort());
    expect(Object.keys(body.store).sort()).toEqual(Object.keys(STORE_FIELDS).sort());
    expect(body.datasets.length).toBeGreaterThan(0);
    for (const dataset of body.datasets) {
      expect(Object.keys(dataset).sort()).toEqual(Object.keys(DATASET_FIELDS).sort());
    }
  });
});
