/**
 * Load shedding (DESIGN §7, `@fastify/under-pressure`): when the event loop lags past
 * `MAX_EVENT_LOOP_DELAY_MS`, new requests get 503 `{ error }` with Retry-After instead of queueing
 * until every client times out. Health stays reachable so operators can see why.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { sendApiError } from './error-handler';

/** Event-loop delay beyond which requests are shed, in ms. */
export const MAX_EVENT_LOOP_DELAY_MS = 1000;
/** Retry-After of a shed request, in seconds. */
export const SHED_RETRY_AFTER_SECONDS = 5;

/** Registers load shedding on every route except health (options exist for tests). */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs?: number; sampleIntervalMs?: number } = {},
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    exposeStatusRoute: false,
    pressureHandler: (request, reply) => {
      if (request.url.startsWith('/api/health')) return;
      sendApiError(reply, new ApiError('OVERLOADED', { retryAfterSeconds: SHED_RETRY_AFTER_SECONDS }));
    },
  });
}
