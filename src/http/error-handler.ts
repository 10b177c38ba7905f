/**
 * Turns every thrown error into the spec's body shapes (SPEC §7), and answers unknown paths with
 * 404 and known paths with the wrong method with 405 + `Allow`. A 5xx never leaks internals.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, toHttp } from '../errors';
import { closestPaths } from './path-suggestions';

/** Sends an ApiError with its status, body and headers. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  const http = toHttp(error);
  for (const [name, value] of Object.entries(http.headers)) reply.header(name, value);
  if (http.status >= 400) reply.header('cache-control', 'no-store');
  // Refused before its body was read: close, so an unread (or stalled) body cannot hold the
  // connection. Only requests that carry a body: a bodiless GET keeps its keep-alive connection.
  if (http.status >= 400 && carriesUnreadBody(reply.request.raw)) reply.header('connection', 'close');
  return reply.code(http.status).type('application/json; charset=utf-8').send(http.body);
}

/** Maps Fastify's own errors (body parsing, size limits) to ApiErrors. */
export function fromFastifyError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('MALFORMED_BODY', { message: 'Invalid request body: malformed JSON' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return new ApiError('MALFORMED_BODY', { message: 'Invalid request body: malformed JSON' });
  }
  return new ApiError('INTERNAL');
}

/** True when the request announced a body that has not been read to its end. */
function carriesUnreadBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  const announced =
    raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  return announced && !raw.complete;
}

/**
 * True when the error only says the client disconnected while its request was being read. The
 * request stream's own `destroyed` says nothing here: Node destroys it once its body has been read
 * to the end, and the refusal of a read body must still be answered; only a gone socket means
 * there is nobody to answer. Our own refusals (ApiError) are always answered.
 */
function clientWentAway(error: FastifyError, raw: IncomingMessage): boolean {
  if (error instanceof ApiError) return false;
  return (
    raw.socket?.destroyed === true ||
    error.code === 'ECONNRESET' ||
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.message === 'aborted'
  );
}

/**
 * The documented 503s (store down, renewal pending, overload) and 501s (a POST with no source) are answers the API chose, with
 * `Retry-After`: one line at warn, no stack, however many a store outage brings. Anything else
 * that reaches 5xx is a fault: logged at error with its stack.
 */
export function logServerSide(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  error: unknown,
  apiError: ApiError,
  context: Record<string, unknown> = {},
): void {
  if (error instanceof ApiError && (apiError.status === 503 || apiError.status === 501)) {
    log.warn(
      { ...context, code: apiError.code },
      `answered ${apiError.status}: ${apiError.details.message ?? apiError.code}`,
    );
    return;
  }
  log.error({ ...context, err: error }, 'request failed');
}

/**
 * Registers the error handler and the 404/405 handler. `methodsFor` lists the methods a path
 * serves; a 404 names the closest of `knownPaths` (path-suggestions.ts).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  methodsFor: (path: string) => readonly string[],
  knownPaths: () => readonly string[] = () => [],
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientWentAway(error, request.raw)) {
      // Not a fault of ours and nobody to answer: one quiet line, no stack (a flood of aborted
      // uploads must not flood the error log).
      request.log.debug({ code: error.code }, 'client closed the connection before the request was complete');
      reply.hijack();
      request.raw.destroy();
      return;
    }
    const apiError = fromFastifyError(error);
    if (apiError.status >= 500) logServerSide(request.log, error, apiError);
    return sendApiError(reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const methods = methodsFor(normalised);
    if (methods.length > 0) {
      const allow = methods.includes('GET') ? [...methods, 'HEAD'] : [...methods];
      return sendApiError(reply, new ApiError('METHOD_NOT_ALLOWED', { allow: [...allow, 'OPTIONS'] }));
    }
    const suggestions = closestPaths(normalised, knownPaths());
    if (suggestions.length === 0) return sendApiError(reply, new ApiError('NOT_FOUND'));
    const message = `Not found. Did you mean ${suggestions.join(' or ')}? The operations are listed at /docs and /openapi.json.`;
    return sendApiError(reply, new ApiError('NOT_FOUND', { message }));
  });
}
