/**
 * Routed GETs run in-process, for the batch (SPEC §4.3, DESIGN §3). Each one runs the operation
 * steps of the app's own pipeline — authenticate with the batch's credential headers, entitle,
 * its own rate limit — on a light call, then the very answer the direct route gives (get-route.ts).
 * Nothing is simulated: no socket, no header parsing, no serializing again. A cached rendering's
 * bytes are answered as they are, ready to be spliced into the batch response.
 *
 * What belongs to an HTTP request rather than to an operation — request id, security and CORS
 * headers, load shedding, ETag/304 — applies to the batch request itself, once.
 */
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import { ApiError, toHttp } from '../errors';
import type {
  BoundHandler,
  InProcessAnswer,
  InProcessGet,
  InProcessGets,
  InProcessOrigin,
} from '../services/handler';
import { logServerSide } from './error-handler';
import type { GetAnswer, GetAnswerer } from './get-route';
import type { OperationCall } from './operation-call';
import { type HeaderSink, type OperationStep, runOperationSteps } from './pipeline';
import { parseQueryString } from './query';

/** Headers a step writes on an in-process call (rate-limit counters) go nowhere: none is sent. */
const DROPPED_HEADERS: HeaderSink = { header: () => undefined };

/** An operation's call on behalf of the batch: its credentials, client IP and connection. */
class InProcessCall implements OperationCall {
  /** Set by authentication, the first operation step. */
  caller!: Caller;
  readonly ip: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly raw: { readonly socket: object | null };

  constructor(
    readonly operation: OperationDef,
    origin: InProcessOrigin,
  ) {
    this.ip = origin.ip;
    this.headers = origin.headers;
    this.raw = { socket: origin.connection };
  }
}

/** What the in-process runner needs: the app's operation steps and the direct route's answerer. */
export interface InProcessGetDeps {
  /** The operation steps of the app's pipeline, in its order (app.ts passes the same list to both). */
  steps: readonly OperationStep[];
  answerer: GetAnswerer;
  /** Handlers by operation id. */
  handlers: ReadonlyMap<string, BoundHandler>;
}

/** Runs routed GETs in-process; never throws (refusals and failures are answers). */
export class InProcessGetRunner implements InProcessGets {
  constructor(private readonly deps: InProcessGetDeps) {}

  run(origin: InProcessOrigin, get: InProcessGet): InProcessAnswer | Promise<InProcessAnswer> {
    try {
      const handler = this.deps.handlers.get(get.op.id);
      if (!handler || get.op.method !== 'GET') throw new Error(`${get.op.id} is not a routed GET operation`);
      const call = new InProcessCall(get.op, origin);
      const stepped = runOperationSteps(this.deps.steps, call, DROPPED_HEADERS);
      const answer =
        stepped === undefined
          ? this.answer(handler, call, get.query)
          : stepped.then(() => this.answer(handler, call, get.query));
      const answered = (a: GetAnswer): InProcessAnswer => ({
        status: 200,
        body: a.sendable.bytes,
        provenance: this.deps.answerer.provenance(get.op, a.response.data),
      });
      if (answer instanceof Promise) return answer.then(answered, (err: unknown) => failed(err, origin, get));
      return answered(answer);
    } catch (err) {
      return failed(err, origin, get);
    }
  }

  private answer(handler: BoundHandler, call: InProcessCall, query: string): GetAnswer | Promise<GetAnswer> {
    // Batch results are JSON bodies: a batched `format` other than json is that operation's 400.
    return this.deps.answerer.answer(handler, call.caller, parseQueryString(query), 'json-only');
  }
}

/** A refusal's or failure's answer: the status and body the error handler gives a direct call. */
function failed(err: unknown, origin: InProcessOrigin, get: InProcessGet): InProcessAnswer {
  const error = err instanceof ApiError ? err : new ApiError('INTERNAL');
  // As the error handler does for a direct call: faults are logged, refusals are answers.
  if (error.status >= 500) logServerSide(origin.log, err, error, { operation: get.op.id });
  const http = toHttp(error);
  return { status: http.status, body: Buffer.from(JSON.stringify(http.body), 'utf8') };
}
