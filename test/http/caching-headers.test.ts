/**
 * Security headers. HTML pages carry exactly what `@fastify/helmet` sets with
 * `contentSecurityPolicy: false` (DOCUMENT_SECURITY_HEADERS is kept equal to helmet's output, so a
 * helmet upgrade that changes its defaults fails here); JSON answers and errors carry the API set
 * and none of the document-only headers.
 */
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineHook } from '../../src/http/pipeline';
import {
  API_SECURITY_HEADERS,
  DOCUMENT_SECURITY_HEADERS,
  setDocumentSecurityHeaders,
} from '../../src/http/security-headers';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

async function headersOf(app: FastifyInstance, url: string): Promise<Record<string, unknown>> {
  app.get('/ok', async () => ({ ok: true }));
  await app.ready();
  const res = await app.inject({ url });
  await app.close();
  return res.headers;
}

const BASELINE = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
const securityPart = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !BASELINE.has(name)));

describe('document security headers', () => {
  it.each(['/ok', '/missing'])('match @fastify/helmet on %s', async (url) => {
    const withHelmet = Fastify();
    await withHelmet.register(helmet, { contentSecurityPolicy: false, global: true });
    const precomputed = Fastify();
    precomputed.addHook('onRequest', pipelineHook([setDocumentSecurityHeaders]));
    const expected = securityPart(await headersOf(withHelmet, url));
    expect(securityPart(await headersOf(precomputed, url))).toEqual(expected);
    expect(expected).toEqual(DOCUMENT_SECURITY_HEADERS);
  });
});

describe('security headers of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const documentOnly = Object.keys(DOCUMENT_SECURITY_HEADERS).filter(
    (name) => !(name in API_SECURITY_HEADERS),
  );

  it.each([
    ['a JSON answer', '/api/climate/v1/get-co2-monitoring', { 'x-service-key': TEST_OPERATOR_KEY }],
    ['a 401', '/api/climate/v1/get-co2-monitoring', {}],
    ['a 404', '/nowhere', {}],
    ['health', '/api/health', {}],
  ])('%s carries the API set and no document-only header', async (_name, url, headers) => {
    const res = await t.app.inject({ url, headers });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    for (const name of documentOnly) expect(res.headers[name]).toBeUndefined();
  });

  it('a CORS preflight, answered before authentication, carries the API set too', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/climate/v1/get-co2-monitoring',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
  });

  it('the /docs page carries the document set and no CSP that would block its script', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(securityPart(res.headers)).toMatchObject(DOCUMENT_SECURITY_HEADERS);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
