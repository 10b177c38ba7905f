/**
 * The cached-GET lane: a routed GET whose answer is already cached is answered beneath Fastify,
 * straight from the server's request listener, by the same pipeline steps with the same headers,
 * 304s, access-log line and metrics; everything else goes to Fastify untouched. A cached GET is
 * most of what a public data API serves, and Fastify's request and reply objects, route lookup,
 * per-request child logger and hook machinery measured about as much CPU as the work itself
 * (bench/README.md, issue 17).
 *
 * The lane takes a request only when it can answer it at once and exactly as the pipeline would:
 * - a GET without a body whose path (before `?`, no `#`) is a routed GET operation's path;
 * - the app is not closing (Fastify answers 503 then), no requests are being shed, its Origin (if
 *   any) is allowed, and it carries a credential where the operation needs one: otherwise the
 *   pipeline refuses it, at no extra cost;
 * - the operation steps (authenticate, entitle, rate-limit: the very list the pipeline runs)
 *   finish synchronously without refusing, and the answer (validated query → cached rendering →
 *   cached projection) is ready (GetAnswerer.peek, which has no effect).
 * When the steps refuse, wait (a key lookup, a bearer token, the Redis limiter) or the answer is
 * not cached, the request goes to Fastify with the steps' outcome (operation-handoff.ts), which the
 * pipeline replays instead of running the steps again. The client IP is worked out as Fastify
 * does (client-ip.ts), trusted proxies included. No request is taken while the lane is closed.
 *
 * What the lane answers runs no Fastify hook: the app's two `onResponse` hooks (access log,
 * metrics) are done here by the same functions. A hook added to the app for every request must be
 * mirrored here too; test/http/cached-get-lane.test.ts compares both paths' answers, headers, log
 * lines and metrics.
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { requiresCredential } from '../contract/op';
import type { BoundHandler } from '../services/handler';
import { type AccessLineWriter, accessLogEnabled } from './access-log';
import { presentsCredential } from './authenticate';
import type { ClientIp } from './client-ip';
import { corsHeadersFor } from './cors';
import type { GetAnswer, GetAnswerer } from './get-answer';
import { type OperationHandoffs, RecordedCall, runRecorded } from './operation-handoff';
import type { OperationStep } from './pipeline';
import { parseQueryString } from './query';
import { generateRequestId } from './request-id';
import { ifNoneMatchLists, JSON_CONTENT_TYPE } from './respond';
import { API_SECURITY_HEADERS } from './security-headers';

/** Where the lane counts what it answered: the app's HTTP metrics (platform/metrics.ts). */
export interface AnsweredRequestMetrics {
  record(operation: string, method: string, status: number, elapsedMs: number): void;
}

/** What the lane answers with: the app's own parts. */
export interface CachedGetLaneDeps {
  /** Routed GET handlers by path (with and without a trailing slash, as Fastify routes them). */
  byPath: ReadonlyMap<string, BoundHandler>;
  answerer: GetAnswerer;
  /** The pipeline's operation steps, in its order. */
  steps: readonly OperationStep[];
  handoffs: OperationHandoffs;
  corsOrigins: '*' | readonly string[];
  /** The client IP, as Fastify works it out for this app (client-ip.ts). */
  clientIp: ClientIp;
  /** True while the load shedder refuses requests. */
  overloaded: () => boolean;
  metrics: AnsweredRequestMetrics;
  /** The app's logger: its level says whether access-log lines are written. */
  log: FastifyBaseLogger;
  /** Writes an access-log line where the app's logger writes. */
  accessLine: AccessLineWriter;
}

/** The security headers as a flat name/value list, in the step's order. */
const SECURITY_HEADERS: readonly string[] = Object.entries(API_SECURITY_HEADERS).flat();

/** The cached-GET lane of one app; closed until `open`, and again from `close`. */
export class CachedGetLane {
  private deps: CachedGetLaneDeps | undefined;

  /** Starts taking requests with the app's parts. */
  open(deps: CachedGetLaneDeps): void {
    this.deps = deps;
  }

  /** Stops taking requests (the app is closing: Fastify answers what arrives now). */
  close(): void {
    this.deps = undefined;
  }

  /**
   * After `serve` threw (a fault of ours): logged; the request goes to Fastify if nothing was sent
   * yet, stays answered if its answer was complete, and else its connection is closed. A fault in
   * the lane never takes the process down. Returns whether the request is settled.
   */
  failed(res: ServerResponse, err: unknown): boolean {
    this.deps?.log.error({ err }, 'the cached-GET lane failed on a request');
    if (res.writableEnded) return true;
    if (!res.headersSent) return false;
    res.destroy();
    return true;
  }

  /** Answers a request and returns true, or returns false having left it untouched for Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const deps = this.deps;
    if (deps === undefined || req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const handler = deps.byPath.get(q === -1 ? url : url.slice(0, q));
    if (handler === undefined || url.includes('#')) return false;
    const headers = req.headers;
    if (headers['transfer-encoding'] !== undefined) return false;
    const length = headers['content-length'];
    if ((length !== undefined && length !== '0') || deps.overloaded()) return false;
    const cors = corsHeadersFor(deps.corsOrigins, headers.origin);
    if (cors === undefined || (requiresCredential(handler.op.access) && !presentsCredential(headers))) {
      return false;
    }

    const started = performance.now();
    const call = new RecordedCall(handler.op, req, deps.clientIp(req));
    const outcome = runRecorded(deps.steps, call);
    const answer =
      outcome.kind === 'done'
        ? deps.answerer.peek(handler, parseQueryString(q === -1 ? '' : url.slice(q + 1)))
        : undefined;
    if (answer === undefined) {
      deps.handoffs.give(call, outcome);
      return false;
    }
    const reqId = generateRequestId(req);
    const status = send(req, res, answer, reqId, cors, call.headerList);
    const elapsedMs = performance.now() - started;
    deps.metrics.record(handler.op.id, 'GET', status, elapsedMs);
    if (accessLogEnabled(deps.log)) {
      const ms = Math.round(elapsedMs * 100) / 100;
      deps.accessLine({
        reqId,
        method: 'GET',
        route: handler.op.path,
        status,
        ms,
        caller: call.caller.id,
      });
    }
    return true;
  }
}

/** Writes the answer: a 200, or a 304 when the client has these bytes. Returns the status. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  { response, sendable }: GetAnswer,
  reqId: string,
  cors: readonly string[],
  stepHeaders: readonly string[],
): number {
  // The order the pipeline writes them in: request id, security, CORS, the steps' (rate limit),
  // provenance, then caching and the body's.
  const list: string[] = ['x-request-id', reqId];
  for (const item of SECURITY_HEADERS) list.push(item);
  for (const item of cors) list.push(item);
  for (const item of stepHeaders) list.push(item);
  list.push('x-data-status', response.data.status);
  if (response.data.status === 'ok') list.push('x-data-fetched-at', response.data.fetchedAt);
  list.push('etag', sendable.etag, 'cache-control', response.cacheControl);
  if (ifNoneMatchLists(req.headers['if-none-match'], sendable.etag)) {
    res.writeHead(304, list);
    res.end();
    return 304;
  }
  list.push('content-type', JSON_CONTENT_TYPE, 'content-length', String(sendable.bytes.length));
  res.writeHead(200, list);
  res.end(sendable.bytes);
  return 200;
}

/** The server options Fastify applies to a server it creates, which it leaves to a `serverFactory`. */
interface FactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify `serverFactory`: the HTTP server whose request listener offers each request to the lane
 * first, set up as Fastify sets up its own (time limits, requests per socket).
 */
export function laneServerFactory(lane: CachedGetLane): FastifyServerFactory<Server> {
  return (handler, opts) => {
    const options = opts as unknown as FactoryOptions;
    const server = createServer(options.http ?? {}, (req, res) => {
      let answered: boolean;
      try {
        answered = lane.serve(req, res);
      } catch (err) {
        answered = lane.failed(res, err);
      }
      if (!answered) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}
