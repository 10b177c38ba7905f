/**
 * Every error kind, decoded from real answers of a server listening on 127.0.0.1 into its typed
 * error: validation (violations), projection, authentication, entitlement (tiers; renewal pending),
 * rate limit (retry time), idempotency. Also: a bearer token set once on the client.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { MATRIX_JWT } from '../../../test/helpers/auth-matrix';
import {
  AuthenticationError,
  createWorldMonitor,
  EntitlementError,
  IdempotencyError,
  ProjectionError,
  RateLimitError,
  ValidationError,
  type Violation,
} from '../src/index';
import { type LiveServer, startLiveServer } from './live-server.test-helper';

/** Tier 0 callers get two calls a window: the third is refused. */
const TIER0_LIMIT = 2;

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({
    env: {
      RATE_LIMITS: `0:${TIER0_LIMIT},1:1000,2:1000,3:0`,
      JWT_SECRET: MATRIX_JWT.secret,
      JWT_ISSUER: MATRIX_JWT.issuer,
      JWT_AUDIENCE: MATRIX_JWT.audience,
    },
  });
});
afterAll(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('typed errors', () => {
  it('validation: every bad parameter, named as sent', async () => {
    const wm = createWorldMonitor({ baseUrl: server.url, apiKey: await server.createKey({ tier: 1 }) });
    const error = await rejection(wm.aviation.listAirportFlights({ airport: 'jfk', limit: 500 }));
    expect(error).toBeInstanceOf(ValidationError);
    const v = error as ValidationError;
    expectTypeOf(v.violations).toEqualTypeOf<Violation[]>();
    expect(v.status).toBe(400);
    expect(v.kind).toBe('validation');
    expect(v.violations).toEqual([
      { field: 'airport', description: 'must be an IATA airport code (three upper-case letters, e.g. JFK)' },
      { field: 'limit', description: 'must be at most 100' },
    ]);
    expect(v.meta.requestId).toMatch(/\S/);
  });

  it('projection: the reason and the body’s top-level keys', async () => {
    const wm = createWorldMonitor({ baseUrl: server.url, apiKey: await server.createKey({ tier: 1 }) });
    const error = await rejection(wm.climate.getCo2Monitoring({ jmespath: 'monitoring.[' }));
    expect(error).toBeInstanceOf(ProjectionError);
    const p = error as ProjectionError;
    expect(p.status).toBe(400);
    expect(p.reason).toMatch(/\S/);
    expect(p.originalKeys).toEqual(expect.any(Array));
    expect(p.body).toEqual({ _jmespath_error: p.reason, original_keys: p.originalKeys });
  });

  it('authentication: no key, an unknown key', async () => {
    const none = await rejection(createWorldMonitor({ baseUrl: server.url }).climate.getCo2Monitoring());
    expect(none).toBeInstanceOf(AuthenticationError);
    expect((none as AuthenticationError).body).toEqual({ error: 'Missing API key (send X-Service-Key)' });
    const unknown = createWorldMonitor({ baseUrl: server.url, apiKey: `wmk_${'C'.repeat(43)}` });
    const error = await rejection(unknown.climate.getCo2Monitoring());
    expect(error).toMatchObject({ status: 401, kind: 'authentication', body: { error: 'Unknown API key' } });
  });

  it('entitlement: required and current tier; renewal being verified', async () => {
    const free = createWorldMonitor({ baseUrl: server.url, apiKey: await server.createKey({ tier: 0 }) });
    const error = await rejection(free.resilience.getDemographicsCapability({ country_code: 'DE' }));
    expect(error).toBeInstanceOf(EntitlementError);
    const e = error as EntitlementError;
    expect([e.status, e.code, e.requiredTier, e.currentTier, e.planKey]).toEqual([
      403,
      'tier_required',
      1,
      0,
      'free',
    ]);

    const pending = createWorldMonitor({
      baseUrl: server.url,
      apiKey: await server.createKey({ tier: 1, subscription: 'renewal_pending' }),
    });
    const renewal = await rejection(pending.resilience.getDemographicsCapability({ country_code: 'DE' }));
    expect(renewal).toBeInstanceOf(EntitlementError);
    expect(renewal).toMatchObject({ status: 503, code: 'renewal_verification_pending', requiredTier: 1 });
    expect((renewal as EntitlementError).meta.retryAfterSeconds).toBe(30);
  });

  it('rate limit: the window in the headers, then a RateLimitError with its retry time', async () => {
    const wm = createWorldMonitor({ baseUrl: server.url, apiKey: await server.createKey({ tier: 0 }) });
    const first = await wm.climate.getCo2Monitoring();
    expect(first.rateLimit).toMatchObject({ limit: TIER0_LIMIT, remaining: TIER0_LIMIT - 1 });
    await wm.climate.getCo2Monitoring();
    const error = await rejection(wm.climate.getCo2Monitoring());
    expect(error).toBeInstanceOf(RateLimitError);
    const r = error as RateLimitError;
    expect(r.status).toBe(429);
    expect(r.retryAfterSeconds).toBeGreaterThan(0);
    expect(r.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(r.meta.rateLimit).toMatchObject({ limit: TIER0_LIMIT, remaining: 0 });
  });

  it('idempotency: the same key with other operations is refused with 422', async () => {
    const wm = createWorldMonitor({ baseUrl: server.url, apiKey: await server.createKey({ tier: 1 }) });
    await wm.batch([wm.ops.climate.getCo2Monitoring()], { idempotencyKey: 'errors-test-1' });
    const error = await rejection(
      wm.batch([wm.ops.climate.getOceanIceData()], { idempotencyKey: 'errors-test-1' }),
    );
    expect(error).toBeInstanceOf(IdempotencyError);
    expect(error).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('bearer token set once: accepted where the contract lists bearer', async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ tier: 1, subscription: 'active', plan: 'pro' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(MATRIX_JWT.issuer)
      .setAudience(MATRIX_JWT.audience)
      .setSubject('client-test')
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(MATRIX_JWT.secret));
    const wm = createWorldMonitor({ baseUrl: server.url, bearerToken: token });
    const answer = await wm.intelligence.listMarketImplications();
    expect(answer.status).toBe(200);
    const elsewhere = await rejection(wm.climate.getCo2Monitoring());
    expect(elsewhere).toBeInstanceOf(AuthenticationError);
  });
});
