/**
 * Derives, from the list of services, everything the rest of the process reads: the operation
 * registry, handlers and POST routes by operation id, the snapshot-key index, the sources (jobs,
 * providers) and the environment sections of the sources (DESIGN §6).
 */
import { type Availability, combineSourceAvailability } from '../contract/availability';
import type { OperationDef } from '../contract/op';
import { createRegistry, type Registry } from '../contract/registry';
import type { EnvSection, EnvSpec, RawEnv } from '../env-vars';
import { mergeProviders, type ProviderDeps, type ProviderSourceState, type Source } from '../ingest/source';
import type { AnyIngestJob } from '../ingest/types';
import type { SnapshotKey } from '../store/snapshot';
import type { BoundHandler, BoundPostHandler, PostRouteFactory, Providers } from './handler';
import type { ServiceDef } from './service';

/** What the services list yields. */
export interface Catalog {
  readonly services: readonly ServiceDef[];
  readonly registry: Registry;
  /** GET handlers by operation id. */
  readonly handlers: ReadonlyMap<string, BoundHandler>;
  /** POST route factories by operation id (routes written by hand). */
  readonly postRoutes: ReadonlyMap<string, PostRouteFactory>;
  /** POST handlers by operation id (the app builds their routes, src/http/post-route.ts). */
  readonly postHandlers: ReadonlyMap<string, BoundPostHandler>;
  /** Every snapshot key, in service order. */
  readonly snapshotKeys: readonly SnapshotKey[];
  /** Every source, in service order. */
  readonly sources: readonly Source[];
  /** The sources' environment declarations, one section per source. */
  readonly envSections: readonly EnvSection[];
  /** The sources' environment declarations, one spec per source (for validation at start). */
  readonly envSpecs: readonly EnvSpec[];
  /** Finds a snapshot key by its stored name. */
  keyByName(name: string): SnapshotKey | undefined;
  /** Every ingestion job, built from an environment record (validated; throws ConfigError). */
  createJobs(env: RawEnv): AnyIngestJob[];
  /** The request-time providers whose credentials are set. */
  createProviders(env: RawEnv, deps: ProviderDeps): Providers;
  /** Each request-time source, configured or not in this environment (the status page shows them). */
  providerStates(env: RawEnv): ProviderSourceState[];
}

/** Builds the catalog, refusing anything declared twice. */
export function createCatalog(services: readonly ServiceDef[]): Catalog {
  const snapshotKeys = unique(
    services.flatMap((s) => Object.values(s.keys ?? {})),
    (k) => k.name,
    'Snapshot key',
  );
  const keyNames = new Map(snapshotKeys.map((k) => [k.name, k]));
  const sources = unique(
    services.flatMap((s) => s.sources ?? []),
    (s) => s.id,
    'Source',
  );
  unique(
    services.map((s) => s.name),
    (n) => n,
    'Service',
  );
  const registry = createRegistry(
    withAvailability(
      services.flatMap((s) => s.operations),
      sources,
    ),
    new Set(keyNames.keys()),
  );
  const envSections = services.flatMap((service) =>
    (service.sources ?? [])
      .filter((src) => Object.keys(src.env).length > 0)
      .map((src) => ({ title: `${service.name}: ${src.title}`, note: src.note, spec: src.env })),
  );
  return {
    services,
    registry,
    handlers: new Map(services.flatMap((s) => s.handlers ?? []).map((h) => [h.op.id, h])),
    postRoutes: new Map(services.flatMap((s) => Object.entries(s.postRoutes ?? {}))),
    postHandlers: new Map(services.flatMap((s) => s.postHandlers ?? []).map((h) => [h.op.id, h])),
    snapshotKeys,
    sources,
    envSections,
    envSpecs: sources.map((s) => s.env),
    keyByName: (name) => keyNames.get(name),
    createJobs: (env) => sources.flatMap((s) => s.createJobs(env)),
    createProviders: (env, deps) => mergeProviders(sources.map((s) => s.createProviders(env, deps))),
    providerStates: (env) =>
      sources
        .filter((s) => s.requestTime)
        .map((s) => ({
          id: s.id,
          title: s.title,
          // Building a provider makes no call: it only tells whether its credentials are set.
          state:
            Object.keys(s.createProviders(env, { now: () => new Date(0), userAgent: '' })).length > 0
              ? 'configured'
              : 'not_configured',
          variables: s.availability.kind === 'operator-key' ? s.availability.variables : [],
        })),
  };
}

/**
 * The operations with their availability (DESIGN §8): the declared one, else the one derived from
 * the sources writing the snapshot keys they read and the sources of the providers they call.
 * Refuses an operation with neither, so every operation is born with one.
 */
function withAvailability(operations: readonly OperationDef[], sources: readonly Source[]): OperationDef[] {
  const writers = new Map<string, Source[]>();
  for (const source of sources) {
    for (const key of source.keys) writers.set(key.name, [...(writers.get(key.name) ?? []), source]);
  }
  const byId = new Map(sources.map((s) => [s.id, s]));
  return operations.map((op) => (op.availability ? op : { ...op, availability: derive(op, writers, byId) }));
}

function derive(
  op: OperationDef,
  writers: ReadonlyMap<string, readonly Source[]>,
  byId: ReadonlyMap<string, Source>,
): Availability {
  const fed: Source[] = [];
  const unsourced: string[] = [];
  const add = (s: Source) => {
    if (!fed.includes(s)) fed.push(s);
  };
  for (const key of op.snapshotKeys) {
    const found = writers.get(key);
    if (found) found.forEach(add);
    else unsourced.push(key);
  }
  for (const id of op.providerSources ?? []) {
    const found = byId.get(id);
    if (!found) throw new Error(`${op.id} calls the providers of ${id}, which is no source`);
    add(found);
  }
  if (fed.length === 0) {
    throw new Error(`${op.id}: no source writes what it reads, and it declares no availability`);
  }
  const availability = combineSourceAvailability(fed);
  if (unsourced.length === 0) return availability;
  // A part of the answer no source fills yet (it stays absent): said beside the sources that do.
  const gap = `no source writes ${unsourced.join(', ')} yet`;
  return { ...availability, reason: availability.reason ? `${availability.reason}; ${gap}` : gap };
}

function unique<T>(items: readonly T[], name: (item: T) => string, what: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const n = name(item);
    if (seen.has(n)) throw new Error(`${what} ${n} is declared twice`);
    seen.add(n);
  }
  return [...items];
}
