/**
 * Prototypes of the changes bench/README.md proposes outside the bench, so their effect can be
 * measured with `npm run bench -- --breakdown`. Bench code only: the service does not import them.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';
import { ALL_SCOPES, type Caller } from '../../src/auth/caller';
import { HTTP_DURATION_BUCKETS, operationLabel } from '../../src/platform/metrics';

/**
 * Operator-key authentication with everything but one SHA-256 of the presented key computed once:
 * the operator keys' digests and their Caller records (today: three hashes per request).
 */
export function registerPrecomputedOperatorAuth(app: FastifyInstance, operatorKeys: readonly string[]): void {
  const operators = operatorKeys.map((key, i) => {
    const id = `operator:${i}`;
    const caller: Caller = {
      kind: 'enterprise_key',
      id,
      accountId: id,
      tier: 3,
      scopes: [ALL_SCOPES],
      subscription: 'active',
      planKey: 'enterprise',
    };
    return { digest: hash('sha256', key, 'buffer'), caller };
  });
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', (request, reply, done) => {
    const presented = request.headers['x-service-key'];
    if (typeof presented === 'string') {
      const digest = hash('sha256', presented.trim(), 'buffer');
      const match = operators.find((o) => timingSafeEqual(o.digest, digest));
      if (match) {
        request.caller = match.caller;
        done();
        return;
      }
    }
    reply.code(401).send({ error: 'Missing or invalid API key' });
  });
}

/** The HTTP metrics of platform/metrics.ts with each label set's child looked up once. */
export function registerCachedMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request duration',
    labelNames: ['operation'] as const,
    buckets: [...HTTP_DURATION_BUCKETS],
    registers: [registry],
  });
  const children = new Map<string, { count: () => void; time: (s: number) => void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationLabel(request);
    const key = `${operation} ${request.method} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      const counter = requests.labels(operation, request.method, String(reply.statusCode));
      const histogram = duration.labels(operation);
      child = { count: () => counter.inc(), time: (s) => histogram.observe(s) };
      children.set(key, child);
    }
    child.count();
    child.time(reply.elapsedTime / 1000);
    done();
  });
}
