/**
 * A GET's rendering: its body serialised with the operation's compiled response serializer, a
 * strong ETag of those bytes, where the data came from (DESIGN §4) and its Cache-Control (DESIGN
 * §3), built once, so a cached rendering is sent without any further work (get-route.ts).
 */
import { createHash } from 'node:crypto';
import fastJson from 'fast-json-stringify';
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
