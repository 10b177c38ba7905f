/**
 * OperationCall: the part of a request the operation steps (authenticate, entitle, rate-limit)
 * read and set. A Fastify request is one as it is; a batched operation run in-process is a light
 * one (in-process-get.ts).
 */
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';

export interface OperationCall {
  readonly operation: OperationDef | undefined;
  /** The client IP (after the trust-proxy rules). */
  readonly ip: string;
  /** The headers the steps may read: the credentials. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The underlying request; only its connection is read (the per-connection key digest memo). */
  readonly raw: { readonly socket: object | null };
  /** Set by authentication. */
  caller: Caller;
}
