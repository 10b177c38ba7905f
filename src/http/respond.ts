/**
 * Final steps of a GET: serialize with the operation's compiled response serializer, set the
 * provenance headers (DESIGN §4), cache headers (DESIGN §3), a strong ETag, and answer 304 when
 * the client already has these bytes.
 */
import { createHash } from 'node:crypto';
import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_TIER_SECONDS, type OperationDef, requiresCredential } from '../contract/op';
import type { DataStatus } from '../services/handler';

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

/** Cache-Control of a 200 from this operation (DESIGN §3). */
export function cacheControl(op: OperationDef, data: DataStatus): string {
  if (data.status === 'unavailable') return 'no-store';
  const seconds = CACHE_TIER_SECONDS[op.cacheTier];
  if (seconds === 0) return 'no-store';
  const visibility = requiresCredential(op.access) ? 'private' : 'public';
  return `${visibility}, max-age=${seconds}`;
}

/** Provenance headers (DESIGN §4). */
export function setDataHeaders(reply: FastifyReply, data: DataStatus): void {
  reply.header('x-data-status', data.status);
  if (data.status === 'ok') reply.header('x-data-fetched-at', data.fetchedAt);
}

/** True when If-None-Match lists this ETag (or `*`). */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends JSON bytes as a 200 (or 304) with ETag and cache headers. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: string,
  etag: string,
  cache: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cache);
  if (etagMatches(request, etag)) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(bytes);
}
