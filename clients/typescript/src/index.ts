/**
 * worldmonitor-client: a typed client of the world-monitoring data API, generated from its
 * OpenAPI document (openapi-typescript types, openapi-fetch runtime).
 */
export {
  type BatchOperation,
  type BatchOperationBuilder,
  type BatchOptions,
  type BatchOutcome,
  type BatchResult,
  type BatchResults,
  MAX_BATCH_OPERATIONS,
  ops,
} from './batch.js';
export {
  createWorldMonitor,
  type LooseQuery,
  type WorldMonitor,
  type WorldMonitorOptions,
} from './client.js';
export {
  AuthenticationError,
  EntitlementError,
  type EntitlementErrorBody,
  type ErrorBody,
  type ErrorKind,
  IdempotencyError,
  type IdempotencyErrorBody,
  ProjectionError,
  type ProjectionErrorBody,
  RateLimitError,
  ValidationError,
  type ValidationErrorBody,
  type Violation,
  WorldMonitorError,
} from './errors.js';
export type { components, operations, paths } from './generated/openapi.js';
export { OPERATIONS } from './generated/operations.js';
export type { DatasetHealth, DatasetState, HealthReport, RefreshState, StoreHealth } from './health.js';
export type { OperationSpec, ParamSpec } from './operation-spec.js';
export type {
  CallOptions,
  GetOperation,
  OperationId,
  ParamsOf,
  PostOperation,
  QueryOf,
  RequestBodyOf,
  RequestOptions,
  ResultOf,
  WorldMonitorResponse,
} from './operation-types.js';
export { checkQuery, type QueryCheck, type RawParams } from './query-check.js';
export type { DataStatus, RateLimit, ResponseMeta } from './response-meta.js';
