/**
 * buildApp: assembles the request pipeline and every operation from passed-in dependencies.
 * It never listens (main.ts does). The order of the pipeline is the order of the calls below
 * (DESIGN §3).
 */
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type BearerVerifier, createOperatorKeys } from './auth/authenticator';
import { createBearerVerifier } from './auth/bearer';
import { KeyCache } from './auth/key-cache';
import type { Config } from './config';
import { createServerLog, type LogDestination, registerAccessLog } from './http/access-log';
import { authenticationStep } from './http/authenticate';
import { guardServer, type ServerLimits, serverLimits, serverOptions } from './http/connections';
import { corsStep } from './http/cors';
import { entitle } from './http/entitle';
import { registerErrorHandling } from './http/error-handler';
import { createIdempotencyHooks } from './http/idempotency';
import { startLoadShedder } from './http/load-shedding';
import { registerOperationRoutes } from './http/operation-routes';
import { type OperationStep, operationStepsStep, pipelineHook } from './http/pipeline';
import { postHandlerRoute } from './http/post-route';
import { parseQueryString } from './http/query';
import { limitPostOperations, rateLimitStep } from './http/rate-limit';
import { echoRequestId, generateRequestId } from './http/request-id';
import { lazyChildLogger } from './http/request-logger';
import { declareRequestState, resolveOperation } from './http/request-state';
import { setSecurityHeaders } from './http/security-headers';
import { dataAge, freshnessWindows, windowOf } from './ingest/freshness';
import type { ProviderSourceState } from './ingest/source';
import type { AnyIngestJob } from './ingest/types';
import type { Readiness } from './platform/health';
import { HttpMetrics } from './platform/metrics';
import { PLATFORM_PATHS, registerPlatformRoutes } from './platform/routes';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit/limiter';
import { CATALOG } from './services';
import type { PostRoute, PostRouteDeps, Providers } from './services/handler';
import type { ServedStore } from './store/cached-snapshot-store';

/** Largest request body accepted on any POST, in bytes. */
export const MAX_REQUEST_BODY_BYTES = 1_048_576;

/** Everything the app needs, passed in (STYLE rule 4). */
export interface AppDeps {
  config: Config;
  /**
   * The store, its snapshots answered from memory (cacheSnapshots): the composition root gives the
   * same one to the ingestion, so what a job publishes is served at once.
   */
  store: ServedStore;
  /** Every ingestion job of the process, built once by the composition root (health and /status list them). */
  jobs: readonly AnyIngestJob[];
  now?: () => Date;
  providers?: Providers;
  /** Each request-time source, configured or not (the status page shows them); default none. */
  providerStates?: readonly ProviderSourceState[];
  /** Overrides the bearer verifier built from `config.jwt`. */
  bearer?: BearerVerifier;
  /** Overrides the in-memory rate limiter (the distributed mode passes a Redis one). */
  rateLimiter?: RateLimiter;
  /**
   * Pino logger options or `false`; tests pass a stream to capture logs. By default the level is
   * `config.logLevel` and lines go to stdout through an asynchronous destination (access-log.ts).
   */
  logger?: boolean | Record<string, unknown>;
  /**
   * Where the server's own log writes when `logger` is absent (stdout through the batching
   * destination by default; tests write to a file, the bench compares destinations).
   */
  logDestination?: LogDestination;
  /** Overrides of the connection limits (tests shrink the time limits). */
  serverLimits?: Partial<ServerLimits>;
  /** Load-shedding thresholds (tests lower them). */
  loadShedding?: { maxEventLoopDelayMs?: number; sampleIntervalMs?: number };
  /** Overrides of services' POST routes, by operation id (tests); the others keep their own. */
  postRoutes?: ReadonlyMap<string, PostRoute>;
  /** Set once the bundled data is loaded, for `/api/health/ready` (loaded when absent). */
  readiness?: Readiness;
  /**
   * Parts of the pipeline left out, for `npm run bench -- --breakdown` only (what each part costs).
   * Authentication and entitlement are never optional.
   */
  leaveOut?: ReadonlySet<OptionalPart>;
}

/** The parts of the pipeline the bench's breakdown may leave out. */
export const OPTIONAL_PARTS = [
  'request-id',
  'security-headers',
  'cors',
  'load-shedding',
  'rate-limit',
  'access-log',
  'metrics',
] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];

/** Builds the Fastify app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  // Epoch ms of the same clock, without a Date per call when the clock is the real one.
  const nowMs = deps.now ? () => now().getTime() : () => Date.now();
  const limits = serverLimits(deps.config.maxConnectionsPerAddress, deps.serverLimits);
  const serverLog =
    deps.logger === undefined ? createServerLog(deps.config.logLevel, deps.logDestination) : undefined;
  const app = Fastify({
    ...serverOptions(limits),
    logger: deps.logger ?? serverLog?.options,
    // A request's logger is made only if something logs on it (request-logger.ts).
    childLoggerFactory: lazyChildLogger,
    // One access-log line per request instead of Fastify's two (registerAccessLog below).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: generateRequestId,
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    return503OnClosing: true,
    // The parser batched operations use too (query.ts), so a query means the same in both.
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  });

  guardServer(app.server, limits, app.log);
  const has = (part: OptionalPart) => !deps.leaveOut?.has(part);
  const metrics = new HttpMetrics();
  // One hook records every answer: its access line and its metrics.
  registerAccessLog(
    app,
    has('access-log') ? serverLog?.accessLine : false,
    has('metrics') ? [(request, reply) => metrics.observe(request, reply)] : [],
  );
  if (serverLog) app.addHook('onClose', async () => serverLog.flush());
  declareRequestState(app);
  const { registry } = CATALOG;
  const knownPaths = [
    ...registry.operations.filter((op) => op.routed).map((op) => op.path),
    ...PLATFORM_PATHS,
  ];
  registerErrorHandling(app, registry.methodsForPath, () => knownPaths);
  const keyCache = new KeyCache(deps.store.keys, deps.config.keyCacheTtlMs, nowMs, (err) =>
    app.log.warn({ err }, 'could not record key last-used time'),
  );
  const rateLimits = {
    limiter: deps.rateLimiter ?? createMemoryRateLimiter(nowMs),
    limits: deps.config.rateLimits,
  };
  const shedder = startLoadShedder(deps.loadShedding);
  app.addHook('onClose', async () => shedder.stop());
  // The steps of the operation itself; batched GETs run this same list in-process.
  const operationSteps: readonly OperationStep[] = [
    authenticationStep({
      keyCache,
      operators: createOperatorKeys(deps.config.enterpriseApiKeys),
      bearer: deps.bearer ?? createBearerVerifier(deps.config.jwt, now),
    }),
    entitle,
    ...(has('rate-limit') ? [rateLimitStep(rateLimits)] : []),
  ];
  // The pipeline (DESIGN §3) as one callback hook: each step is synchronous unless it must wait
  // (pipeline.ts). Headers every response carries come first, so refusals carry them too.
  app.addHook(
    'onRequest',
    pipelineHook([
      resolveOperation,
      ...(has('request-id') ? [echoRequestId] : []),
      ...(has('security-headers') ? [setSecurityHeaders] : []),
      ...(has('cors') ? [corsStep(deps.config.corsOrigins)] : []),
      ...(has('load-shedding') ? [shedder.step] : []),
      operationStepsStep(operationSteps),
    ]),
  );
  if (has('rate-limit')) limitPostOperations(app, rateLimits);

  registerOperationRoutes(
    app,
    {
      snapshots: deps.store.snapshots,
      now,
      nowMs,
      providers: deps.providers ?? {},
      operationSteps,
      freshness: freshnessWindows(deps.jobs),
    },
    registry.operations,
    CATALOG.handlers,
    new Map([...buildPostRoutes(deps, now, nowMs), ...(deps.postRoutes ?? [])]),
  );
  await registerPlatformRoutes(app, {
    store: deps.store,
    now,
    storeMode: deps.config.store,
    jobs: deps.jobs,
    providerStates: deps.providerStates ?? [],
    readiness: deps.readiness,
    metrics,
  });
  return app;
}

/** The services' POST routes (hand-written ones and those of POST handlers), with idempotency records in the app's store. */
function buildPostRoutes(
  deps: AppDeps,
  now: () => Date,
  nowMs: () => number,
): ReadonlyMap<string, PostRoute> {
  const windows = freshnessWindows(deps.jobs);
  const routeDeps: PostRouteDeps = {
    getOperationsByPath: CATALOG.registry.getOperationsByPath,
    idempotencyHooks: (leaseMs: number) =>
      createIdempotencyHooks({ store: deps.store.idempotency, now, leaseMs }),
    context: { snapshots: deps.store.snapshots, now, providers: deps.providers ?? {} },
    provenance: (op, data) =>
      data.status === 'unavailable'
        ? data
        : dataAge(data.fetchedAt, nowMs(), windowOf(windows, op.snapshotKeys)),
  };
  return new Map([
    ...[...CATALOG.postRoutes].map(([id, factory]): [string, PostRoute] => [id, factory(routeDeps)]),
    ...[...CATALOG.postHandlers].map(([id, handler]): [string, PostRoute] => [
      id,
      postHandlerRoute(handler, routeDeps),
    ]),
  ]);
}
