/**
 * What an ingestion job is (DESIGN §4): `{ key, schedule, fetch, parse, validate }`. `fetch` gets an
 * injected HTTP client and returns the raw upstream bodies; `parse` is pure over those bodies and
 * produces the data schema of the job's snapshot key; the runner validates and publishes.
 */
import type { Static, TSchema } from 'typebox';
import type { SnapshotKey, SnapshotRead } from '../store/snapshot';

/** Raw upstream bodies of one run, by resource name (`co2`, a feed id, `page-2`, ...). */
export type Payload = Readonly<Record<string, string>>;

/** What a parser returns. */
export interface ParseResult<T> {
  data: T;
  /** ISO 8601 time the data is true for, read from the payload; the fetch time when absent. */
  asOf?: string;
  /** Non-fatal problems (rows skipped, a feed item without a link, ...). */
  warnings?: string[];
}

/** How often a job runs: every `everyMs`, plus a random delay of up to `jitterMs`. */
export interface Schedule {
  everyMs: number;
  jitterMs: number;
}

/** Options of one GET through the run's HTTP client. */
export interface RunGetOptions {
  headers?: Readonly<Record<string, string>>;
  /** Accept header; defaults to `*\/*`. */
  accept?: string;
  /** False for requests whose answer must not come from a 304 (e.g. an OAuth token). */
  conditional?: boolean;
  /** True for a binary body (a zip): returned undecoded, one character per byte (latin1). */
  bytes?: boolean;
}

/** The HTTP client a job's `fetch` uses: retries, time boxes, conditional requests are inside. */
export interface RunHttp {
  /** GETs a URL and returns its body (on 304, the body cached with the validators). */
  get(url: string, options?: RunGetOptions): Promise<string>;
  /** POSTs a form or JSON body (never conditional, never cached); returns the response body. */
  post(
    url: string,
    body: { form?: Record<string, string>; json?: unknown },
    options?: RunGetOptions,
  ): Promise<string>;
}

/** What `fetch` receives. */
export interface FetchContext {
  http: RunHttp;
  now: () => Date;
  signal: AbortSignal;
  /** Records a non-fatal problem (one feed of several failed, ...); shown as the run's `lastError`. */
  warn(message: string): void;
}

/** What `parse` receives besides the payload (no I/O). */
export interface ParseContext {
  now: () => Date;
  /** The snapshot this run would replace (absent when a bundle is loaded): for datasets that mark what changed. */
  previous?: SnapshotRead<unknown>;
}

/** A bundled real capture of the upstream, loaded when the dataset has no snapshot yet. */
export interface BundleSpec {
  /** Name of the capture, as `meta.source` shows it (`bundled:<name>/<files>`). */
  name: string;
  /** Absolute folder of the capture (`bundle/` beside the source's job; see `bundleBeside`). */
  dir: string;
  /** Payload resource name → file name inside `dir`. */
  files: Readonly<Record<string, string>>;
  /** Capture date from the bundle's SOURCE.md, used when the payload carries no date of its own. */
  capturedAt: string;
}

/** Credential state of a job: keyless, configured, or missing (then it never runs). */
export type CredentialState =
  | { kind: 'keyless' }
  | { kind: 'configured' }
  | { kind: 'missing'; hint: string };

/** An ingestion job for one snapshot key. */
export interface IngestJob<S extends TSchema = TSchema> {
  /** Short name for the CLI (`noaa-co2`); health records use the key name. */
  readonly id: string;
  readonly key: SnapshotKey<S>;
  /** Upstream name and address, stored as the snapshot's `meta.source`. */
  readonly source: string;
  readonly schedule: Schedule;
  readonly credentials: CredentialState;
  /** Fewer records than this is "suspiciously empty" and never published. */
  readonly minRecords: number;
  /** Time box of a whole run (all requests, retries and parsing), in ms. */
  readonly timeoutMs?: number;
  readonly bundle?: BundleSpec;
  fetch(ctx: FetchContext): Promise<Payload>;
  parse(payload: Payload, ctx: ParseContext): Promise<ParseResult<Static<S>>>;
  /** Extra checks beyond the schema; returns a problem or undefined. */
  validate?(data: Static<S>): string | undefined;
}

/** A job with its data type erased, as registries and the runner hold it. */
export type AnyIngestJob = IngestJob<TSchema>;

/** Erases a job's data type (the key and the parser agree by construction). */
export function defineJob<S extends TSchema>(job: IngestJob<S>): AnyIngestJob {
  return job as unknown as AnyIngestJob;
}

/** True when the job may run (keyless, or its credential is set). */
export function isConfigured(job: Pick<AnyIngestJob, 'credentials'>): boolean {
  return job.credentials.kind !== 'missing';
}
