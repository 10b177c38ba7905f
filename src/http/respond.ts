/**
 * Final steps of a GET: serialize with the operation's compiled response serializer, set the
 * provenance headers (DESIGN §4), cache headers (DESIGN §3), a strong ETag, and answer 304 when
 * the client already has these bytes. A rendered response is built once — bytes, ETag and
 * Cache-Control together — so that a cached one is sent without any further work.
 */
import { createHash } from 'node:crypto';
import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_TIER_SECONDS, type OperationDef, requiresCredential } from '../contract/op';
import { deepFreeze } from '../deep-freeze';
import type { DataStatus, HandlerResult } from '../services/handler';

/** Content-Type of every JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const serializers = new WeakMap<OperationDef, (body: unknown) => string>();

/** Serializes a body with the operation's response schema (unknown fields are dropped). */
export function serializeResponse(op: OperationDef, body: unknown): string {
  let fn = serializers.get(op);
  if (!fn) {
    fn = fastJson(op.response as Parameters<typeof fastJson>[0]) as (body: unknown) => string;
    serializers.set(op, fn);
  }
  return fn(body);
}

/** Strong ETag of the exact bytes sent. */
export function strongEtag(bytes: string | Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * Cache-Control of a 200 from this operation (DESIGN §3): `no-store` for degraded bodies and for
 * the `none` tier; otherwise the tier's max-age, `private` on every credentialed operation.
 */
export function cacheControl(op: OperationDef, data: DataStatus): string {
  if (data.status === 'unavailable') return 'no-store';
  const seconds = CACHE_TIER_SECONDS[op.cacheTier];
  if (seconds === 0) return 'no-store';
  const visibility = requiresCredential(op.access) ? 'private' : 'public';
  return `${visibility}, max-age=${seconds}`;
}

/** A GET 200 ready to send: its bytes, their ETag, where the data came from, and its caching. */
export class RenderedResponse {
  private parsed: unknown;
  private isParsed = false;

  constructor(
    /** Identifies this rendering (0 when it is not shared), so derived results can be cached. */
    readonly id: number,
    readonly bytes: Buffer,
    readonly etag: string,
    readonly data: DataStatus,
    readonly cacheControl: string,
    /** Epoch ms of the rendering, from the injected clock. */
    readonly renderedAtMs: number,
  ) {}

  /** The serialized body parsed back (what projections read), parsed once and frozen. */
  body(): unknown {
    if (!this.isParsed) {
      this.parsed = deepFreeze(JSON.parse(this.bytes.toString('utf8')) as unknown);
      this.isParsed = true;
    }
    return this.parsed;
  }
}

/** Renders a handler's result: serialize once, hash once, decide Cache-Control once. */
export function renderResponse(
  op: OperationDef,
  result: HandlerResult<unknown>,
  id: number,
  renderedAtMs: number,
): RenderedResponse {
  const bytes = Buffer.from(serializeResponse(op, result.body), 'utf8');
  return new RenderedResponse(
    id,
    bytes,
    strongEtag(bytes),
    result.data,
    cacheControl(op, result.data),
    renderedAtMs,
  );
}

/** Provenance headers (DESIGN §4). */
export function setDataHeaders(reply: FastifyReply, data: DataStatus): void {
  reply.header('x-data-status', data.status);
  if (data.status === 'ok') reply.header('x-data-fetched-at', data.fetchedAt);
}

/** True when If-None-Match lists this ETag (or `*`); weak comparison, as RFC 9110 §13.1.2 says. */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  return ifNoneMatchLists(request.headers['if-none-match'], etag);
}

/** True when an If-None-Match header value lists this ETag (or `*`). */
function ifNoneMatchLists(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends JSON bytes as a 200 (or 304) with ETag and cache headers. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: string | Buffer,
  etag: string,
  cache: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cache);
  if (etagMatches(request, etag)) return reply.code(304).send();
  return reply.code(200).type(JSON_CONTENT_TYPE).send(bytes);
}
