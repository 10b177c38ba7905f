/**
 * The precomputed security headers stay equal to what `@fastify/helmet` sets as configured in
 * app.ts (`contentSecurityPolicy: false`), so swapping one for the other changes no response.
 */
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SECURITY_HEADERS } from '../../src/http/security-headers';

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

describe('security headers', () => {
  it.each(['/ok', '/missing'])('match @fastify/helmet on %s', async (url) => {
    const withHelmet = Fastify();
    await withHelmet.register(helmet, { contentSecurityPolicy: false, global: true });
    const precomputed = Fastify();
    registerSecurityHeaders(precomputed);
    const expected = securityPart(await headersOf(withHelmet, url));
    expect(securityPart(await headersOf(precomputed, url))).toEqual(expected);
    expect(expected).toEqual(SECURITY_HEADERS);
  });
});
