/**
 * Request ids: every response carries `X-Request-Id`. A well-formed incoming id is kept so a
 * caller can correlate; anything else is replaced by a fresh one.
 */
import { randomUUID } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';
import type { Step } from './pipeline';

const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify `genReqId`: reuses a safe incoming X-Request-Id, else a random UUID. */
export function generateRequestId(req: RawRequestDefaultExpression): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}

/** Pipeline step: echoes the request id on the response. */
export const echoRequestId: Step = (request, reply) => {
  reply.header('x-request-id', request.id);
  return undefined;
};
