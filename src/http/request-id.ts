/**
 * Request ids: every response carries `X-Request-Id`. A well-formed incoming id is kept so a
 * caller can correlate; anything else is replaced by a fresh one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify `genReqId`: reuses a safe incoming X-Request-Id, else a random UUID. */
export function generateRequestId(req: RawRequestDefaultExpression): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id on every response. */
export function registerRequestId(app: FastifyInstance): void {
  // Synchronous hooks: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
