/**
 * `npm run ingest -- <job>...` | `--all` | `--list`: runs ingestion jobs once against the configured
 * store and prints a summary table (job, state, records, fetchedAt, error). Exits 1 when a
 * configured job failed; a job without its credential is reported `not_configured`, not failed.
 */
import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import type { RunSummary } from '../ingest/runner';
import { createIngestion } from '../ingest/runtime';
import type { AnyIngestJob } from '../ingest/types';
import { CATALOG } from '../services';
import type { CliIo } from './io';
import { openStore } from './open-store';

/** Widest error text shown in the table (the whole text is in health). */
export const TABLE_ERROR_CHARS = 100;

const USAGE = `Usage: npm run ingest -- <job>... | --all | --list
  <job>   a job id (e.g. noaa-co2) or its snapshot key (e.g. climate:co2-monitoring)
  --all   run every job once (jobs without their credential are reported not_configured)
  --list  list the jobs, their keys, schedules and credential state
`;

/** Runs the ingest command; resolves with the exit code. */
export async function runIngestCommand(argv: string[], config: Config, io: CliIo): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    io.stderr.write(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const store = await openStore(config);
  try {
    const ingestion = createIngestion({
      env: config.sourceEnv,
      jobs: CATALOG.createJobs(config.sourceEnv),
      store,
    });
    if (argv.includes('--list')) {
      io.stdout.write(formatJobList(ingestion.jobs));
      return 0;
    }
    const selected = argv.includes('--all') ? ingestion.jobs : resolveJobs(ingestion.jobs, argv, io);
    if (!selected) return 2;
    const summaries: RunSummary[] = [];
    for (const job of selected) summaries.push(await ingestion.run(job));
    io.stdout.write(formatSummaryTable(summaries));
    return summaries.some((s) => s.state === 'failed') ? 1 : 0;
  } finally {
    await store.close();
  }
}

/** Finds a job by its short id or by its snapshot key name. */
export function findJob(jobs: readonly AnyIngestJob[], name: string): AnyIngestJob | undefined {
  return jobs.find((j) => j.id === name || j.key.name === name);
}

function resolveJobs(jobs: readonly AnyIngestJob[], names: string[], io: CliIo): AnyIngestJob[] | undefined {
  const out: AnyIngestJob[] = [];
  for (const name of names) {
    const job = findJob(jobs, name);
    if (!job) {
      io.stderr.write(`Unknown job "${name}". Jobs: ${jobs.map((j) => j.id).join(', ')}\n${USAGE}`);
      return undefined;
    }
    out.push(job);
  }
  return out;
}

/** The summary table, one row per run. */
export function formatSummaryTable(rows: readonly RunSummary[]): string {
  const cells = rows.map((r) => [
    r.job,
    r.state,
    r.records === null ? '-' : String(r.records),
    r.fetchedAt ?? '-',
    clip((r.error ?? (r.warnings.length > 0 ? `warning: ${r.warnings[0]}` : '')).replace(/\s+/g, ' ')),
  ]);
  return table(['job', 'state', 'records', 'fetchedAt', 'error'], cells);
}

function formatJobList(jobs: readonly AnyIngestJob[]): string {
  const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;
  return table(
    ['job', 'key', 'every', 'credentials'],
    jobs.map((j) => [
      j.id,
      j.key.name,
      minutes(j.schedule.everyMs),
      j.credentials.kind === 'missing' ? `missing (${j.credentials.hint})` : j.credentials.kind,
    ]),
  );
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cols: string[]) =>
    `${cols
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()}\n`;
  return line(header) + line(widths.map((w) => '-'.repeat(w))) + rows.map(line).join('');
}

function clip(text: string): string {
  return text.length > TABLE_ERROR_CHARS ? `${text.slice(0, TABLE_ERROR_CHARS - 1)}…` : text;
}
