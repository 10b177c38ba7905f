/**
 * `GET /metrics` (DESIGN §4): Prometheus text format. Each app counts its own HTTP metrics (tests
 * build many apps in one process); the process metrics (CPU, memory, event loop, GC) describe the
 * process, so prom-client collects them once per process into its own registry (not the global
 * one), appended at scrape time.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { operationOf } from '../http/request-state';

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

/** A sample line whose value is not a number (prom-client writes `Nan`). */
const UNSAMPLED_LINE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? nan$/i;
/** The event-loop lag minimum before its first sample: Node's histogram starts at 2^63-1 ns. */
const UNSAMPLED_MIN_LINE = /^nodejs_eventloop_lag_min_seconds 9223372036\.854\d*$/;

/**
 * Drops the samples that have no value yet: until Node's event-loop histogram has a first sample,
 * prom-client reports its mean and deviation as `Nan` (not even the format's `NaN`) and its minimum
 * as 2^63-1 ns, which scrapers and dashboards read as a broken process. Until then those metrics
 * are listed (HELP, TYPE) without a sample.
 */
function withoutUnsampled(text: string): string {
  return text
    .split('\n')
    .filter((line) => !UNSAMPLED_LINE.test(line) && !UNSAMPLED_MIN_LINE.test(line))
    .join('\n');
}

/** The operation label of a request: the operation id, the route URL of a platform route, or `unmatched`. */
export function operationLabel(request: FastifyRequest): string {
  const op = operationOf(request);
  if (op) return op.id;
  return request.routeOptions.url ?? UNMATCHED_OPERATION;
}

/** Counts and duration histogram of one operation label. */
interface OperationStats {
  /** Requests by method, then by status code. */
  requests: Map<string, Map<number, number>>;
  /** Observations per bucket of HTTP_DURATION_BUCKETS (not cumulative); the last slot is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * The HTTP metrics of one app. They are counted in plain numbers per request and written in the
 * Prometheus text format at scrape time: prom-client's `inc`/`observe` validate and hash their
 * label object on every call, which measured ~1.3 µs per request here (bench/README.md), about a
 * tenth of the whole cached GET. prom-client still collects the process metrics.
 */
export class HttpMetrics {
  private readonly stats = new Map<string, OperationStats>();

  /** Content-Type of the exposition text. */
  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;

  /** Records one answered request. */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    this.record(operationLabel(request), request.method, reply.statusCode, reply.elapsedTime);
  }

  /** Records one answered request by its operation label. */
  private record(operation: string, method: string, status: number, elapsedMs: number): void {
    const stats = this.statsOf(operation);
    let byStatus = stats.requests.get(method);
    if (!byStatus) {
      byStatus = new Map();
      stats.requests.set(method, byStatus);
    }
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const seconds = elapsedMs / 1000;
    let i = 0;
    while (i < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[i]!) i++;
    stats.buckets[i]! += 1;
    stats.sum += seconds;
    stats.count += 1;
  }

  /** The exposition text: this app's HTTP metrics and the process metrics. */
  async render(): Promise<string> {
    return this.renderHttp() + withoutUnsampled(await processMetrics().metrics());
  }

  private statsOf(operation: string): OperationStats {
    let stats = this.stats.get(operation);
    if (!stats) {
      stats = {
        requests: new Map(),
        buckets: new Array<number>(HTTP_DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.stats.set(operation, stats);
    }
    return stats;
  }

  private renderHttp(): string {
    const lines = [
      '# HELP http_requests_total HTTP requests answered, by operation, method and status code.',
      '# TYPE http_requests_total counter',
    ];
    for (const [operation, stats] of this.stats) {
      for (const [method, byStatus] of stats.requests) {
        for (const [status, n] of byStatus) {
          lines.push(
            `http_requests_total${formatLabels({ operation, method, status: String(status) })} ${n}`,
          );
        }
      }
    }
    lines.push(
      '# HELP http_request_duration_seconds Time from receiving a request to finishing its response, in seconds, by operation.',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const [operation, stats] of this.stats) {
      let cumulative = 0;
      HTTP_DURATION_BUCKETS.forEach((bound, i) => {
        cumulative += stats.buckets[i]!;
        lines.push(
          `http_request_duration_seconds_bucket${formatLabels({ le: String(bound), operation })} ${cumulative}`,
        );
      });
      lines.push(
        `http_request_duration_seconds_bucket${formatLabels({ le: '+Inf', operation })} ${stats.count}`,
      );
      lines.push(`http_request_duration_seconds_sum${formatLabels({ operation })} ${stats.sum}`);
      lines.push(`http_request_duration_seconds_count${formatLabels({ operation })} ${stats.count}`);
    }
    return `${lines.join('\n')}\n\n`;
  }
}

/** A label set in the text format, values escaped (backslash, double quote, line feed). */
export function formatLabels(values: Record<string, string>): string {
  const parts = Object.entries(values).map(
    ([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return `{${parts.join(',')}}`;
}
