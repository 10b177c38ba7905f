/**
 * The access log: one pino line per request at `info`, written when the response has gone out —
 * method, route (the operation's path or the platform route, never the URL with its query),
 * status, duration, request id (`reqId`, the request logger's binding) and caller id (a key id, an
 * operator key's hash prefix, a JWT subject or `ip:<addr>`; never a credential). It replaces
 * Fastify's two lines per request (`disableRequestLogging`).
 *
 * The server's lines go to stdout in batches (log-destination.ts): a request never waits for a
 * write. What is buffered is written when the app closes and when the process exits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BufferedLogDestination } from './log-destination';
import { operationOf } from './request-state';

/** `msg` of an access-log line. */
export const ACCESS_LOG_MESSAGE = 'request';
/** `route` of a request that matched no route (a 404). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** What one access-log line carries besides pino's own fields and the request logger's `reqId`. */
export interface AccessLogFields {
  method: string;
  route: string;
  status: number;
  /** Milliseconds from the request's arrival to the response's end, to 0.01 ms. */
  ms: number;
  /** Absent when no caller was established (a request refused before authentication). */
  caller?: string;
}

/** The fields of a finished request's line. */
export function accessLogFields(request: FastifyRequest, reply: FastifyReply): AccessLogFields {
  const fields: AccessLogFields = {
    method: request.method,
    route: operationOf(request)?.path ?? request.routeOptions.url ?? UNMATCHED_ROUTE,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 100) / 100,
  };
  // `caller` is decorated as null and set by authentication.
  const caller = request.caller as FastifyRequest['caller'] | null;
  if (caller) fields.caller = caller.id;
  return fields;
}

/** Levels at which `info` lines are written. */
const INFO_ENABLED: ReadonlySet<string> = new Set(['info', 'debug', 'trace']);

/** Writes one line per request when `info` is enabled (no fields are gathered otherwise). */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (INFO_ENABLED.has(request.log.level))
      request.log.info(accessLogFields(request, reply), ACCESS_LOG_MESSAGE);
    done();
  });
}

/** File descriptor of stdout. */
const STDOUT_FD = 1;

/** The server's logger options: the level, and stdout through the batching destination. */
export interface ServerLog {
  options: { level: string; stream: BufferedLogDestination };
  /** Writes out what is still buffered (at close). */
  flush(): void;
}

/** Creates the server's log destination on stdout; what is buffered is written at exit too. */
export function createServerLog(level: string): ServerLog {
  const stream = new BufferedLogDestination(STDOUT_FD);
  process.once('exit', () => stream.flushSync());
  return { options: { level, stream }, flush: () => stream.flushSync() };
}
