/**
 * What an upstream source is to the rest of the code: its declared environment variables, and
 * from their typed values its ingestion jobs and its request-time providers. Each source lives in
 * its service's `sources/<source>/` folder; the services list collects them (DESIGN §6).
 */
import { fileURLToPath } from 'node:url';
import type { SourceAvailability } from '../contract/availability';
import { type EnvSpec, type EnvValues, parseEnv, type RawEnv } from '../env-vars';
import type { SnapshotKey } from '../store/snapshot';
import type { FetchLike } from './http-client';
import type { AnyIngestJob, BundleSpec } from './types';

/** What request-time providers are built with besides their settings (tests pass fakes). */
export interface ProviderDeps {
  now: () => Date;
  userAgent: string;
  fetch?: FetchLike;
}

/**
 * Request-time provider adapters (DESIGN §1), one typed field per service: each service declares
 * its field and the interface of its ports in its `providers.ts` (declaration merging into this
 * interface), and its sources fill them. Handlers read them typed, never by a string name.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each service adds its field by declaration merging.
export interface Providers {}

/** What one source's `providers` yields: some ports of its own service. */
export type ProviderMap = Providers;

/** Merges the providers of several sources, port by port within each service. */
export function mergeProviders(parts: readonly Providers[]): Providers {
  const merged: Record<string, object> = {};
  for (const part of parts) {
    for (const [service, ports] of Object.entries(part)) {
      if (ports) merged[service] = { ...merged[service], ...(ports as object) };
    }
  }
  return merged as Providers;
}

/** A source as declared in its folder. */
export interface SourceDef<E extends EnvSpec> {
  /** The folder name under `sources/` (e.g. `treasury-fiscal-data`). */
  readonly id: string;
  /** Who publishes it, for the environment reference (e.g. `US Treasury Fiscal Data API`). */
  readonly title: string;
  /** Cadence and credential in a few words, for the environment reference and the README. */
  readonly note: string;
  /** Where its data comes from: keyless, an operator's key, or a format known from documentation. */
  readonly availability: SourceAvailability;
  /** Every variable the source reads, with its default and a one-line description. */
  readonly env: E;
  /** The snapshot keys its jobs write (what the operations reading them derive availability from). */
  readonly keys?: readonly SnapshotKey[];
  /** The ingestion jobs of the source, from its typed settings. */
  readonly jobs?: (settings: EnvValues<E>) => AnyIngestJob[];
  /** The request-time providers of the source whose credentials are set. */
  readonly providers?: (settings: EnvValues<E>, deps: ProviderDeps) => ProviderMap;
}

/** Whether a request-time source's credentials are set (its providers were built). */
export interface ProviderSourceState {
  id: string;
  title: string;
  state: 'configured' | 'not_configured';
  /** The variables its availability names (what to set when it is not configured). */
  variables: readonly string[];
}

/** A source with its settings type erased, as the services list holds it. */
export interface Source {
  readonly id: string;
  readonly title: string;
  readonly note: string;
  readonly availability: SourceAvailability;
  readonly env: EnvSpec;
  /** The snapshot keys its jobs write. */
  readonly keys: readonly SnapshotKey[];
  /** Builds the jobs from an environment record (validated against `env`; throws ConfigError). */
  createJobs(env: RawEnv): AnyIngestJob[];
  /** Builds the providers from an environment record (validated against `env`; throws ConfigError). */
  createProviders(env: RawEnv, deps: ProviderDeps): ProviderMap;
  /** True when the source provides request-time lookups (it declares `providers`). */
  readonly requestTime: boolean;
}

/** Declares a source. */
export function defineSource<E extends EnvSpec>(def: SourceDef<E>): Source {
  const keys = def.keys ?? [];
  return {
    id: def.id,
    title: def.title,
    note: def.note,
    availability: def.availability,
    env: def.env,
    keys,
    createJobs: (env) => {
      const jobs = def.jobs ? def.jobs(parseEnv(def.env, env)) : [];
      for (const job of jobs) {
        if (!keys.includes(job.key))
          throw new Error(`Source ${def.id}: job ${job.id} writes ${job.key.name}, not in its keys`);
      }
      return jobs;
    },
    createProviders: (env, deps) => (def.providers ? def.providers(parseEnv(def.env, env), deps) : {}),
    requestTime: def.providers !== undefined,
  };
}

/**
 * A bundled real capture beside the source module: files of `<source folder>/bundle/`, dated by
 * the capture date its SOURCE.md records. `moduleUrl` is the declaring module's `import.meta.url`.
 */
export function bundleBeside(
  moduleUrl: string,
  spec: { name: string; files: Readonly<Record<string, string>>; capturedAt: string },
): BundleSpec {
  return { ...spec, dir: fileURLToPath(new URL('./bundle/', moduleUrl)) };
}
