/**
 * The common ingestion job: one GET of one upstream document, parsed by the source's pure parser
 * into one snapshot key. A source declares it in its `source.ts`; sources that fetch several files
 * or pages write their own job (`job.ts`, `defineJob`).
 */
import type { Static, TSchema } from 'typebox';
import type { SnapshotKey } from '../store/snapshot';
import {
  type AnyIngestJob,
  type BundleSpec,
  type CredentialState,
  defineJob,
  type ParseContext,
  type ParseResult,
  type Schedule,
} from './types';

/** What a single-GET job is declared with. */
export interface SingleGetJobSpec<S extends TSchema> {
  /** Short name for the CLI and `INGEST_JOBS` (`feodo-blocklist`). */
  id: string;
  key: SnapshotKey<S>;
  /** Upstream name; `meta.source` is `<title> <url>` (or `<title> <shownUrl>`). */
  title: string;
  /** The document's URL; a function of the run's clock for URLs that move with the date. */
  url: string | ((now: Date) => string);
  /** The URL `meta.source` shows instead of `url` (one without a credential or a dated query). */
  shownUrl?: string;
  /** Payload resource name of the body (the bundle's `files` use the same name). */
  resource: string;
  /** Accept header of the request. */
  accept: string;
  /** Extra request headers (an API key header). */
  headers?: Readonly<Record<string, string>>;
  /** False when a 304 must never stand in for the body; default: conditional. */
  conditional?: boolean;
  schedule: Schedule;
  /** Default: keyless. */
  credentials?: CredentialState;
  /** Fewer records than this is "suspiciously empty" and never published. */
  minRecords: number;
  /** Time box of a run, in ms (default: the runner's). */
  timeoutMs?: number;
  bundle?: BundleSpec;
  /** The pure parser of the body. */
  parse(body: string, ctx: ParseContext): ParseResult<Static<S>> | Promise<ParseResult<Static<S>>>;
  /** Extra checks beyond the schema; returns a problem or undefined. */
  validate?(data: Static<S>): string | undefined;
}

/** Declares a job that GETs one document and parses it. */
export function singleGetJob<S extends TSchema>(spec: SingleGetJobSpec<S>): AnyIngestJob {
  const { url, resource } = spec;
  const shown = spec.shownUrl ?? (typeof url === 'string' ? url : undefined);
  return defineJob<S>({
    id: spec.id,
    key: spec.key,
    source: shown === undefined ? spec.title : `${spec.title} ${shown}`,
    schedule: spec.schedule,
    credentials: spec.credentials ?? { kind: 'keyless' },
    minRecords: spec.minRecords,
    ...(spec.timeoutMs === undefined ? {} : { timeoutMs: spec.timeoutMs }),
    ...(spec.bundle === undefined ? {} : { bundle: spec.bundle }),
    ...(spec.validate === undefined ? {} : { validate: spec.validate }),
    async fetch({ http, now }) {
      const target = typeof url === 'string' ? url : url(now());
      const body = await http.get(target, {
        accept: spec.accept,
        ...(spec.headers === undefined ? {} : { headers: spec.headers }),
        ...(spec.conditional === undefined ? {} : { conditional: spec.conditional }),
      });
      return { [resource]: body };
    },
    async parse(payload, ctx) {
      return spec.parse(payload[resource] ?? '', ctx);
    },
  });
}
