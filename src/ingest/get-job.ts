/**
 * The common ingestion jobs, declared in a source's `source.ts`: GETs of a fixed set of upstream
 * documents (most often one), parsed by the source's pure parser into one snapshot key. Sources
 * whose requests depend on earlier answers (pages, tokens, lists of items) write their own job
 * (`job.ts`, `defineJob`).
 */
import type { Static, TSchema } from 'typebox';
import type { SnapshotKey } from '../store/snapshot';
import {
  type AnyIngestJob,
  type BundleSpec,
  type CredentialState,
  defineJob,
  type FetchContext,
  type ParseContext,
  type ParseResult,
  type Payload,
  type RunGetOptions,
  type Schedule,
} from './types';

/** What every GET job is declared with. */
interface GetJobCommon<S extends TSchema> {
  /** Short name for the CLI and `INGEST_JOBS` (`feodo-blocklist`). */
  id: string;
  key: SnapshotKey<S>;
  /** Upstream name; `meta.source` is the title followed by the URLs. */
  title: string;
  schedule: Schedule;
  /** Default: keyless. */
  credentials?: CredentialState;
  /** Fewer records than this is "suspiciously empty" and never published. */
  minRecords: number;
  /** Time box of a run, in ms (default: the runner's). */
  timeoutMs?: number;
  bundle?: BundleSpec;
  /** Extra checks beyond the schema; returns a problem or undefined. */
  validate?(data: Static<S>): string | undefined;
}

/** One document of a GET job. */
export interface GetDocument {
  url: string;
  /** Accept header of the request. */
  accept: string;
  /** Extra request headers (an API key header). */
  headers?: Readonly<Record<string, string>>;
  /** False when a 304 must never stand in for the body; default: conditional. */
  conditional?: boolean;
  /**
   * A document the run can do without: left out of the payload when its GET fails, silently
   * (`true`) or with the warning this returns (shown as the run's `lastError`).
   */
  optional?: true | ((err: unknown) => string);
}

/** A job of one GET (the common case). */
export interface SingleGetJobSpec<S extends TSchema> extends GetJobCommon<S> {
  /** The document's URL; a function of the run's clock for URLs that move with the date. */
  url: string | ((now: Date) => string);
  /** The URL `meta.source` shows instead of `url` (one without a credential or a dated query). */
  shownUrl?: string;
  /** Payload resource name of the body (the bundle's `files` use the same name). */
  resource: string;
  accept: string;
  headers?: Readonly<Record<string, string>>;
  conditional?: boolean;
  /** The pure parser of the body. */
  parse(body: string, ctx: ParseContext): ParseResult<Static<S>> | Promise<ParseResult<Static<S>>>;
}

/** A job of several independent GETs. */
export interface DocumentsGetJobSpec<S extends TSchema> extends GetJobCommon<S> {
  /** The documents by payload resource name, in the order `meta.source` lists their URLs. */
  documents: Readonly<Record<string, GetDocument>>;
  /** One after the other, stopping at the first required failure; default: all at once. */
  sequential?: boolean;
  /** The pure parser of the bodies (an optional document that failed is absent). */
  parse(payload: Payload, ctx: ParseContext): ParseResult<Static<S>> | Promise<ParseResult<Static<S>>>;
}

function requestOptions(d: Pick<GetDocument, 'accept' | 'headers' | 'conditional'>): RunGetOptions {
  return {
    accept: d.accept,
    ...(d.headers === undefined ? {} : { headers: d.headers }),
    ...(d.conditional === undefined ? {} : { conditional: d.conditional }),
  };
}

function common<S extends TSchema>(spec: GetJobCommon<S>, shown: readonly string[]) {
  return {
    id: spec.id,
    key: spec.key,
    source: [spec.title, ...shown].join(' '),
    schedule: spec.schedule,
    credentials: spec.credentials ?? ({ kind: 'keyless' } as const),
    minRecords: spec.minRecords,
    ...(spec.timeoutMs === undefined ? {} : { timeoutMs: spec.timeoutMs }),
    ...(spec.bundle === undefined ? {} : { bundle: spec.bundle }),
    ...(spec.validate === undefined ? {} : { validate: spec.validate }),
  };
}

/** Declares a job that GETs one document and parses it. */
export function singleGetJob<S extends TSchema>(spec: SingleGetJobSpec<S>): AnyIngestJob {
  const { url, resource } = spec;
  const shown = spec.shownUrl ?? (typeof url === 'string' ? url : undefined);
  return defineJob<S>({
    ...common(spec, shown === undefined ? [] : [shown]),
    async fetch({ http, now }) {
      return { [resource]: await http.get(typeof url === 'string' ? url : url(now()), requestOptions(spec)) };
    },
    async parse(payload, ctx) {
      return spec.parse(payload[resource] ?? '', ctx);
    },
  });
}

/** Declares a job that GETs a fixed set of documents and parses them together. */
export function documentsGetJob<S extends TSchema>(spec: DocumentsGetJobSpec<S>): AnyIngestJob {
  const entries = Object.entries(spec.documents);
  return defineJob<S>({
    ...common(
      spec,
      entries.map(([, d]) => d.url),
    ),
    async fetch(ctx) {
      const get = (d: GetDocument) => getDocument(ctx, d);
      const bodies: (string | undefined)[] = [];
      if (spec.sequential) for (const [, d] of entries) bodies.push(await get(d));
      else bodies.push(...(await Promise.all(entries.map(([, d]) => get(d)))));
      const payload: Record<string, string> = {};
      entries.forEach(([name], i) => {
        const body = bodies[i];
        if (body !== undefined) payload[name] = body;
      });
      return payload;
    },
    async parse(payload, ctx) {
      return spec.parse(payload, ctx);
    },
  });
}

/** One document's body; undefined when an optional one failed. */
async function getDocument({ http, warn }: FetchContext, d: GetDocument): Promise<string | undefined> {
  const request = http.get(d.url, requestOptions(d));
  const { optional } = d;
  if (optional === undefined) return request;
  return request.catch((err: unknown) => {
    if (optional !== true) warn(optional(err));
    return undefined;
  });
}
