/**
 * Platform endpoints outside the catalog (SPEC §4.6 last paragraph, DESIGN §4): health, version,
 * the OpenAPI document, the docs page and Prometheus metrics. All public (they carry no operation,
 * so authentication passes them by).
 */
import type { FastifyInstance } from 'fastify';
import { sendJson, strongEtag } from '../http/respond';
import { buildOpenApiDocument } from '../openapi/document';
import { serializeOpenApiDocument } from '../openapi/serialize';
import { CATALOG } from '../services';
import type { Store } from '../store/ports';
import { versionInfo } from '../version';
import { OPENAPI_PATH, registerDocs } from './docs';
import { buildHealth } from './health';
import { HttpMetrics } from './metrics';

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
}

/** Registers /api/health, /api/version, /openapi.json, /docs and /metrics, and the metrics hook. */
export async function registerPlatformRoutes(app: FastifyInstance, deps: PlatformDeps): Promise<void> {
  const metrics = new HttpMetrics();
  // A root hook reaches every route, including those registered before it: Fastify builds each
  // route's hook list when the app becomes ready (test/platform/metrics.test.ts checks this).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });

  app.get('/api/health', async (_request, reply) => {
    const health = await buildHealth(deps.store, deps.now());
    return reply.header('cache-control', 'no-store').send(health);
  });
  app.get('/api/version', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(versionInfo()),
  );

  const openApi = registryOpenApiText();
  const openApiEtag = strongEtag(openApi);
  app.get(OPENAPI_PATH, async (request, reply) =>
    sendJson(request, reply, openApi, openApiEtag, OPENAPI_CACHE_CONTROL),
  );
  await registerDocs(app);

  app.get(METRICS_PATH, async (_request, reply) => {
    const text = await metrics.render();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}
