/**
 * Contract of get-fred-series-batch (POST): several FRED series in one call, each answered as
 * get-fred-series answers it. Each requested series counts once against the caller's rate limit.
 */
import Type, { type Static } from 'typebox';
import { Int32 } from '../../contract/common';
import { BATCH_ERROR_STATUSES, postOp } from '../../contract/op';
import { FredSeriesSchema, MAX_FRED_LIMIT } from './contract-macro';
import { FRED_SERIES_IDS, fredKeyName } from './data-macro';

/** Most series one batch may ask for (the reference's limit). */
export const MAX_FRED_BATCH_SERIES = 20;

export const GetFredSeriesBatchRequestSchema = Type.Object({
  seriesIds: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z0-9_.]{1,64}$', description: 'FRED series id, e.g. WALCL' }), {
      minItems: 1,
      maxItems: MAX_FRED_BATCH_SERIES,
      description: `FRED series ids, 1-${MAX_FRED_BATCH_SERIES}; ids the server does not ingest are counted as requested and left out of results`,
    }),
  ),
  limit: Type.Optional(
    Int32({
      minimum: 1,
      maximum: MAX_FRED_LIMIT,
      description: `Most observations per series, 1-${MAX_FRED_LIMIT}; default 120`,
    }),
  ),
});
export type GetFredSeriesBatchRequest = Static<typeof GetFredSeriesBatchRequestSchema>;

export const GetFredSeriesBatchResponseSchema = Type.Object({
  results: Type.Record(Type.String(), FredSeriesSchema, {
    description: 'Series by id, for the series found',
  }),
  fetched: Int32({ minimum: 0, description: 'Number of series found' }),
  requested: Int32({ minimum: 0, description: 'Number of distinct series requested' }),
});

/** POST /api/economic/v1/get-fred-series-batch. */
export const getFredSeriesBatch = postOp({
  id: 'GetFredSeriesBatch',
  service: 'economic',
  tag: 'Economic',
  rpc: 'get-fred-series-batch',
  summary: 'Several FRED series in one call',
  description: `Up to ${MAX_FRED_BATCH_SERIES} FRED series in one request (seriesIds; a body without ids answers an empty result), each as get-fred-series answers it (the newest \`limit\` observations, oldest first). Ids are matched case-insensitively; a series the server does not ingest or has not loaded is counted in \`requested\` and absent from \`results\`. Each series counts as one request against the caller's rate limit. With an \`Idempotency-Key\` header, a retry with the same key and body replays the first response.`,
  body: GetFredSeriesBatchRequestSchema,
  response: GetFredSeriesBatchResponseSchema,
  access: 'key',
  cacheTier: 'none',
  rateLimitClass: 'caller',
  snapshotKeys: FRED_SERIES_IDS.map(fredKeyName),
  routed: true,
  errorStatuses: BATCH_ERROR_STATUSES,
});
