/**
 * Platform endpoints outside the catalog (SPEC §4.6 last paragraph, DESIGN §4): health, version,
 * the OpenAPI document, the docs page, the status page and Prometheus metrics. All public (they
 * carry no operation, so authentication passes them by).
 */
import type { FastifyInstance } from 'fastify';
import type { StoreKind } from '../config';
import { sendJson } from '../http/get-route';
import { strongEtag } from '../http/rendered-response';
import { freshnessWindows } from '../ingest/freshness';
import type { ProviderSourceState } from '../ingest/source';
import type { AnyIngestJob } from '../ingest/types';
import { buildOpenApiDocument } from '../openapi/document';
import { serializeOpenApiDocument } from '../openapi/serialize';
import { CATALOG } from '../services';
import type { Store } from '../store/ports';
import { versionInfo } from '../version';
import { DOCS_PATH, OPENAPI_PATH, registerDocs } from './docs';
import { HealthReporter, type Readiness } from './health';
import { registerHealthRoutes } from './health-routes';
import { HttpMetrics } from './metrics';
import { registerStatusPage, STATUS_PATH } from './status-page';

/** Where the Prometheus metrics are served. */
export const METRICS_PATH = '/metrics';
/** Cache-Control of `/openapi.json`: clients revalidate with the ETag, as it changes with a deploy. */
export const OPENAPI_CACHE_CONTROL = 'no-cache';

let openApiText: string | undefined;

/** The served document, built once per process: it is a pure function of the registry. */
function registryOpenApiText(): string {
  openApiText ??= serializeOpenApiDocument(buildOpenApiDocument(CATALOG.registry.operations));
  return openApiText;
}

export interface PlatformDeps {
  store: Store;
  now: () => Date;
  /** The store's mode and this configuration's ingestion jobs, shown by the status page. */
  storeMode: StoreKind;
  jobs: readonly AnyIngestJob[];
  /** Each request-time source, configured or not (shown by the status page). */
  providerStates?: readonly ProviderSourceState[];
  /** Whether the bundled data is loaded, for `/api/health/ready` (loaded when absent). */
  readiness?: Readiness;
  /**
   * The HTTP metrics `/metrics` serves, recorded by the app's one answered-request hook
   * (registerAccessLog). Absent: recorded by a hook of their own (an app assembled without it).
   */
  metrics?: HttpMetrics;
}

/** Registers /api/health (+ /live, /ready), /api/version, /openapi.json, /docs, /status and /metrics, and the metrics hook. */
export async function registerPlatformRoutes(app: FastifyInstance, deps: PlatformDeps): Promise<void> {
  const metrics = deps.metrics ?? observedMetrics(app);

  // One reporter for /api/health, /ready and /status: one last-known view of the datasets.
  const reporter = new HealthReporter(
    deps.store,
    deps.readiness ?? { dataLoaded: true },
    freshnessWindows(deps.jobs),
  );
  registerHealthRoutes(app, { reporter, now: deps.now });
  // The front door: what this is and where to go next.
  app.get('/', async (_request, reply) => reply.header('cache-control', 'no-store').send(frontDoor()));
  app.get('/api/version', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(versionInfo()),
  );

  // Built on the first request rather than at every start (~25–60 ms of a cold start).
  let openApi: { text: string; etag: string } | undefined;
  app.get(OPENAPI_PATH, async (request, reply) => {
    if (!openApi) {
      const text = registryOpenApiText();
      openApi = { text, etag: strongEtag(text) };
    }
    return sendJson(request, reply, openApi.text, openApi.etag, OPENAPI_CACHE_CONTROL);
  });
  await registerDocs(app, { openApiText: registryOpenApiText, jobs: deps.jobs });
  await registerStatusPage(app, {
    reporter,
    now: deps.now,
    storeMode: deps.storeMode,
    jobs: deps.jobs,
    providerStates: deps.providerStates ?? [],
  });

  app.get(METRICS_PATH, async (_request, reply) => {
    const text = await metrics.render();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}

/** The paths a newcomer looks for, besides the operations: the 404 suggests them too. */
export const PLATFORM_PATHS: readonly string[] = [
  '/',
  DOCS_PATH,
  OPENAPI_PATH,
  STATUS_PATH,
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/version',
  '/metrics',
];

/** `GET /`: the service, its version and where to go next. */
function frontDoor() {
  const { build, contractVersion } = versionInfo();
  return {
    service: 'World Monitor API',
    description:
      'Aggregated public world-monitoring data as JSON under /api/<service>/v1/<operation>; most operations need an API key in X-Service-Key.',
    version: build,
    contractVersion,
    operations: CATALOG.registry.operations.filter((op) => op.routed).length,
    links: {
      docs: `${DOCS_PATH}/`,
      openapi: OPENAPI_PATH,
      status: STATUS_PATH,
      health: '/api/health',
      version: '/api/version',
    },
  };
}

/** HTTP metrics recorded by a hook of their own, for an app that does not record them itself. */
function observedMetrics(app: FastifyInstance): HttpMetrics {
  const metrics = new HttpMetrics();
  // A root hook reaches every route, including those registered before it: Fastify builds each
  // route's hook list when the app becomes ready (test/platform/metrics.test.ts checks this).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  return metrics;
}
