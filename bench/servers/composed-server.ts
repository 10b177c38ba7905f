/**
 * The request pipeline of app.ts assembled step by step, each step switched on by name in
 * BENCH_STEPS, so `bench/breakdown.ts` can measure what each step costs per request. The steps are
 * the real modules, registered in app.ts's order; `security-headers` is the precomputed
 * alternative to `helmet`, and `auth-precomputed` / `metrics-cached` are the prototypes of
 * ./prototypes.ts. Load-test infrastructure only; data: the bundled NOAA GML capture.
 */
import type { AddressInfo } from 'node:net';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { createOperatorKeys } from '../../src/auth/authenticator';
import { ALL_SCOPES, type Caller } from '../../src/auth/caller';
import { KeyCache } from '../../src/auth/key-cache';
import { loadConfig } from '../../src/config';
import { methodsForPath, OPERATIONS } from '../../src/contract/registry';
import { registerAuthentication } from '../../src/http/authenticate';
import { registerCors } from '../../src/http/cors';
import { registerEntitlement } from '../../src/http/entitle';
import { registerErrorHandling } from '../../src/http/error-handler';
import { registerOperationRoutes } from '../../src/http/operation-routes';
import { registerRateLimit } from '../../src/http/rate-limit';
import { generateRequestId, registerRequestId } from '../../src/http/request-id';
import '../../src/http/request-state';
import { registerSecurityHeaders } from '../../src/http/security-headers';
import { loadBundles } from '../../src/ingest/bundled';
import { createJobs } from '../../src/ingest/jobs';
import { HttpMetrics } from '../../src/platform/metrics';
import { createMemoryRateLimiter } from '../../src/rate-limit/limiter';
import { HANDLERS } from '../../src/services';
import { attachSnapshotCache } from '../../src/store/cached-snapshot-store';
import { keys } from '../../src/store/keys';
import { createSqliteStore } from '../../src/store/sqlite';
import { report, serveIpc } from '../ipc';
import { registerCachedMetrics, registerPrecomputedOperatorAuth } from './prototypes';

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

async function main(): Promise<void> {
  const steps = new Set((process.env.BENCH_STEPS ?? '').split(',').filter(Boolean));
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
    logger: steps.has('logger') ? { level: 'warn' } : false,
    genReqId: steps.has('request-id') ? generateRequestId : undefined,
  });
  if (steps.has('request-id')) registerRequestId(app);
  if (steps.has('cors')) registerCors(app, '*');
  if (steps.has('helmet')) await app.register(helmet, { contentSecurityPolicy: false, global: true });
  if (steps.has('security-headers')) registerSecurityHeaders(app);
  registerErrorHandling(app, methodsForPath);
  if (steps.has('auth-precomputed')) {
    registerPrecomputedOperatorAuth(app, config.enterpriseApiKeys);
  } else if (steps.has('auth')) {
    const keyCache = new KeyCache(
      store.keys,
      config.keyCacheTtlMs,
      () => Date.now(),
      () => {},
    );
    registerAuthentication(app, { keyCache, operators: createOperatorKeys(config.enterpriseApiKeys) });
  } else {
    app.decorateRequest('caller', null as never);
    app.addHook('onRequest', (request, _reply, done) => {
      request.caller = OPERATOR;
      done();
    });
  }
  if (steps.has('entitle')) registerEntitlement(app);
  if (steps.has('rate-limit')) {
    registerRateLimit(app, { limiter: createMemoryRateLimiter(), limits: config.rateLimits });
  }
  const snapshots = await attachSnapshotCache(store);
  registerOperationRoutes(
    app,
    { snapshots: snapshots.snapshots, now: () => new Date(), providers: {} },
    OPERATIONS,
    HANDLERS,
    new Map([['ExecuteBatch', async (_request, reply) => reply.code(501).send()]]),
  );
  if (steps.has('metrics-cached')) registerCachedMetrics(app);
  if (steps.has('metrics')) {
    const metrics = new HttpMetrics();
    app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  }
  const jobs = createJobs({}).filter((job) => job.key.name === keys.climateCo2.name);
  await loadBundles(jobs, { store });
  await app.listen({ host: '127.0.0.1', port: 0 });
  report({ type: 'ready', port: (app.server.address() as AddressInfo).port });
  serveIpc(async () => {
    snapshots.release();
    await app.close();
    await store.close();
  });
}

main().catch((err: unknown) => {
  report({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
