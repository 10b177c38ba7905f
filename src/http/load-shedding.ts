/**
 * Load shedding (DESIGN §7): when the event loop lags past `MAX_EVENT_LOOP_DELAY_MS`, new
 * requests get 503 `{ error }` with Retry-After instead of queueing until every client times out.
 * Health stays reachable so operators can see why.
 *
 * The lag is Node's own event-loop delay histogram (`perf_hooks.monitorEventLoopDelay`), read and
 * reset by an unref'd timer every sample interval; the request path only compares one number.
 * This replaces `@fastify/under-pressure`, which measured the lag the same way but ran as a hook
 * of its own that rebuilt Fastify's `routeOptions` object on every request (bench/README.md).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ApiError } from '../errors';
import { sendApiError } from './error-handler';
import { ANSWERED, type Step } from './pipeline';

/** Event-loop delay beyond which requests are shed, in ms. */
export const MAX_EVENT_LOOP_DELAY_MS = 1000;
/** How often the delay is sampled, in ms. */
export const LOAD_SAMPLE_INTERVAL_MS = 1000;
/** Retry-After of a shed request, in seconds. */
export const SHED_RETRY_AFTER_SECONDS = 5;
/** Resolution of the delay histogram, in ms (subtracted from its mean, as it is its own timer). */
const HISTOGRAM_RESOLUTION_MS = 10;
/** Requests under this path are never shed. */
const EXEMPT_PREFIX = '/api/health';

export interface LoadSheddingOptions {
  maxEventLoopDelayMs?: number;
  sampleIntervalMs?: number;
}

/** A running load shedder: its pipeline step, and `stop` for the app's close. */
export interface LoadShedder {
  step: Step;
  stop(): void;
}

/** Starts sampling the event-loop delay and returns the step that sheds while it is too high. */
export function startLoadShedder(options: LoadSheddingOptions = {}): LoadShedder {
  const maxDelayMs = options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS;
  const intervalMs = Math.max(HISTOGRAM_RESOLUTION_MS, options.sampleIntervalMs ?? LOAD_SAMPLE_INTERVAL_MS);
  const histogram = monitorEventLoopDelay({ resolution: HISTOGRAM_RESOLUTION_MS });
  histogram.enable();
  let overloaded = false;
  const timer = setInterval(() => {
    const delayMs = histogram.mean / 1e6 - HISTOGRAM_RESOLUTION_MS;
    // No sample in a whole interval means the loop never got back to the timer: overloaded.
    overloaded = Number.isNaN(delayMs) || delayMs > maxDelayMs;
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return {
    step: (request, reply) => {
      if (!overloaded || request.url.startsWith(EXEMPT_PREFIX)) return undefined;
      // Answered here rather than thrown: a shed request is not a fault to log at error level.
      sendApiError(reply, new ApiError('OVERLOADED', { retryAfterSeconds: SHED_RETRY_AFTER_SECONDS }));
      return ANSWERED;
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
