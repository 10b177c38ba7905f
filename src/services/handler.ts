/**
 * What a handler is: a function of the validated query that reads snapshots (or calls a provider)
 * and returns the contract's response shape with where its answer came from (DESIGN §4).
 */

import type { FastifyBaseLogger, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import type { Provenance } from '../ingest/freshness';
import type { Providers } from '../ingest/source';
import type { SnapshotStore } from '../store/ports';
import type { SnapshotRead } from '../store/snapshot';

export type { Providers };

/** What a handler may use. */
export interface HandlerContext {
  snapshots: Pick<SnapshotStore, 'read'>;
  now: () => Date;
  caller: Caller;
  providers: Providers;
}

/** Where the answer came from: data of a given date, or nothing usable. */
export type DataStatus = { status: 'ok'; fetchedAt: string } | { status: 'unavailable' };

/** A handler's answer: the body the contract declares and its provenance. */
export interface HandlerResult<T> {
  body: T;
  data: DataStatus;
}

type QueryOf<O extends OperationDef> =
  NonNullable<O['query']> extends TSchema ? Static<NonNullable<O['query']>> : Record<string, never>;

/** A handler typed by its operation: it can only return what the contract declares. */
export type Handler<O extends OperationDef> = (
  ctx: HandlerContext,
  query: QueryOf<O>,
) => Promise<HandlerResult<Static<O['response']>>>;

/** A handler bound to its operation, as the router holds it. */
export interface BoundHandler {
  op: OperationDef;
  run: (ctx: HandlerContext, query: Record<string, unknown>) => Promise<HandlerResult<unknown>>;
}

/** Binds a handler to its operation. */
export function defineHandler<O extends OperationDef>(op: O, run: Handler<O>): BoundHandler {
  return { op, run: run as BoundHandler['run'] };
}

/** A result built from data true as of `fetchedAt`. */
export function fromData<T>(body: T, fetchedAt: string): HandlerResult<T> {
  return { body, data: { status: 'ok', fetchedAt } };
}

/** A result with no usable data: the operation's documented degraded body. */
export function unavailable<T>(body: T): HandlerResult<T> {
  return { body, data: { status: 'unavailable' } };
}

/** The oldest `fetchedAt` of several hits (the answer is only as fresh as its stalest input). */
export function oldestFetchedAt(reads: SnapshotRead<unknown>[]): string | undefined {
  let oldest: string | undefined;
  for (const r of reads) {
    if (r.status !== 'hit') continue;
    if (oldest === undefined || r.snapshot.meta.fetchedAt < oldest) oldest = r.snapshot.meta.fetchedAt;
  }
  return oldest;
}

type BodyOf<O extends OperationDef> =
  NonNullable<O['body']> extends TSchema ? Static<NonNullable<O['body']>> : Record<string, never>;

/** A POST handler typed by its operation: the validated body in, the contract's response out. */
export type PostHandler<O extends OperationDef> = (
  ctx: HandlerContext,
  body: BodyOf<O>,
) => Promise<HandlerResult<Static<O['response']>>>;

/**
 * A POST operation answered from a function of its body (a lookup of several ids, say), bound to
 * its operation. The app gives it a route (src/http/post-route.ts): the body checked against the
 * contract, `Idempotency-Key` honoured, `units(body)` counted against the caller's rate limit.
 */
export interface BoundPostHandler {
  op: OperationDef;
  run: (ctx: HandlerContext, body: unknown) => Promise<HandlerResult<unknown>>;
  /** Rate-limit units the body costs (default 1): one per id looked up. */
  units?: (body: unknown) => number;
}

/** Binds a POST handler to its operation, with the rate-limit units its body costs. */
export function definePostHandler<O extends OperationDef>(
  op: O,
  run: PostHandler<O>,
  options: { units?: (body: BodyOf<O>) => number } = {},
): BoundPostHandler {
  const bound: BoundPostHandler = { op, run: run as BoundPostHandler['run'] };
  if (options.units) bound.units = options.units as (body: unknown) => number;
  return bound;
}

/** Route options a POST route may set besides its handler (body limit, route-level hooks). */
export type PostRouteOptions = Pick<RouteOptions, 'bodyLimit' | 'preValidation' | 'onSend' | 'onResponse'>;

/** A route handler for a POST operation, supplied by the service that owns the operation. */
export type PostRoute = ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) & {
  routeOptions?: PostRouteOptions;
  /** Rate-limit units a request's (parsed) body costs; one when absent. */
  units?: (body: unknown) => number;
};

/** The idempotency hooks of a POST route (DESIGN §3), built by the pipeline. */
export interface IdempotencyHooks {
  preValidation: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  onResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** What the app hands a service to build its POST routes. */
export interface PostRouteDeps {
  /** Routed GET operations by path (the batch allow-list, SPEC §4.3). */
  getOperationsByPath: ReadonlyMap<string, OperationDef>;
  /** Builds the idempotency hooks with claims held for `leaseMs`. */
  idempotencyHooks(leaseMs: number): IdempotencyHooks;
  /** What a POST handler reads (its caller is the request's). */
  context: Omit<HandlerContext, 'caller'>;
  /** Where a POST handler's answer stands (X-Data-* headers). */
  provenance(op: OperationDef, data: DataStatus): Provenance;
}

/** Builds one POST route. */
export type PostRouteFactory = (deps: PostRouteDeps) => PostRoute;

/** A routed GET operation to run in-process (a batched operation, SPEC §4.3). */
export interface InProcessGet {
  op: OperationDef;
  /** Its query string as the client wrote it, without the `?` (empty when none). */
  query: string;
}

/** The request an in-process GET runs on behalf of (the batch POST): whose call it is. */
export interface InProcessOrigin {
  /** Its headers: authentication reads the credentials from them, and no operation step reads others. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The client IP. */
  ip: string;
  /** The connection the request came on (authentication's per-connection key digest memo). */
  connection: object | null;
  /** Where a failure of the operation is logged. */
  log: FastifyBaseLogger;
}

/** What an in-process GET answered: its status and the body bytes a direct call would have sent. */
export interface InProcessAnswer {
  status: number;
  /** UTF-8 JSON: the cached rendering's bytes, its projection's, or the error body. */
  body: Buffer;
  /** Where a 200's data stands (what a direct call says in its X-Data-* headers); absent on refusals. */
  provenance?: Provenance;
}

/**
 * Runs routed GET operations in-process through the pipeline's own steps and the direct route's
 * own answer (DESIGN §3); synchronous when every step is and the answer is cached. Never throws:
 * a refusal or failure is an answer with its error status and body.
 */
export interface InProcessGets {
  run(origin: InProcessOrigin, get: InProcessGet): InProcessAnswer | Promise<InProcessAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** In-process GETs of this app (decorated by the operation routes; used by the batch). */
    inProcessGets: InProcessGets;
  }
}
