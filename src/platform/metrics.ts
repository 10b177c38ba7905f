/**
 * `GET /metrics` (DESIGN §4): Prometheus text format. Each app has its own registry for its HTTP
 * metrics (tests build many apps in one process); the process metrics (CPU, memory, event loop,
 * GC) describe the process, so they are collected once per process into a separate registry and
 * merged in at scrape time. Neither uses prom-client's global registry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Label of requests that matched no route (404, 405). */
export const UNMATCHED_OPERATION = 'unmatched';
/** Upper bounds of the request-duration histogram, in seconds. */
export const HTTP_DURATION_BUCKETS = [
  0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

let processRegistry: Registry | undefined;

/** The process-wide registry of default metrics, created on first use. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The operation label of a request: the operation id, the route URL of a platform route, or `unmatched`. */
export function operationLabel(request: FastifyRequest): string {
  const op = request.routeOptions.config.operation;
  if (op) return op.id;
  return request.routeOptions.url ?? UNMATCHED_OPERATION;
}

/** The HTTP metrics of one app. */
export class HttpMetrics {
  private readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by operation, method and status code.',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its response, in seconds, by operation.',
    labelNames: ['operation'] as const,
    buckets: [...HTTP_DURATION_BUCKETS],
    registers: [this.registry],
  });

  /** Content-Type of the exposition text. */
  readonly contentType = this.registry.contentType;

  /** Records one answered request. */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    const operation = operationLabel(request);
    this.requests.inc({ operation, method: request.method, status: String(reply.statusCode) });
    this.duration.observe({ operation }, reply.elapsedTime / 1000);
  }

  /** The exposition text: this app's HTTP metrics and the process metrics. */
  async render(): Promise<string> {
    return Registry.merge([this.registry, processMetrics()]).metrics();
  }
}
