/**
 * What the pipeline attaches to a request as it goes, declared once for Fastify's types and
 * decorated once per app.
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
    /** Rate-limit units a POST's parsed body costs (one when absent). */
    units?: (body: unknown) => number;
  }
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
