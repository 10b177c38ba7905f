import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

const CO2 = '/api/climate/v1/get-co2-monitoring';
const KEY = { 'x-service-key': TEST_OPERATOR_KEY };

describe('request pipeline: ids, CORS, errors, security headers', () => {
  let open: TestApp;
  let restricted: TestApp;
  beforeAll(async () => {
    open = await buildTestApp();
    restricted = await buildTestApp({
      env: { CORS_ORIGINS: 'https://app.example.org,https://other.example.org' },
    });
  });
  afterAll(async () => {
    await open.close();
    await restricted.close();
  });

  it('puts a request id on every response and keeps a safe incoming one', async () => {
    const a = await open.app.inject({ url: CO2, headers: KEY });
    const a2 = await open.app.inject({ url: CO2, headers: KEY });
    // Fresh ids: this process's random prefix and a counter, distinct per request.
    expect(a.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    expect(a2.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect(String(a2.headers['x-request-id']).split('-')[0]).toBe(
      String(a.headers['x-request-id']).split('-')[0],
    );
    const b = await open.app.inject({ url: '/nowhere', headers: { 'x-request-id': 'trace-123' } });
    expect(b.headers['x-request-id']).toBe('trace-123');
    const c = await open.app.inject({ url: '/nowhere', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(c.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('answers preflights with 204 and allows every origin by default', async () => {
    const res = await open.app.inject({
      method: 'OPTIONS',
      url: CO2,
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('X-Service-Key');
    expect(res.headers['access-control-allow-headers']).toContain('X-WorldMonitor-Key');
  });

  it('refuses a disallowed origin with a JSON 403 that still carries CORS headers', async () => {
    const res = await restricted.app.inject({
      url: CO2,
      headers: { ...KEY, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Origin https://evil.example is not allowed' });
    expect(res.headers['access-control-allow-origin']).toBe('https://evil.example');
    const pre = await restricted.app.inject({
      method: 'OPTIONS',
      url: CO2,
      headers: { origin: 'https://evil.example' },
    });
    expect(pre.statusCode).toBe(403);
    const ok = await restricted.app.inject({
      method: 'OPTIONS',
      url: CO2,
      headers: { origin: 'https://app.example.org' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(ok.headers.vary).toContain('Origin');
  });

  it('answers unknown paths with a JSON 404, wrong methods with 405 and Allow', async () => {
    const nf = await open.app.inject({ url: '/api/nothing/v1/here' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ error: 'Not found' });
    const unrouted = await open.app.inject({
      method: 'POST',
      url: '/api/company-monitoring/v1/import-monitored-company-batch',
      headers: { ...KEY, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unrouted.statusCode).toBe(404);
    expect(unrouted.json()).toEqual({ error: 'Not found' });
    const wrong = await open.app.inject({ method: 'DELETE', url: CO2, headers: KEY });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(wrong.json()).toEqual({ error: 'Method not allowed' });
  });

  it('sends security headers and hides internals', async () => {
    const res = await open.app.inject({ url: CO2, headers: KEY });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('accepts X-Api-Key as the same credential and trims nothing else', async () => {
    const res = await open.app.inject({ url: CO2, headers: { 'x-api-key': TEST_OPERATOR_KEY } });
    expect(res.statusCode).toBe(200);
  });

  it("accepts X-WorldMonitor-Key, the reference clients' header, as the same credential", async () => {
    const ok = await open.app.inject({ url: CO2, headers: { 'x-worldmonitor-key': TEST_OPERATOR_KEY } });
    expect(ok.statusCode).toBe(200);
    const bad = await open.app.inject({ url: CO2, headers: { 'x-worldmonitor-key': 'not-a-key' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'Malformed API key' });
  });
});
