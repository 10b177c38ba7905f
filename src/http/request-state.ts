/**
 * What the pipeline attaches to a request as it goes, declared once for Fastify's types and
 * decorated once per app; and OperationCall, the part of a request the operation steps use.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import type { Step } from './pipeline';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authentication; anonymous when no credential was presented. */
    caller: Caller;
    /**
     * The contract entry of the request's route, read once by the first pipeline step (Fastify's
     * `routeOptions` getter builds a new object on every read).
     */
    operation: OperationDef | undefined;
  }
  interface FastifyContextConfig {
    /** The contract entry a route serves (absent on platform routes). */
    operation?: OperationDef;
  }
}

/**
 * What the operation steps (authenticate, entitle, rate-limit) read and set. A Fastify request is
 * one as it is; a batched operation run in-process is a light one (in-process-get.ts) carrying the
 * batch's credential headers, client IP and connection.
 */
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

/** Declares the request properties the pipeline sets (Fastify wants them known up front). */
export function declareRequestState(app: FastifyInstance): void {
  app.decorateRequest('caller', null as never);
  app.decorateRequest('operation', undefined);
}

/** Pipeline step, first of all: notes the route's operation on the request. */
export const resolveOperation: Step = (request) => {
  request.operation = request.routeOptions.config.operation;
  return undefined;
};

/** The operation of a request, also before (or without) the pipeline having run. */
export function operationOf(request: FastifyRequest): OperationDef | undefined {
  return request.operation ?? request.routeOptions.config.operation;
}
