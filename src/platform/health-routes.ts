/**
 * The health endpoints every process serves, the API's and the worker's alike:
 * - `GET /api/health`: the per-dataset report and the store's state (health.ts);
 * - `GET /api/health/live`: 200 while the process runs (a liveness probe: restart it if not);
 * - `GET /api/health/ready`: 200 when the store answers and the bundled data is loaded, else 503
 *   (a readiness probe: send it traffic only when 200).
 * All public and never cached.
 */
import type { FastifyInstance } from 'fastify';
import type { HealthReporter } from './health';

/** Where the probes are served. */
export const HEALTH_PATH = '/api/health';
export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';
/** Status of `/api/health/ready` while the process is not ready. */
export const NOT_READY_STATUS = 503;

/** What the health endpoints need. */
export interface HealthRouteDeps {
  /** The process's one reporter (the status page reads the same one, and its last-known view). */
  reporter: HealthReporter;
  now: () => Date;
}

/** Registers the three health endpoints. */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthRouteDeps): void {
  const { reporter } = deps;
  // A first report at start, so a store outage before anyone asked still shows the datasets.
  app.addHook('onReady', async () => {
    await reporter.report(deps.now());
  });
  app.get(HEALTH_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await reporter.report(deps.now())),
  );
  app.get(LIVE_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'live' }),
  );
  app.get(READY_PATH, async (_request, reply) => {
    const ready = await reporter.ready();
    return reply
      .code(ready.ready ? 200 : NOT_READY_STATUS)
      .header('cache-control', 'no-store')
      .send({
        status: ready.ready ? 'ready' : 'not_ready',
        store: ready.store,
        dataLoaded: ready.dataLoaded,
      });
  });
}
