/**
 * The request pipeline of app.ts assembled step by step, each step switched on by name in
 * BENCH_STEPS, so `bench/breakdown.ts` can measure what each step costs per request. The steps are
 * the real modules in app.ts's order; `helmet` (the plugin) and `document-headers` (helmet's set,
 * precomputed) are the security headers JSON answers no longer carry.
 * Load-test infrastructure only; data: the bundled NOAA GML capture.
 */
import type { AddressInfo } from 'node:net';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { createOperatorKeys } from '../../src/auth/authenticator';
import { ALL_SCOPES, type Caller } from '../../src/auth/caller';
import { KeyCache } from '../../src/auth/key-cache';
import { loadConfig } from '../../src/config';
import { authenticationStep } from '../../src/http/authenticate';
import { corsStep } from '../../src/http/cors';
import { entitle } from '../../src/http/entitle';
import { registerErrorHandling } from '../../src/http/error-handler';
import { startLoadShedder } from '../../src/http/load-shedding';
import { registerOperationRoutes } from '../../src/http/operation-routes';
import { pipelineHook, type Step } from '../../src/http/pipeline';
import { limitPostOperations, rateLimitStep } from '../../src/http/rate-limit';
import { echoRequestId, generateRequestId } from '../../src/http/request-id';
import { declareRequestState, resolveOperation } from '../../src/http/request-state';
import { setDocumentSecurityHeaders, setSecurityHeaders } from '../../src/http/security-headers';
import { loadBundles } from '../../src/ingest/bundled';
import { HttpMetrics } from '../../src/platform/metrics';
import { createMemoryRateLimiter } from '../../src/rate-limit/limiter';
import { CATALOG } from '../../src/services';
import { cacheSnapshots } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { report, serveIpc } from '../ipc';

/** The caller every request gets when the `auth` step is off (what the operator key resolves to). */
const OPERATOR: Caller = {
  kind: 'enterprise_key',
  id: 'operator:bench',
  accountId: 'operator:bench',
  tier: 3,
  scopes: [ALL_SCOPES],
  subscription: 'active',
  planKey: 'enterprise',
};

const asOperator: Step = (request) => {
  request.caller = OPERATOR;
  return undefined;
};

async function main(): Promise<void> {
  const steps = new Set((process.env.BENCH_STEPS ?? '').split(',').filter(Boolean));
  const on = (name: string) => steps.has(name);
  const config = loadConfig(
    {
      DATA_DIR: '/nonexistent-bench',
      ENTERPRISE_API_KEYS: process.env.BENCH_OPERATOR_KEY ?? '',
      LOG_LEVEL: 'warn',
    },
    process.cwd(),
  );
  const store = createSqliteStore(':memory:');
  const app = Fastify({
    logger: on('logger') ? { level: 'warn' } : false,
    genReqId: on('request-id') ? generateRequestId : undefined,
  });
  declareRequestState(app);
  registerErrorHandling(app, CATALOG.registry.methodsForPath);
  const pipeline: Step[] = [resolveOperation];
  if (on('request-id')) pipeline.push(echoRequestId);
  if (on('cors')) pipeline.push(corsStep('*'));
  if (on('security-headers')) pipeline.push(setSecurityHeaders);
  if (on('document-headers')) pipeline.push(setDocumentSecurityHeaders);
  if (on('helmet')) await app.register(helmet, { contentSecurityPolicy: false, global: true });
  const shedder = on('load-shedding') ? startLoadShedder() : undefined;
  if (shedder) pipeline.push(shedder.step);

  if (on('auth')) {
    const keyCache = new KeyCache(
      store.keys,
      config.keyCacheTtlMs,
      () => Date.now(),
      () => {},
    );
    pipeline.push(authenticationStep({ keyCache, operators: createOperatorKeys(config.enterpriseApiKeys) }));
  } else {
    pipeline.push(asOperator);
  }
  if (on('entitle')) pipeline.push(entitle);
  const limits = { limiter: createMemoryRateLimiter(), limits: config.rateLimits };
  if (on('rate-limit')) pipeline.push(rateLimitStep(limits));
  app.addHook('onRequest', pipelineHook(pipeline));
  if (on('rate-limit')) limitPostOperations(app, limits);

  const served = await cacheSnapshots(store, { keyByName: CATALOG.keyByName });
  registerOperationRoutes(
    app,
    { snapshots: served.snapshots, now: () => new Date(), providers: {} },
    CATALOG.registry.operations,
    CATALOG.handlers,
    new Map([['ExecuteBatch', async (_request, reply) => reply.code(501).send()]]),
  );
  if (on('metrics')) {
    const metrics = new HttpMetrics();
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });
  }
  const jobs = CATALOG.createJobs({}).filter((job) => job.key.name === 'climate:co2-monitoring');
  await loadBundles(jobs, { store: served });
  await app.listen({ host: '127.0.0.1', port: 0 });
  report({ type: 'ready', port: (app.server.address() as AddressInfo).port });
  serveIpc(async () => {
    shedder?.stop();
    await app.close();
    await served.close();
  });
}

main().catch((err: unknown) => {
  report({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
