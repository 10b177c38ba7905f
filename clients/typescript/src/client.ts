/**
 * The client: `createWorldMonitor({ baseUrl, apiKey })` answers an object with one namespace per
 * service and one typed method per operation (`wm.climate.getCo2Monitoring()`), the typed
 * `batch` helper, `serverHealth()`, and `raw`, the openapi-fetch client typed by path. Every call
 * resolves to `{ data, status, rateLimit, dataStatus, … }` or throws a typed WorldMonitorError.
 */
import createClient, { type Client } from 'openapi-fetch';
import {
  type BatchOperation,
  type BatchOptions,
  type BatchOutcome,
  type BatchResults,
  batchRequestBody,
  decodeBatchResults,
  ops,
} from './batch.js';
import { decodeError } from './errors.js';
import type { paths } from './generated/openapi.js';
import { OPERATIONS } from './generated/operations.js';
import type { HealthReport } from './health.js';
import type { OperationSpec } from './operation-spec.js';
import type { CallOptions, RequestOptions, ServiceMethods, WorldMonitorResponse } from './operation-types.js';
import { responseMeta } from './response-meta.js';

/** How the client reaches the API and who it calls as. */
export interface WorldMonitorOptions {
  /** Where the API is served, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** An API key, sent as `X-Service-Key`. */
  apiKey?: string;
  /** A bearer token (JWT), sent as `Authorization: Bearer …` (accepted where the contract lists it). */
  bearerToken?: string;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** A fetch implementation (defaults to the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A query as the low-level `request` takes it: values are serialized as given. */
export type LooseQuery = Record<
  string,
  string | number | boolean | readonly (string | number | boolean)[] | undefined
>;

/** The client. */
export type WorldMonitor = ServiceMethods & {
  /** Runs up to 20 GET operations in one request; one typed result per operation, in order. */
  batch<const Ops extends readonly BatchOperation<unknown>[]>(
    operations: Ops,
    options?: BatchOptions,
  ): Promise<WorldMonitorResponse<BatchOutcome<BatchResults<Ops>>>>;
  /** Builders of batch operations (the same as the `ops` export). */
  readonly ops: typeof ops;
  /** `GET /api/health`: each dataset's state and age (outside the operation catalogue). */
  serverHealth(options?: CallOptions): Promise<WorldMonitorResponse<HealthReport>>;
  /**
   * Calls an operation of the table with an untyped query (what the CLI uses); with
   * `parseAs: 'text'` the body is the text as sent (a CSV or GeoJSON answer).
   */
  request(
    spec: OperationSpec,
    query?: LooseQuery,
    options?: RequestOptions,
  ): Promise<WorldMonitorResponse<unknown>>;
  /** The underlying openapi-fetch client, typed by path: `wm.raw.GET('/api/…', { params })`. */
  readonly raw: Client<paths>;
};

/** A batch answer's body before its results are decoded. */
type RawBatchBody = Parameters<typeof decodeBatchResults>[1] & { succeeded: number; failed: number };

type UntypedRequest = (
  method: string,
  url: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function authHeaders(options: WorldMonitorOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== undefined) headers['X-Service-Key'] = options.apiKey;
  if (options.bearerToken !== undefined) headers.Authorization = `Bearer ${options.bearerToken}`;
  return headers;
}

/** Creates a client. Authentication is set here, once: an API key, a bearer token, or both. */
export function createWorldMonitor(options: WorldMonitorOptions): WorldMonitor {
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: authHeaders(options),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const send = raw.request as unknown as UntypedRequest;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    init: Record<string, unknown>,
    call?: RequestOptions,
  ): Promise<WorldMonitorResponse<T>> {
    const { data, error, response } = await send(method.toLowerCase(), path, {
      ...init,
      ...(call?.headers ? { headers: call.headers } : {}),
      ...(call?.signal ? { signal: call.signal } : {}),
      ...(call?.parseAs ? { parseAs: call.parseAs } : {}),
    });
    if (!response.ok) throw decodeError(response.status, error, response.headers);
    return { ...responseMeta(response.status, response.headers), data: data as T };
  }

  function request(spec: OperationSpec, query?: LooseQuery, callOptions?: RequestOptions) {
    if (spec.method === 'GET') return call<unknown>('GET', spec.path, { params: { query } }, callOptions);
    return call<unknown>('POST', spec.path, { body: query }, callOptions);
  }

  const services = Object.fromEntries(
    Object.entries(OPERATIONS)
      .filter(([service]) => service !== 'batch')
      .map(([service, operations]) => [
        service,
        Object.fromEntries(
          Object.entries(operations).map(([name, spec]: [string, OperationSpec]) => [
            name,
            spec.method === 'GET'
              ? (query?: LooseQuery, o?: CallOptions) => call('GET', spec.path, { params: { query } }, o)
              : (body: unknown, o?: CallOptions) => call('POST', spec.path, { body }, o),
          ]),
        ),
      ]),
  ) as unknown as ServiceMethods;

  async function batch(operations: readonly BatchOperation<unknown>[], batchOptions: BatchOptions = {}) {
    const body = batchRequestBody(operations);
    const headers: Record<string, string> = {};
    if (batchOptions.idempotencyKey !== undefined) headers['Idempotency-Key'] = batchOptions.idempotencyKey;
    const answer = await call<RawBatchBody>(
      'POST',
      OPERATIONS.batch.execute.path,
      { body },
      { headers, ...(batchOptions.signal ? { signal: batchOptions.signal } : {}) },
    );
    const results = decodeBatchResults(body.operations, answer.data);
    return { ...answer, data: { succeeded: answer.data.succeeded, failed: answer.data.failed, results } };
  }

  return {
    ...services,
    batch: batch as WorldMonitor['batch'],
    ops,
    serverHealth: (o?: CallOptions) => call<HealthReport>('GET', '/api/health', {}, o),
    request,
    raw,
  };
}
