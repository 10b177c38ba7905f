/**
 * Types of each operation derived from the generated OpenAPI types: its query parameters (enums
 * included), its 200 body and its request body, and the call signatures the client exposes. A
 * call with `jmespath` returns `unknown` unless the caller names the projected type.
 */
import type { operations } from './generated/openapi.js';
import type { OPERATIONS } from './generated/operations.js';
import type { ResponseMeta } from './response-meta.js';

/** The operation table's type. */
export type OperationTable = typeof OPERATIONS;
/** An OpenAPI operationId of the contract. */
export type OperationId = keyof operations;

/** The query parameters of an operation, `jmespath` included. */
export type QueryOf<Id extends OperationId> = operations[Id]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/**
 * The query parameters of an operation without `jmespath`, and without `format`: the client
 * decodes JSON answers only (CSV and GeoJSON are for plain HTTP; docs/formats.md).
 */
export type ParamsOf<Id extends OperationId> = Omit<QueryOf<Id>, 'jmespath' | 'format'>;

/** The body of an operation's 200 answer. */
export type ResultOf<Id extends OperationId> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The JSON request body of a POST operation. */
export type RequestBodyOf<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Extra request headers for this call only. */
  headers?: Record<string, string>;
}

/** Options of the untyped `request`: also how to read the body (JSON unless `text`). */
export interface RequestOptions extends CallOptions {
  parseAs?: 'json' | 'text';
}

/** A successful answer: the decoded body as `data`, plus what its headers say. */
export interface WorldMonitorResponse<T> extends ResponseMeta {
  data: T;
}

/** The query argument is optional exactly when every parameter is. */
type QueryArgs<Q, Options> =
  Partial<Q> extends Q ? [query?: Q, options?: Options] : [query: Q, options?: Options];

/** Without `jmespath`: the contract's body type. */
type Plain<Id extends OperationId> = ParamsOf<Id> & { jmespath?: undefined };
/** With `jmespath`: the projected JSON, `unknown` unless the caller names it. */
type Projected<Id extends OperationId> = ParamsOf<Id> & { jmespath: string };

/** A GET operation of the client: `wm.aviation.listAirportDelays({ region: 'AIRPORT_REGION_EUROPE' })`. */
export interface GetOperation<Id extends OperationId> {
  (...args: QueryArgs<Plain<Id>, CallOptions>): Promise<WorldMonitorResponse<ResultOf<Id>>>;
  <T = unknown>(query: Projected<Id>, options?: CallOptions): Promise<WorldMonitorResponse<T>>;
}

/** A POST operation of the client: its JSON body, then per-call options. */
export type PostOperation<Id extends OperationId> = (
  body: RequestBodyOf<Id>,
  options?: CallOptions,
) => Promise<WorldMonitorResponse<ResultOf<Id>>>;

/** The method the client exposes for an operation of the table. */
export type OperationMethod<Spec> = Spec extends { id: infer Id extends OperationId; method: infer M }
  ? M extends 'GET'
    ? GetOperation<Id>
    : PostOperation<Id>
  : never;

/** Services other than `batch`, whose one operation is the client's typed `batch` helper. */
export type ServiceName = Exclude<keyof OperationTable, 'batch'>;

/** `wm.<service>.<operation>(…)` for every operation of the contract. */
export type ServiceMethods = {
  readonly [S in ServiceName]: {
    readonly [O in keyof OperationTable[S]]: OperationMethod<OperationTable[S][O]>;
  };
};
