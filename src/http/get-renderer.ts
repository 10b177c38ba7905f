/**
 * Renders a validated GET (DESIGN §3): from the response cache when the
 * operation reads snapshots, otherwise by running its handler. Snapshot-backed renderings are
 * shared by every caller with the same parameters, so their handlers run with a context whose
 * `caller` cannot be read (a handler that tried would fail loudly instead of leaking one caller's
 * answer to another). Request-time provider operations (no snapshot keys) are not cached here:
 * their provider client caches upstream answers itself.
 */
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import type { BoundHandler, HandlerContext, Providers } from '../services/handler';
import type { SnapshotStore } from '../store/ports';
import { type RenderedResponse, renderResponse } from './rendered-response';
import type { ResponseCache } from './response-cache';

/** Synchronous version stamps of the snapshots held in memory (the cached snapshot store). */
export interface SnapshotVersions {
  versionStamp(name: string): string;
}

/** What the renderer needs. */
export interface GetRendererDeps {
  /** Snapshot reads; with `versionStamp` (the in-memory store) responses are cached. */
  snapshots: Pick<SnapshotStore, 'read'> & Partial<SnapshotVersions>;
  now: () => Date;
  providers: Providers;
  responses: ResponseCache;
}

/** Canonical text of validated parameters: names sorted, values as JSON. */
export function canonicalParams(params: Readonly<Record<string, unknown>>): string {
  let text = '';
  for (const name of Object.keys(params).sort()) text += `${name}=${JSON.stringify(params[name])}&`;
  return text;
}

/** The response cache's key: the operation, its canonical parameters and its snapshots' versions. */
function responseKey(op: OperationDef, params: Readonly<Record<string, unknown>>, stamp: string): string {
  return `${op.id}\n${canonicalParams(params)}\n${stamp}`;
}

/** Renders GET responses, through the response cache where the operation allows it. */
export class GetRenderer {
  private readonly shared: HandlerContext;

  constructor(private readonly deps: GetRendererDeps) {
    this.shared = {
      snapshots: deps.snapshots,
      now: deps.now,
      providers: deps.providers,
      get caller(): Caller {
        throw new Error(
          'A snapshot-backed handler read ctx.caller, but its response is cached and shared between callers',
        );
      },
    };
  }

  /** Version stamp of an operation's snapshots, or undefined when its responses are not cached. */
  stampOf(op: OperationDef): string | undefined {
    const { versionStamp } = this.deps.snapshots;
    if (!versionStamp || op.snapshotKeys.length === 0) return undefined;
    if (op.snapshotKeys.length === 1) return versionStamp.call(this.deps.snapshots, op.snapshotKeys[0]!);
    return op.snapshotKeys.map((name) => versionStamp.call(this.deps.snapshots, name)).join(',');
  }

  /** The rendered 200 of a validated request: from the response cache, or its handler's result serialised once. */
  render(
    handler: BoundHandler,
    caller: Caller,
    params: Record<string, unknown>,
  ): RenderedResponse | Promise<RenderedResponse> {
    const { op } = handler;
    const stamp = this.stampOf(op);
    if (stamp === undefined) return this.renderForCaller(handler, caller, params);
    const key = responseKey(op, params, stamp);
    const cached = this.deps.responses.peek(key);
    if (cached) return cached;
    return this.deps.responses.render(
      key,
      async (id) => renderResponse(op, await handler.run(this.shared, params), id, this.nowMs()),
      () => this.stampOf(op) === stamp,
    );
  }

  private async renderForCaller(
    handler: BoundHandler,
    caller: Caller,
    params: Record<string, unknown>,
  ): Promise<RenderedResponse> {
    const { snapshots, now, providers } = this.deps;
    const ctx: HandlerContext = { snapshots, now, providers, caller };
    return renderResponse(handler.op, await handler.run(ctx, params), 0, this.nowMs());
  }

  private nowMs(): number {
    return this.deps.now().getTime();
  }
}
