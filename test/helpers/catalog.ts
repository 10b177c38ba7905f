/**
 * Lookups into the services' catalog for the contract-wide and core tests, which must not import
 * a service's own modules: an operation by id, a snapshot key by name, a job by id.
 */
import type { OperationDef } from '../../src/contract/op';
import type { RawEnv } from '../../src/env-vars';
import type { AnyIngestJob } from '../../src/ingest/types';
import { CATALOG } from '../../src/services';
import type { SnapshotKey } from '../../src/store/snapshot';

/** The operation with this id (throws when there is none). */
export function operation(id: string): OperationDef {
  const op = CATALOG.registry.operationById(id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
}

/** The snapshot key with this name (throws when there is none). */
// biome-ignore lint/suspicious/noExplicitAny: tests publish data of the key's shape without its static type
export function snapshotKey(name: string): SnapshotKey<any> {
  const key = CATALOG.keyByName(name);
  if (!key) throw new Error(`no snapshot key ${name}`);
  return key;
}

/** The job with this id, built from an environment record (throws when there is none). */
export function job(id: string, env: RawEnv = {}): AnyIngestJob {
  const found = CATALOG.createJobs(env).find((j) => j.id === id);
  if (!found) throw new Error(`no job ${id}`);
  return found;
}
