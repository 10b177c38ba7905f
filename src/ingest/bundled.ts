/**
 * Bundled payloads (DESIGN §4 "Out of the box"): for each source with a real capture, the project
 * ships a payload in the upstream's own format in the source's `bundle/` folder. On start, a dataset with
 * no snapshot yet is loaded from it through the job's real parser, keeping its true date: the
 * payload's own date when it has one, else the capture date of the bundle's SOURCE.md.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../store/ports';
import { describeError } from './errors';
import type { IngestLogger } from './runner';
import type { AnyIngestJob, BundleSpec, Payload } from './types';

/** What happened to one job's bundle. */
export interface BundleLoadResult {
  job: string;
  key: string;
  state: 'loaded' | 'snapshot_present' | 'no_bundle' | 'failed';
  fetchedAt?: string;
  records?: number;
  error?: string;
}

/** What the loader needs. */
export interface BundleDeps {
  store: Pick<Store, 'snapshots'>;
  logger?: IngestLogger;
}

/** Reads a bundle's files into a payload. */
export async function readBundlePayload(bundle: BundleSpec): Promise<Payload> {
  const folder = bundle.dir;
  const entries = await Promise.all(
    Object.entries(bundle.files).map(
      async ([name, file]) => [name, await readFile(join(folder, file), 'utf8')] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Where a bundled snapshot came from, as stored in `meta.source`. */
export function bundleSource(bundle: BundleSpec): string {
  return `bundled:${bundle.name}/${Object.values(bundle.files).join(',')}`;
}

/** Loads every bundle whose dataset has no snapshot yet; failures are reported, never thrown. */
export async function loadBundles(
  jobs: readonly AnyIngestJob[],
  deps: BundleDeps,
): Promise<BundleLoadResult[]> {
  const results: BundleLoadResult[] = [];
  for (const job of jobs) results.push(await loadBundle(job, deps));
  return results;
}

async function loadBundle(job: AnyIngestJob, deps: BundleDeps): Promise<BundleLoadResult> {
  const base = { job: job.id, key: job.key.name };
  const bundle = job.bundle;
  if (!bundle) return { ...base, state: 'no_bundle' };
  const current = await deps.store.snapshots.read(job.key);
  if (current.status === 'hit') return { ...base, state: 'snapshot_present' };
  try {
    const payload = await readBundlePayload(bundle);
    const parsed = await job.parse(payload, { now: () => new Date(Date.parse(bundle.capturedAt)) });
    // Publishing validates the data against the key's schema (and writes nothing if it fails).
    const fetchedAt = new Date(Date.parse(parsed.asOf ?? bundle.capturedAt)).toISOString();
    const snap = await deps.store.snapshots.publish(job.key, parsed.data, {
      fetchedAt,
      source: bundleSource(bundle),
    });
    deps.logger?.info({ job: job.id, fetchedAt, records: snap.meta.recordCount }, 'loaded bundled payload');
    return { ...base, state: 'loaded', fetchedAt, records: snap.meta.recordCount };
  } catch (err) {
    const error = describeError(err);
    deps.logger?.warn({ job: job.id, error }, 'could not load bundled payload');
    return { ...base, state: 'failed', error };
  }
}
