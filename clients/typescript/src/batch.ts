/**
 * Typed batches (SPEC §4.3): `ops.<service>.<operation>(query)` builds one operation of a batch,
 * typed by the body it answers; `wm.batch([...], { idempotencyKey })` sends them in one request
 * and answers one typed result per operation, in the order given.
 */
import { createQuerySerializer } from 'openapi-fetch';
import { decodeError, type WorldMonitorError } from './errors.js';
import { OPERATIONS } from './generated/operations.js';
import type { OperationId, OperationTable, ParamsOf, ResultOf, ServiceName } from './operation-types.js';

/** Most operations one batch may carry (SPEC §8). */
export const MAX_BATCH_OPERATIONS = 20;

/** One operation of a batch. `T` is the body it answers with when it succeeds. */
export interface BatchOperation<T> {
  /** Correlation id; the client numbers operations by position when none is given. */
  readonly id?: string;
  /** The operation's path with its query string. */
  readonly path: string;
  /** Type-level only: the answer's body type. Never set. */
  readonly resultType?: T;
}

/** Options of one batch operation. */
export interface BatchOperationOptions {
  id?: string;
}

type QueryArgs<Q> =
  Partial<Q> extends Q
    ? [query?: Q, options?: BatchOperationOptions]
    : [query: Q, options?: BatchOperationOptions];

/** Builds a batch operation of a GET operation; with `jmespath` the body is `unknown` unless named. */
export interface BatchOperationBuilder<Id extends OperationId> {
  (...args: QueryArgs<ParamsOf<Id> & { jmespath?: undefined }>): BatchOperation<ResultOf<Id>>;
  <T = unknown>(
    query: ParamsOf<Id> & { jmespath: string },
    options?: BatchOperationOptions,
  ): BatchOperation<T>;
}

type GetOperationsOf<S extends ServiceName> = {
  [O in keyof OperationTable[S] as OperationTable[S][O] extends { method: 'GET' }
    ? O
    : never]: OperationTable[S][O];
};

/** `ops.<service>.<operation>(query)` for every GET operation. */
export type BatchOperationBuilders = {
  readonly [S in ServiceName]: {
    readonly [O in keyof GetOperationsOf<S>]: GetOperationsOf<S>[O] extends {
      id: infer Id extends OperationId;
    }
      ? BatchOperationBuilder<Id>
      : never;
  };
};

/** The result of one batch operation. */
export type BatchResult<T> =
  | { ok: true; id: string; status: number; data: T }
  | {
      ok: false;
      id: string;
      status: number;
      /** Why it failed: the batch's code (`invalid_path`, `timeout`, `rate_limited`, …). */
      code: string;
      /** The operation's own error body, as the batch answered it (absent when the batch refused it). */
      body?: unknown;
      /** The failure decoded as the same typed error a direct call would throw. */
      error: WorldMonitorError;
    };

/** One result per operation, in order, each typed by its operation. */
export type BatchResults<Ops extends readonly BatchOperation<unknown>[]> = {
  -readonly [K in keyof Ops]: Ops[K] extends BatchOperation<infer T> ? BatchResult<T> : never;
};

/** The body of a batch answer, decoded. */
export interface BatchOutcome<R> {
  succeeded: number;
  failed: number;
  results: R;
}

/** Options of a batch. */
export interface BatchOptions {
  /** Makes a retry safe: the same key and operations replay the first answer for 24 hours. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const serializeQuery = createQuerySerializer();

function builder(path: string) {
  return (query?: Record<string, unknown>, options?: BatchOperationOptions): BatchOperation<unknown> => {
    const search = query ? serializeQuery(query) : '';
    return {
      path: search ? `${path}?${search}` : path,
      ...(options?.id !== undefined ? { id: options.id } : {}),
    };
  };
}

/** Builders of batch operations, one per GET operation of the contract. */
export const ops = Object.fromEntries(
  Object.entries(OPERATIONS).map(([service, operations]) => [
    service,
    Object.fromEntries(
      Object.entries(operations)
        .filter(([, spec]) => spec.method === 'GET')
        .map(([name, spec]) => [name, builder(spec.path)]),
    ),
  ]),
) as unknown as BatchOperationBuilders;

/** The request body of a batch: ids default to positions. */
export function batchRequestBody(operations: readonly BatchOperation<unknown>[]): {
  operations: { id: string; path: string }[];
} {
  return { operations: operations.map((op, i) => ({ id: op.id ?? String(i), path: op.path })) };
}

interface RawResult {
  id: string;
  status: number;
  body?: unknown;
  error?: string;
}

/** Pairs each result of a batch answer with its operation, in the order of the operations. */
export function decodeBatchResults(
  sent: { id: string }[],
  body: { results: RawResult[] },
): BatchResult<unknown>[] {
  const byId = new Map(body.results.map((r) => [r.id, r]));
  return sent.map(({ id }) => {
    const r = byId.get(id);
    if (!r) throw new Error(`batch answer has no result for operation ${id}`);
    const failed = (r.error !== undefined && r.error !== '') || r.status < 200 || r.status > 299;
    if (!failed) return { ok: true, id, status: r.status, data: r.body };
    const error = decodeError(r.status, r.body ?? { error: r.error }, new Headers());
    return { ok: false, id, status: r.status, code: r.error ?? '', body: r.body, error };
  });
}
