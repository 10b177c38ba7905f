/**
 * A GET operation after the pipeline's steps (authenticate, entitle, rate-limit), top to bottom
 * (DESIGN §3): validate the query → render (the cached rendering, or the handler's result
 * serialised once) → project (`jmespath`, when asked) → send (provenance and caching headers, the
 * ETag, 304 when the client has these bytes); a list operation may answer CSV or GeoJSON instead
 * of JSON, written after the projection (formats/). The batch's in-process calls (in-process-get.ts)
 * share `answer`, so a batched operation cannot drift from a direct one: only the sending differs.
 * A cached answer is sent synchronously: the hot path costs no promise.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import { ApiError } from '../errors';
import { dataAge, type FreshnessWindows, type Provenance, windowOf } from '../ingest/freshness';
import type { BoundHandler, DataStatus } from '../services/handler';
import { FormatCache, formatIfAsked } from './formats/format-step';
import { listShapeOf, type OutputFormat } from './formats/list-shape';
import { FORMAT_PARAM, negotiateFormat } from './formats/negotiate';
import type { GetRenderer } from './get-renderer';
import { type ProjectionCache, projectIfAsked, type Sendable } from './projection/projection-step';
import { type RawQuery, type ValidatedQuery, validateQuery } from './query';
import { JSON_CONTENT_TYPE, type RenderedResponse } from './rendered-response';

/** A GET's 200 before it is sent: its rendering (provenance, caching) and the bytes to send. */
export interface GetAnswer {
  response: RenderedResponse;
  /** The rendering's own bytes and ETag, or its projection's, in the chosen format. */
  sendable: Sendable;
}

/**
 * How an answer's format is chosen: from the request's `Accept` header (and `format`), or JSON
 * only: a batch result is a JSON body, so a batched `format` other than json is refused.
 */
export type FormatSource = { readonly accept: string | undefined } | 'json-only';

/** How the answerer dates data: each dataset's freshness window and the app's clock. */
export interface DataClock {
  windows: FreshnessWindows;
  nowMs: () => number;
}

/** Answers validated GETs from the renderer and the projection cache. */
export class GetAnswerer {
  constructor(
    private readonly renderer: GetRenderer,
    private readonly projections: ProjectionCache,
    private readonly clock: DataClock,
    private readonly formats: FormatCache = new FormatCache(),
  ) {}

  /** Where an operation's answer stands now: its data's age is counted at each answer, not cached. */
  provenance(op: OperationDef, data: DataStatus): Provenance {
    if (data.status === 'unavailable') return data;
    return dataAge(data.fetchedAt, this.clock.nowMs(), windowOf(this.clock.windows, op.snapshotKeys));
  }

  /**
   * The answer to a GET by an authenticated, entitled, rate-limited caller: at once when the
   * rendering (and the projection, if any) is cached, else a promise. Refusals (a bad query, a
   * bad expression, a spent projection budget, a projection leaving no records for CSV) throw or
   * reject with an ApiError.
   */
  answer(
    handler: BoundHandler,
    caller: Caller,
    raw: RawQuery,
    source: FormatSource,
  ): GetAnswer | Promise<GetAnswer> {
    const query = validateQuery(handler.op, raw);
    const format = chooseFormat(handler, query, source);
    const response = this.renderer.render(handler, caller, query.params);
    if (response instanceof Promise)
      return response.then((r) => this.project(handler, r, query, format, caller));
    return this.project(handler, response, query, format, caller);
  }

  private project(
    handler: BoundHandler,
    response: RenderedResponse,
    query: ValidatedQuery,
    format: OutputFormat,
    caller: Caller,
  ): GetAnswer | Promise<GetAnswer> {
    const projected = projectIfAsked(response, query.jmespath, this.projections, caller);
    const formatted = (s: Sendable): GetAnswer => ({
      response,
      sendable: formatIfAsked(handler.op, response, s, query.jmespath, format, this.formats),
    });
    return projected instanceof Promise ? projected.then(formatted) : formatted(projected);
  }
}

/** The format of an answer (formats/negotiate.ts); a batched call answers JSON only. */
function chooseFormat(handler: BoundHandler, query: ValidatedQuery, source: FormatSource): OutputFormat {
  if (source !== 'json-only')
    return negotiateFormat(listShapeOf(handler.op).formats, query.format, source.accept);
  if (query.format === undefined || query.format === 'json') return 'json';
  throw new ApiError('VALIDATION_FAILED', {
    violations: [
      {
        field: FORMAT_PARAM,
        description: `${query.format} is not offered in a batch: batch results are JSON`,
      },
    ],
  });
}

/** Registers the route of one GET operation. */
export function registerGetRoute(app: FastifyInstance, handler: BoundHandler, answerer: GetAnswerer): void {
  app.route({
    method: 'GET',
    url: handler.op.path,
    config: { operation: handler.op },
    handler: (request, reply) => serveGet(answerer, handler, request, reply),
  });
}

/**
 * Answers a GET. When the answer is cached it sends synchronously and returns undefined (what
 * Fastify expects of a handler that has sent), so the hot path costs no promise.
 */
function serveGet(
  answerer: GetAnswerer,
  handler: BoundHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): undefined | Promise<FastifyReply> {
  const source = { accept: request.headers.accept };
  const answer = answerer.answer(handler, request.caller, request.query as RawQuery, source);
  const provenance = (a: GetAnswer) => answerer.provenance(handler.op, a.response.data);
  if (answer instanceof Promise) {
    return answer.then((a) => send(withFormat(a, handler, reply), provenance(a), request, reply));
  }
  send(withFormat(answer, handler, reply), provenance(answer), request, reply);
  return undefined;
}

/**
 * Writes what the chosen format adds to an answer's headers: its Content-Type (sendJson keeps
 * it), and `Vary: Accept` on every answer of an operation whose format Accept can choose, so a
 * shared cache never hands a CSV to a JSON client.
 */
function withFormat(answer: GetAnswer, handler: BoundHandler, reply: FastifyReply): GetAnswer {
  if (listShapeOf(handler.op).formats.length > 1) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary === undefined ? 'Accept' : `${String(vary)}, Accept`);
  }
  if (answer.sendable.contentType !== undefined) reply.type(answer.sendable.contentType);
  return answer;
}

/**
 * Sends an answer: where its data came from (DESIGN §4: status, date and age in seconds; `stale`
 * past its dataset's freshness window, the body unchanged), then its bytes with their ETag and caching.
 */
function send(
  { response, sendable }: GetAnswer,
  provenance: Provenance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header('x-data-status', provenance.status);
  if (provenance.status !== 'unavailable') {
    reply
      .header('x-data-fetched-at', provenance.fetchedAt)
      .header('x-data-age', String(provenance.ageSeconds));
  }
  return sendJson(request, reply, sendable.bytes, sendable.etag, response.cacheControl);
}

/**
 * Sends JSON bytes as a 200, or a 304 when If-None-Match lists their ETag, with the ETag and
 * Cache-Control: the caching headers of every JSON 200 (GETs, the OpenAPI document) are written
 * here and nowhere else.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: string | Buffer,
  etag: string,
  cache: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cache);
  if (ifNoneMatchLists(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // A GET in another format has set its own Content-Type (withFormat).
  if (!reply.hasHeader('content-type')) reply.type(JSON_CONTENT_TYPE);
  return reply.code(200).send(bytes);
}

/** True when an If-None-Match header value lists this ETag (or `*`); weak comparison (RFC 9110 §13.1.2). */
function ifNoneMatchLists(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
