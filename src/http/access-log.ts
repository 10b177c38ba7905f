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
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BufferedLogDestination, pinoBaseBindings } from './log-destination';
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

/** True when the logger writes `info` lines (access-log fields are gathered only then). */
export function accessLogEnabled(log: FastifyBaseLogger): boolean {
  return INFO_ENABLED.has(log.level);
}

/** Something else recorded of every answered request (the HTTP metrics), in the same hook. */
export type AnsweredObserver = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * One `onResponse` hook for everything recorded of an answered request: the access line and the
 * observers (the metrics), so an answer runs one hook, not one per record. Writes one line per
 * request when `info` is enabled (no fields are gathered otherwise). With the server's own log
 * (`writeLine`), the line is built directly, byte for byte the line the request's logger would
 * write; with any other logger (tests, embedders), through that logger. `writeLine: false` leaves
 * the line out (the bench's breakdown).
 */
export function registerAccessLog(
  app: FastifyInstance,
  writeLine: AccessLineWriter | undefined | false,
  observers: readonly AnsweredObserver[] = [],
): void {
  const observe =
    observers.length === 0
      ? undefined
      : observers.length === 1
        ? observers[0]!
        : (request: FastifyRequest, reply: FastifyReply) => {
            for (const o of observers) o(request, reply);
          };
  app.addHook('onResponse', (request, reply, done) => {
    if (writeLine !== false && accessLogEnabled(request.log)) {
      const fields = accessLogFields(request, reply);
      if (writeLine) writeLine({ reqId: request.id, ...fields });
      else request.log.info(fields, ACCESS_LOG_MESSAGE);
    }
    if (observe) observe(request, reply);
    done();
  });
}

/** An access-log line written on the root logger: the request id first, as a request logger binds it. */
export type AnsweredRequestLine = { reqId: string } & AccessLogFields;

/** Writes an access-log line straight to the server log's destination. */
export type AccessLineWriter = (line: AnsweredRequestLine) => void;

/** pino's level number for `info`. */
const INFO_LEVEL = 30;

/**
 * The line pino writes for `info(line, ACCESS_LOG_MESSAGE)` with the server log's options (no
 * formatters, serializers or redaction apply to these fields), built directly: pino's generic
 * serialisation was a third of the cached GET's remaining cost (bench/README.md).
 * test/http/access-log.test.ts holds the two byte for byte equal.
 */
export function formatAccessLine(base: string, timeMs: number, line: AnsweredRequestLine): string {
  const caller = line.caller === undefined ? '' : `,"caller":${JSON.stringify(line.caller)}`;
  return `{"level":${INFO_LEVEL},"time":${timeMs}${base},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${line.ms}${caller},"msg":"${ACCESS_LOG_MESSAGE}"}\n`;
}

/** File descriptor of stdout. */
const STDOUT_FD = 1;

/** Where the server's log lines go: a pino destination that can be written out at once. */
export interface LogDestination {
  write(line: string): unknown;
  /** Writes out what is still buffered (close, exit). */
  flushSync(): void;
}

/** The server's logger options: the level, and the destination its lines go to. */
export interface ServerLog {
  options: { level: string; stream: LogDestination };
  /** Writes an access-log line straight to the destination, as pino would write it. */
  accessLine: AccessLineWriter;
  /** Writes out what is still buffered (at close). */
  flush(): void;
}

/**
 * Creates the server's log on `destination` (stdout through the batching destination when absent);
 * what is buffered is written at exit too.
 */
export function createServerLog(
  level: string,
  destination: LogDestination = new BufferedLogDestination(STDOUT_FD),
): ServerLog {
  process.once('exit', () => destination.flushSync());
  const base = pinoBaseBindings();
  return {
    options: { level, stream: destination },
    accessLine: (line) => destination.write(formatAccessLine(base, Date.now(), line)),
    flush: () => destination.flushSync(),
  };
}
