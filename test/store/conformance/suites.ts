/**
 * Every port's conformance suite, run together on one adapter.
 */
import type { BackendFactory } from './harness';
import { idempotencyStoreConformance } from './idempotency-store';
import { ingestStatusStoreConformance } from './ingest-status-store';
import { jobLockStoreConformance } from './job-lock-store';
import { keyStoreConformance } from './key-store';
import { snapshotStoreConformance } from './snapshot-store';

/** Runs the conformance suite of every store port on the adapter `factory` builds. */
export function storeConformance(factory: BackendFactory): void {
  snapshotStoreConformance(factory);
  keyStoreConformance(factory);
  ingestStatusStoreConformance(factory);
  idempotencyStoreConformance(factory);
  jobLockStoreConformance(factory);
}
