/** The batch service: one POST route that runs GET operations through the pipeline (SPEC §4.3). */
export { type BatchRouteDeps, createBatchRoute, MAX_BATCH_BODY_BYTES } from './execute';
