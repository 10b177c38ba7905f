/**
 * `GET /status`: one server-rendered HTML page for operators, public like `/api/health` and built
 * from the same reports (`HealthReporter`: `/api/health` and `/api/health/ready`): every dataset
 * with its state, age, last success, redacted last error, record count and next run; every
 * operation with its access level, linking to `/docs`; the store mode, whether it answers and
 * whether the process is ready; the build version.
 *
 * Headers: the document set of `/docs` plus a CSP that lets only the page's own stylesheet apply
 * (by hash), loads nothing and allows no framing, forms or base URL.
 */
import type { FastifyInstance } from 'fastify';
import type { StoreKind } from '../config';
import { pipelineHook, type Step } from '../http/pipeline';
import { setDocumentSecurityHeaders } from '../http/security-headers';
import type { ProviderSourceState } from '../ingest/source';
import type { AnyIngestJob } from '../ingest/types';
import { CATALOG } from '../services';
import { versionInfo } from '../version';
import { DOCS_PATH } from './docs';
import type { HealthReporter } from './health';
import { HEALTH_PATH, READY_PATH } from './health-routes';
import { buildStatusModel, type StatusModel } from './status-page-model';
import { renderStatusPage, STATUS_PAGE_CSS_HASH } from './status-page-view';

/** Where the page is served. */
export const STATUS_PATH = '/status';

/** Content-Security-Policy of the page: its one inline stylesheet, nothing else. */
export const STATUS_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STATUS_PAGE_CSS_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The machine-readable endpoints the page's footer links to. */
export const STATUS_PAGE_HEALTH_LINKS: readonly string[] = [HEALTH_PATH, READY_PATH, '/api/version'];

/** What the page needs, passed in. */
export interface StatusPageDeps {
  /** The process's one health reporter (while the store is down it keeps the last datasets read). */
  reporter: HealthReporter;
  now: () => Date;
  storeMode: StoreKind;
  /** The ingestion jobs of this configuration (their cadence gives staleness and the next run). */
  jobs: readonly AnyIngestJob[];
  /** Each request-time source, configured or not. */
  providerStates?: readonly ProviderSourceState[];
}

const setStatusPageHeaders: Step = (_request, reply) => {
  reply.header('content-security-policy', STATUS_PAGE_CSP);
  // The document set allows same-origin framing; this page is never framed (as its CSP says).
  reply.header('x-frame-options', 'DENY');
  return undefined;
};

/** Registers `GET /status` with the headers of an HTML page. */
export async function registerStatusPage(app: FastifyInstance, deps: StatusPageDeps): Promise<void> {
  const { reporter } = deps;
  await app.register(async (scope) => {
    scope.addHook('onRequest', pipelineHook([setDocumentSecurityHeaders, setStatusPageHeaders]));
    scope.get(STATUS_PATH, async (_request, reply) => {
      const model = await statusModel(reporter, deps);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderStatusPage(model, { docs: `${DOCS_PATH}/`, health: STATUS_PAGE_HEALTH_LINKS }));
    });
  });
}

/** Reads the health report and readiness, and builds the page's model. */
export async function statusModel(
  reporter: Pick<HealthReporter, 'report' | 'ready'>,
  deps: Pick<StatusPageDeps, 'now' | 'storeMode' | 'jobs' | 'providerStates'>,
): Promise<StatusModel> {
  const now = deps.now();
  const [health, readiness] = await Promise.all([reporter.report(now), reporter.ready()]);
  return buildStatusModel({
    now,
    health,
    store: {
      mode: deps.storeMode,
      up: health.store.status === 'up',
      error: health.store.error,
      ready: readiness.ready,
      dataLoaded: readiness.dataLoaded,
    },
    version: versionInfo(),
    jobs: deps.jobs,
    providers: deps.providerStates ?? [],
    operations: CATALOG.registry.operations,
    serviceOfKey: serviceOfKey(),
    docsPath: DOCS_PATH,
  });
}

let keyOwners: ReadonlyMap<string, string> | undefined;

/** The service owning each snapshot key (its `data.ts`), built once. */
function serviceOfKey(): ReadonlyMap<string, string> {
  keyOwners ??= new Map(
    CATALOG.services.flatMap((s) => Object.values(s.keys ?? {}).map((k) => [k.name, s.name] as const)),
  );
  return keyOwners;
}
