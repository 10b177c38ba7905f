/**
 * Registers one route per routed operation of the contract: each GET as get-route.ts reads, each
 * POST with its service's route. The GETs' answerer also serves the batch's in-process GETs
 * (in-process-get.ts), decorated on the app as `inProcessGets`.
 */
import type { FastifyInstance } from 'fastify';
import type { OperationDef } from '../contract/op';
import type { FreshnessWindows } from '../ingest/freshness';
import type { BoundHandler, PostRoute, Providers } from '../services/handler';
import type { SnapshotStore } from '../store/ports';
import { GetRenderer, type SnapshotVersions } from './get-renderer';
import { GetAnswerer, registerGetRoute } from './get-route';
import { InProcessGetRunner } from './in-process-get';
import type { OperationStep } from './pipeline';
import { ProjectionCache } from './projection/projection-step';
import { ResponseCache } from './response-cache';

export interface OperationRouteDeps {
  /** Snapshot reads; the in-memory store's `versionStamp` turns on the response cache. */
  snapshots: Pick<SnapshotStore, 'read'> & Partial<SnapshotVersions>;
  now: () => Date;
  /** Epoch ms of `now`'s clock, if the caller has a cheaper way to read it. */
  nowMs?: () => number;
  providers: Providers;
  /** Each dataset's freshness window (absent: no answer is ever called stale). */
  freshness?: FreshnessWindows;
  /** Overrides the response cache (tests shrink its limits). */
  responses?: ResponseCache;
  /**
   * The operation steps of the app's pipeline (authenticate, entitle, rate-limit), run before each
   * in-process GET. Without them in-process GETs are refused (500): an app assembled without them
   * (the bench's composed server) has no batch.
   */
  operationSteps?: readonly OperationStep[];
}

export type { PostRoute };

/** Steps of an app that cannot run in-process GETs: the first one refuses. */
const REFUSE_IN_PROCESS: readonly OperationStep[] = [
  () => {
    throw new Error('in-process GETs need the app pipeline operation steps');
  },
];

/**
 * Registers every routed GET operation with its handler, and POST operations with their routes;
 * decorates the app with `inProcessGets`.
 */
export function registerOperationRoutes(
  app: FastifyInstance,
  deps: OperationRouteDeps,
  operations: readonly OperationDef[],
  handlers: ReadonlyMap<string, BoundHandler>,
  postRoutes: ReadonlyMap<string, PostRoute>,
): void {
  const renderer = new GetRenderer({
    snapshots: deps.snapshots,
    now: deps.now,
    providers: deps.providers,
    responses: deps.responses ?? new ResponseCache(deps.nowMs ?? (() => deps.now().getTime())),
  });
  const projections = new ProjectionCache({ nowMs: deps.nowMs ?? (() => deps.now().getTime()) });
  const answerer = new GetAnswerer(renderer, projections, {
    windows: deps.freshness ?? new Map(),
    nowMs: deps.nowMs ?? (() => deps.now().getTime()),
  });
  const steps = deps.operationSteps ?? REFUSE_IN_PROCESS;
  app.decorate('inProcessGets', new InProcessGetRunner({ steps, answerer, handlers }));
  for (const op of operations) {
    if (!op.routed) continue;
    if (op.method === 'POST') {
      const route = postRoutes.get(op.id);
      if (!route) throw new Error(`No route for routed operation ${op.id}`);
      app.route({
        ...route.routeOptions,
        method: 'POST',
        url: op.path,
        config: route.units ? { operation: op, units: route.units } : { operation: op },
        handler: route,
      });
      continue;
    }
    const handler = handlers.get(op.id);
    if (!handler) throw new Error(`No handler for routed operation ${op.id}`);
    registerGetRoute(app, handler, answerer);
  }
}
