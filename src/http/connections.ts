/**
 * Connection-level defences, below the request pipeline: time limits on every phase of a request,
 * a cap on open connections per client address, and spec error bodies (with the API headers) for
 * the answers Node's HTTP server would otherwise send bare or not at all: client errors and
 * timeouts, `Expect:` other than `100-continue`, and `CONNECT`.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { freshRequestId } from './request-id';
import { API_SECURITY_HEADERS } from './security-headers';

/** Longest wait for a request's headers, from the connection's first byte, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Longest a whole request (headers and body) may take to arrive, in ms: a stalled body is cut here. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Longest a connection may stay silent both ways while a request is open, in ms. */
export const IDLE_SOCKET_TIMEOUT_MS = 15_000;
/** How long an idle keep-alive connection is kept between requests, in ms. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node checks the headers and request deadlines, in ms (its default is 30 s). */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;
/** Seconds a client refused by the connection cap is asked to wait. */
export const CONNECTION_CAP_RETRY_AFTER_SECONDS = 5;

/** The limits of one server (tests shrink the time limits). */
export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleSocketTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnectionsPerAddress: number;
}

/** The limits above, with the configured connection cap. */
export function serverLimits(
  maxConnectionsPerAddress: number,
  overrides: Partial<ServerLimits> = {},
): ServerLimits {
  return {
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    idleSocketTimeoutMs: IDLE_SOCKET_TIMEOUT_MS,
    keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerAddress,
    ...overrides,
  };
}

/** Fastify's server options for these limits (Fastify's own defaults disable most of them). */
export function serverOptions(limits: ServerLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'clientErrorHandler'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleSocketTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      // Node refuses a headers deadline later than the whole request's.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_INTERVAL_MS, limits.requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
  };
}

/** The bytes of a complete JSON error answer, written on a socket the pipeline never saw. */
export function rawErrorAnswer(
  status: number,
  reason: string,
  body: Record<string, unknown>,
  extra: Readonly<Record<string, string>> = {},
): string {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'cache-control': 'no-store',
    'x-request-id': freshRequestId(),
    connection: 'close',
    ...extra,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}

const UNFRAMED_BODY = 'Unsupported Transfer-Encoding: the request body must be framed by "chunked" alone';

/** A refusal of a request whose body the server cannot frame, before anything else sees it. */
interface FramingRefusal {
  status: 400 | 501;
  reason: string;
  error: string;
}

/**
 * RFC 9112 §6.1 and §6.3: a request's body is framed by `Transfer-Encoding: chunked` alone. When
 * chunked is not the final coding the body's length cannot be known (400, and the connection
 * closes); another coding before it is one this server does not implement (501). Node's parser
 * emits such a request before it fails on it, so without this step a handler answered it and the
 * parser's 400 followed on the same connection: two answers to one request.
 */
export function framingRefusal(header: string | undefined): FramingRefusal | undefined {
  if (header === undefined) return undefined;
  const codings = header.split(',').map((c) => c.trim().toLowerCase());
  if (codings.length === 1 && codings[0] === 'chunked') return undefined;
  if (codings.at(-1) !== 'chunked' || codings.filter((c) => c === 'chunked').length > 1) {
    return {
      status: 400,
      reason: 'Bad Request',
      error: UNFRAMED_BODY,
    };
  }
  return {
    status: 501,
    reason: 'Not Implemented',
    error: 'Unsupported Transfer-Encoding: only "chunked" is implemented',
  };
}

/**
 * Answers a request refused for its framing and ends the connection after the answer: the body
 * that follows cannot be read, so nothing more on this connection can be trusted.
 */
function refuseFraming(req: IncomingMessage, res: ServerResponse, refusal: FramingRefusal): void {
  refusedFraming.add(req.socket);
  const json = JSON.stringify({ error: refusal.error });
  res.shouldKeepAlive = false;
  res.writeHead(refusal.status, refusal.reason, {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'cache-control': 'no-store',
    'x-request-id': freshRequestId(),
    connection: 'close',
  });
  res.end(json, () => req.socket.destroy());
}

/** Sockets whose request was refused for its framing: the parser's own error on them is not answered again. */
const refusedFraming = new WeakSet<Socket>();

/** Node error codes of a client that went away: nothing to answer, nothing to report. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Fastify `clientErrorHandler`: a malformed or timed-out request gets a spec body, a vanished client nothing. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (refusedFraming.has(socket)) return;
  if (CLIENT_GONE.has(error.code ?? '') || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawErrorAnswer(408, 'Request Timeout', { error: 'Request timed out: send the whole request sooner' })
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? rawErrorAnswer(431, 'Request Header Fields Too Large', { error: 'Request headers too large' })
        : error.code === 'HPE_INVALID_TRANSFER_ENCODING'
          ? rawErrorAnswer(400, 'Bad Request', { error: UNFRAMED_BODY })
          : rawErrorAnswer(400, 'Bad Request', { error: 'Malformed HTTP request' });
  socket.end(answer);
}

/** How long a refused connection may linger to read its answer before it is destroyed, in ms. */
const REFUSED_LINGER_MS = 2_000;

/**
 * Guards a server: caps open connections per client address (503 JSON past the cap; a refused
 * connection never reaches the HTTP parser, so nothing it sends is processed) and answers
 * `Expect:` other than `100-continue` (417) and `CONNECT` (405) with spec bodies.
 */
export function guardServer(server: Server, limits: ServerLimits, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  const httpListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= limits.maxConnectionsPerAddress) {
      log.debug({ address, open: count }, 'connection refused: too many open connections from one address');
      refuse(socket);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });
  const requestListeners = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const refusal = framingRefusal(req.headers['transfer-encoding']);
    if (refusal !== undefined) {
      refuseFraming(req, res, refusal);
      return;
    }
    for (const listener of requestListeners) listener.call(server, req, res);
  });
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const json = JSON.stringify({ error: 'Only "Expect: 100-continue" is supported' });
    res.writeHead(417, {
      ...API_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      'cache-control': 'no-store',
      'x-request-id': freshRequestId(),
      connection: 'close',
    });
    res.end(json);
  });
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.end(
      rawErrorAnswer(405, 'Method Not Allowed', { error: 'Method not allowed' }, { allow: 'GET, POST' }),
    );
  });
}

function refuse(socket: Socket): void {
  socket.on('error', () => socket.destroy());
  // Read and drop what the client sends, so closing does not reset the answer away.
  socket.resume();
  socket.end(
    rawErrorAnswer(
      503,
      'Service Unavailable',
      { error: 'Too many open connections from your address' },
      { 'retry-after': String(CONNECTION_CAP_RETRY_AFTER_SECONDS) },
    ),
  );
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}
