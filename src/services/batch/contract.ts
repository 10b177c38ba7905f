/**
 * Batch service contract (SPEC §2.4, §4.3). The route itself lives with the batch dispatcher;
 * this file only declares the operation and its limits.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { BATCH_ERROR_STATUSES, type OperationDef, postOp } from '../../contract/op';

const SERVICE = 'batch';
const TAG = 'Batch';

/** Most operations one batch may carry (SPEC §8). */
export const MAX_BATCH_OPERATIONS = 20;
/** Longest correlation id of one batched operation. */
export const MAX_BATCH_ID_LENGTH = 64;
/** Longest path (with its query string) of one batched operation. */
export const MAX_BATCH_PATH_LENGTH = 2048;

/**
 * `error` of a batched operation's result. Empty when the operation answered 2xx; otherwise a
 * refusal by the batch itself (`invalid_path`, `nested_batch`, `timeout`, `response_too_large`), or
 * a code naming the sub-response's error status, whose own body is kept (SPEC §4.3, §7).
 */
export const BATCH_RESULT_ERRORS = [
  '',
  'invalid_path',
  'nested_batch',
  'not_found',
  'timeout',
  'response_too_large',
  'internal_error',
  'bad_request',
  'unauthenticated',
  'forbidden',
  'rate_limited',
  'unavailable',
] as const;
export type BatchResultError = (typeof BATCH_RESULT_ERRORS)[number];

/** One GET operation to run in a batch. */
export const BatchOperationSchema = Type.Object({
  id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_BATCH_ID_LENGTH,
      description: 'Correlation id echoed in the matching result; defaults to the zero-based index',
    }),
  ),
  path: Type.String({
    minLength: 1,
    maxLength: MAX_BATCH_PATH_LENGTH,
    description:
      'Path of a documented GET operation of this server, with its query string if any (e.g. `/api/economic/v1/get-energy-prices?commodities=wti&jmespath=prices[0].price`)',
  }),
});

/** ExecuteBatchRequest (SPEC §2.4). */
export const ExecuteBatchRequestSchema = Type.Object({
  operations: Type.Array(BatchOperationSchema, {
    minItems: 1,
    maxItems: MAX_BATCH_OPERATIONS,
    description: `One to ${MAX_BATCH_OPERATIONS} GET operations to run`,
  }),
});
export type ExecuteBatchRequest = Static<typeof ExecuteBatchRequestSchema>;

/** The outcome of one batched operation. */
export const BatchOperationResultSchema = Type.Object({
  id: Type.String({ description: 'Correlation id of the operation' }),
  status: Int32({
    minimum: 0,
    description:
      'HTTP status of the operation: its own answer, or 400 (invalid_path, nested_batch), 404, 502 (response_too_large) or 504 (timeout) when the batch refused or stopped it',
  }),
  body: Type.Optional(
    Type.Unknown({
      description:
        "The operation's JSON body as it would have been sent on its own (after its jmespath projection, if any), error bodies included; absent when the batch refused the operation or its body was too large",
    }),
  ),
  error: StringEnum(BATCH_RESULT_ERRORS, {
    description:
      'Empty on a 2xx answer. invalid_path: not a path of this server (scheme, host, `..`, encoded separators or control characters); nested_batch: a batch path; not_found: no routed GET operation there; timeout: it did not finish in time; response_too_large: its body exceeded 1 MB; bad_request, unauthenticated, forbidden, rate_limited, unavailable, internal_error: the operation answered that error status (its body is kept)',
  }),
  dataStatus: Type.Optional(
    StringEnum(['ok', 'stale', 'unavailable'] as const, {
      description:
        "On an operation that answered 200: where its data stands, as its X-Data-Status header would say on a direct call (stale: older than its dataset's freshness window; the body is the same)",
    }),
  ),
  dataFetchedAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: "The data's true date (X-Data-Fetched-At), when it has data",
    }),
  ),
  dataAgeSeconds: Type.Optional(
    Int32({
      minimum: 0,
      description: "The data's age in seconds when answered (X-Data-Age), when it has data",
    }),
  ),
});
export type BatchOperationResult = Static<typeof BatchOperationResultSchema>;

/** ExecuteBatchResponse (SPEC §2.4). */
export const ExecuteBatchResponseSchema = Type.Object({
  succeeded: Int32({ minimum: 0, description: 'Operations that answered 2xx with no error' }),
  failed: Int32({ minimum: 0, description: 'All other operations' }),
  results: Type.Array(BatchOperationResultSchema, { description: 'One result per operation, in order' }),
});
export type ExecuteBatchResponse = Static<typeof ExecuteBatchResponseSchema>;

/** POST /api/batch/v1/execute (routed by the batch module). */
export const executeBatch = postOp({
  id: 'ExecuteBatch',
  service: SERVICE,
  tag: TAG,
  rpc: 'execute',
  summary: 'Run several GET operations in one request',
  description: `Runs up to ${MAX_BATCH_OPERATIONS} documented GET operations concurrently and returns each one's status and body. Each operation is authenticated, entitled and rate-limited with the batch request's own credentials, exactly as if called alone: batching saves round trips, not quota. Query strings pass through unchanged, so each operation may carry its own \`jmespath\`. Nested batches are refused and a body over 1 MB is replaced by the error \`response_too_large\`. With an \`Idempotency-Key\` header (1-255 printable ASCII characters), a retry with the same key and body replays the first response for 24 hours.`,
  body: ExecuteBatchRequestSchema,
  response: ExecuteBatchResponseSchema,
  // A key like every operation whose contract does not declare it public (SPEC §5.1), checked from
  // the headers before the body is read.
  access: 'key',
  cacheTier: 'none',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: {
    kind: 'derived',
    from: ['the GET operations it runs'],
    reason: 'runs GET operations of this API in-process; each result says where its own data comes from',
  },
  routed: true,
  errorStatuses: BATCH_ERROR_STATUSES,
});

/** Every batch operation. */
export const batchOperations: readonly OperationDef[] = [executeBatch];
