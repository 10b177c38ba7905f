/**
 * What the pipeline attaches to a request as it goes, declared once for Fastify's types.
 */
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authentication; anonymous when no credential was presented. */
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** The contract entry a route serves (absent on platform routes). */
    operation?: OperationDef;
  }
}

/** The operation of a request's route, if it serves one. */
export function operationOf(config: { operation?: OperationDef } | undefined): OperationDef | undefined {
  return config?.operation;
}
