/**
 * What the status page shows, derived from the health report (`HealthReporter`, the data of
 * `/api/health`), the process's ingestion jobs (their cadence) and the operation registry. Pure:
 * the page's words and colours are decided here, and only rendered by `status-page-view.ts`.
 *
 * A dataset whose data is older than its freshness window (health's `stale` with a successful
 * refresh, bundled data included) is `stale`, and so is one whose last success is older than
 * STALE_AFTER_CADENCES cadences (no scheduler is refreshing it); one whose last refresh failed is
 * `failing` (health calls it `stale`; both words are shown).
 */

import type { StoreKind } from '../config';
import type { Access, OperationDef } from '../contract/op';
import { DEFAULT_RUN_TIMEOUT_MS } from '../ingest/runner';
import type { ProviderSourceState } from '../ingest/source';
import type { AnyIngestJob } from '../ingest/types';
import type { DatasetHealth, Health } from './health';

/** A dataset whose last successful refresh is older than this many cadences (plus jitter) is stale. */
export const STALE_AFTER_CADENCES = 2;

/** How a dataset row reads, worst first in severity order. */
export type RowCondition = 'failing' | 'stale' | 'missing' | 'not_configured' | 'ok';

/** Every condition, in the order the summary lists them. */
export const ROW_CONDITIONS: readonly RowCondition[] = [
  'failing',
  'stale',
  'missing',
  'not_configured',
  'ok',
];

/** When a dataset's job runs next, as far as this process can tell. */
export type NextRun =
  /** Estimated from the last attempt plus the cadence: between `earliest` and `latest` (jitter). */
  | { kind: 'estimated'; earliest: string; latest: string; overdue: boolean }
  /** The job never ran yet: it runs when a scheduler (`start` or `worker`) starts. */
  | { kind: 'first_run' }
  /** The job is never scheduled (no credential, or no job for this dataset here). */
  | { kind: 'not_scheduled'; reason: string };

/** One dataset row. */
export interface DatasetRow {
  service: string;
  key: string;
  source: string | null;
  condition: RowCondition;
  /** Health's own word for the dataset (`/api/health` `state`). */
  healthState: DatasetHealth['state'];
  /** One short sentence saying why the row reads as it does (empty when nothing to say). */
  note: string;
  fetchedAt: string | null;
  ageSeconds: number | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  recordCount: number;
  cadenceMs: number | null;
  nextRun: NextRun;
  /** A failing row's cause when other datasets fail for the same one (the page groups them). */
  group?: string;
}

/** Datasets failing for one shared cause (no network, say), shown together below the others. */
export interface FailureGroup {
  cause: string;
  keys: string[];
}

/** One operation row. */
export interface OperationRow {
  id: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  /** Link to the operation's entry in the `/docs` reference. */
  docsHref: string;
  served: boolean;
  /** Where its data comes from, in words (`x-availability`). */
  availability: string;
  /** The datasets it reads. */
  datasets: readonly string[];
}

/** The store and readiness as the page saw them (`/api/health` and `/api/health/ready`). */
export interface StoreStatus {
  mode: StoreKind;
  up: boolean;
  /** What failed when the store did not answer (secrets redacted). */
  error: string | null;
  /** What `/api/health/ready` answers: the store answers and the bundled data is loaded. */
  ready: boolean;
  dataLoaded: boolean;
}

/** Everything the page renders. */
export interface StatusModel {
  checkedAt: string;
  overall: 'ok' | 'degraded' | 'down';
  version: { build: string; contractVersion: string; node: string };
  store: StoreStatus;
  datasets: DatasetRow[];
  counts: Readonly<Record<RowCondition, number>>;
  /** Failing datasets that share a cause, most first. */
  failureGroups: FailureGroup[];
  /** Request-time providers: `not_configured` when their credentials are not set. */
  providers: readonly ProviderSourceState[];
  operations: OperationRow[];
}

/** What the model is built from. */
export interface StatusInput {
  now: Date;
  /** The health report; while the store is down, the last datasets read from it. */
  health: Health;
  store: StoreStatus;
  version: StatusModel['version'];
  jobs: readonly AnyIngestJob[];
  /** Each request-time source, configured or not (default none). */
  providers?: readonly ProviderSourceState[];
  operations: readonly OperationDef[];
  /** The service owning each snapshot key, by key name. */
  serviceOfKey: ReadonlyMap<string, string>;
  docsPath: string;
}

/** Builds the page's model. */
export function buildStatusModel(input: StatusInput): StatusModel {
  const jobByKey = new Map(input.jobs.map((j) => [j.key.name, j]));
  const datasets = input.health.datasets.map((d) =>
    datasetRow(d, jobByKey.get(d.key), input.serviceOfKey.get(d.key) ?? '', input.now),
  );
  const counts = Object.fromEntries(ROW_CONDITIONS.map((c) => [c, 0])) as Record<RowCondition, number>;
  for (const row of datasets) counts[row.condition] += 1;
  const failureGroups = groupFailures(datasets);
  const overall = !input.store.up ? 'down' : datasets.every((r) => r.condition === 'ok') ? 'ok' : 'degraded';
  return {
    checkedAt: input.now.toISOString(),
    overall,
    version: input.version,
    store: input.store,
    datasets,
    counts,
    failureGroups,
    providers: input.providers ?? [],
    operations: input.operations.map((op) => operationRow(op, input.docsPath)),
  };
}

function datasetRow(d: DatasetHealth, job: AnyIngestJob | undefined, service: string, now: Date): DatasetRow {
  const cadenceMs = job ? job.schedule.everyMs : null;
  const { condition, note } = conditionOf(d, job, now);
  return {
    service,
    key: d.key,
    source: d.source ?? job?.source ?? null,
    condition,
    healthState: d.state,
    note,
    fetchedAt: d.fetchedAt,
    ageSeconds: d.ageSeconds,
    lastSuccessAt: d.lastSuccessAt,
    lastError: d.lastError,
    recordCount: d.recordCount,
    cadenceMs,
    nextRun: nextRunOf(d, job, now),
  };
}

function conditionOf(
  d: DatasetHealth,
  job: AnyIngestJob | undefined,
  now: Date,
): { condition: RowCondition; note: string } {
  const hasData = d.fetchedAt !== null;
  // The runner's record decides, not this process's environment: a worker may hold a credential
  // that an API process lacks.
  if (d.refresh === 'not_configured' || d.state === 'not_configured') {
    return {
      condition: 'not_configured',
      note: `credential not set; ${servedData(d)}`,
    };
  }
  if (d.refresh === 'stale') {
    const runs = d.failedAttempts === 1 ? '1 failed run' : `${d.failedAttempts} failed runs in a row`;
    return { condition: 'failing', note: `${runs}; ${servedData(d)}` };
  }
  if (!hasData) return { condition: 'missing', note: 'no data yet' };
  if (job && d.refresh === 'ok' && d.lastSuccessAt !== null) {
    const limitMs = STALE_AFTER_CADENCES * (job.schedule.everyMs + job.schedule.jitterMs);
    const sinceMs = now.getTime() - Date.parse(d.lastSuccessAt);
    if (sinceMs > limitMs) {
      return {
        condition: 'stale',
        note: `no successful refresh for ${formatDuration(sinceMs)}; expected every ${formatDuration(job.schedule.everyMs)}`,
      };
    }
  }
  if (d.state === 'stale' && d.ageSeconds !== null && d.freshForSeconds !== null) {
    return {
      condition: 'stale',
      note: `data is ${formatDuration(d.ageSeconds * 1000)} old (fresh for ${formatDuration(d.freshForSeconds * 1000)}); ${servedData(d)}`,
    };
  }
  if (d.refresh === 'never_run') return { condition: 'ok', note: 'not refreshed by this deployment yet' };
  return { condition: 'ok', note: '' };
}

/** What is served meanwhile: a bundled capture (`meta.source` `bundled:…`, `src/ingest/bundled.ts`), older data, or nothing. */
function servedData(d: DatasetHealth): string {
  if (d.fetchedAt === null) return 'no data to serve';
  return d.source?.startsWith('bundled:') ? 'serving the bundled capture' : 'serving the last good data';
}

/**
 * The scheduler counts each delay from the end of the previous run, and the runner records the
 * attempt at that end, so the next start is the last attempt plus the cadence plus up to the
 * jitter. The scheduler may run in another process (`serve` runs none), so this is an estimate;
 * it is overdue once even the latest start plus a whole run's time box has passed.
 */
function nextRunOf(d: DatasetHealth, job: AnyIngestJob | undefined, now: Date): NextRun {
  if (d.refresh === 'not_configured') return { kind: 'not_scheduled', reason: 'never: credential not set' };
  if (!job) return { kind: 'not_scheduled', reason: 'no job refreshes this dataset here' };
  if (d.lastAttemptAt === null) return { kind: 'first_run' };
  const earliest = Date.parse(d.lastAttemptAt) + job.schedule.everyMs;
  const latest = earliest + job.schedule.jitterMs;
  const timeBoxMs = job.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
  return {
    kind: 'estimated',
    earliest: new Date(earliest).toISOString(),
    latest: new Date(latest).toISOString(),
    overdue: now.getTime() > latest + timeBoxMs,
  };
}

function operationRow(op: OperationDef, docsPath: string): OperationRow {
  return {
    id: op.id,
    method: op.method,
    path: op.path,
    summary: op.summary,
    access: describeAccess(op.access, op.bearer === true),
    docsHref: `${docsPath}/#${docsAnchor(op)}`,
    served: op.routed,
    availability: describeAvailability(op.availability),
    datasets: op.snapshotKeys,
  };
}

/** An operation's `x-availability` in words. */
function describeAvailability(a: OperationDef['availability']): string {
  if (a === undefined) return 'not declared';
  switch (a.kind) {
    case 'keyless-upstream':
      return `keyless upstream (${a.sources.join(', ')})`;
    case 'operator-key':
      return `needs ${a.variables.join(' or ')}: ${a.reason}`;
    case 'documented-format':
      return `format from documentation: ${a.reason}`;
    case 'derived':
      return `derived from ${a.from.join(', ')}: ${a.reason}`;
    case 'own-store':
      return `this server's store: ${a.reason}`;
    case 'no-public-source':
      return `no public source: ${a.reason}`;
    case 'no-source-yet':
      return `no source yet: ${a.reason}`;
  }
}

/** Causes a network failure can share, in words, by what the error text says. */
const SHARED_CAUSES: readonly [RegExp, string][] = [
  [/ENOTFOUND|EAI_AGAIN/, 'no network (DNS lookup failed)'],
  [/ECONNREFUSED/, 'connection refused'],
  [/ENETUNREACH|EHOSTUNREACH/, 'network unreachable'],
  [/ECONNRESET|socket hang up/, 'connection reset'],
  [/ETIMEDOUT|timed out|timeout/i, 'timed out'],
  [/certificate|CERT_|SSL|TLS/i, 'TLS failure'],
];

/** The shared cause a failure's error text names, if it is one of SHARED_CAUSES. */
export function failureCause(error: string | null): string | undefined {
  if (error === null) return undefined;
  return SHARED_CAUSES.find(([pattern]) => pattern.test(error))?.[1];
}

/** Marks failing rows that share a cause with at least one other, and lists the groups, most first. */
function groupFailures(rows: DatasetRow[]): FailureGroup[] {
  const byCause = new Map<string, DatasetRow[]>();
  for (const row of rows) {
    const cause = row.condition === 'failing' ? failureCause(row.lastError) : undefined;
    if (cause !== undefined) byCause.set(cause, [...(byCause.get(cause) ?? []), row]);
  }
  const groups: FailureGroup[] = [];
  for (const [cause, members] of byCause) {
    if (members.length < 2) continue;
    for (const row of members) row.group = cause;
    groups.push({ cause, keys: members.map((r) => r.key) });
  }
  return groups.sort((a, b) => b.keys.length - a.keys.length || a.cause.localeCompare(b.cause));
}

/**
 * The fragment Scalar's reference gives an operation: `tag/<tag slug>/<METHOD><path>` (the tag
 * lower-cased, runs of other characters turned into `-`); test/browser/ follows such a link.
 */
export function docsAnchor(op: Pick<OperationDef, 'tag' | 'method' | 'path'>): string {
  const slug = op.tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `tag/${slug}/${op.method}${op.path}`;
}

const TIER_NAMES: Readonly<Record<number, string>> = { 0: 'free', 1: 'pro', 2: 'api', 3: 'enterprise' };

/** An operation's access level in words. */
export function describeAccess(access: Access, bearer: boolean): string {
  const words =
    access === 'public'
      ? 'public'
      : access === 'key'
        ? 'API key'
        : 'minTier' in access
          ? `tier ${access.minTier}+ (${TIER_NAMES[access.minTier] ?? 'custom'}) and a paid subscription`
          : 'scope' in access
            ? `API key with scope ${access.scope}`
            : 'paid subscription';
  return bearer ? `${words}, or a bearer token` : words;
}

const MINUTE_MS = 60_000;
const UNITS: readonly [number, string][] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

/** A duration in its two largest units, seconds only under a minute (`3 d 4 h`, `12 min`, `45 s`). */
export function formatDuration(ms: number): string {
  const clamped = Math.max(0, ms);
  let rest =
    clamped >= MINUTE_MS ? Math.floor(clamped / MINUTE_MS) * MINUTE_MS : Math.round(clamped / 1000) * 1000;
  const parts: string[] = [];
  for (const [size, unit] of UNITS) {
    if (rest >= size && parts.length < 2) {
      parts.push(`${Math.floor(rest / size)} ${unit}`);
      rest %= size;
    } else if (parts.length > 0) break;
  }
  return parts.length > 0 ? parts.join(' ') : '0 s';
}
