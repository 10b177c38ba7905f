/**
 * What every command that calls the API shares: a client built from the resolved settings, and
 * one way of reporting failures (the server's body as it came, on stderr, and a non-zero exit).
 */
import { createWorldMonitor, type WorldMonitor } from '../client.js';
import { WorldMonitorError } from '../errors.js';
import type { ResponseMeta } from '../response-meta.js';
import type { CliSettings } from './config.js';
import { type CliIo, EXIT_FAILED } from './io.js';

/** A client for the settings of a run. */
export function clientFor(settings: CliSettings): WorldMonitor {
  return createWorldMonitor({ baseUrl: settings.url, ...(settings.key ? { apiKey: settings.key } : {}) });
}

/** Pretty JSON, as the CLI prints bodies. */
export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Reports a failed call and answers the exit status. */
export function reportFailure(io: CliIo, settings: CliSettings, error: unknown, verbose: boolean): number {
  if (error instanceof WorldMonitorError) {
    if (verbose) io.err(metaLine(error.meta));
    io.err(typeof error.body === 'string' ? `${error.body}\n` : json(error.body));
    return EXIT_FAILED;
  }
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  io.err(
    `worldmonitor: cannot reach ${settings.url}: ${(error as Error).message}${cause ? ` (${cause})` : ''}\n`,
  );
  return EXIT_FAILED;
}

/** One line of what an answer's headers say, for --verbose. */
export function metaLine(meta: ResponseMeta): string {
  const parts = [`status ${meta.status}`];
  if (meta.dataStatus) parts.push(`data ${meta.dataStatus}`);
  if (meta.dataFetchedAt) parts.push(`fetched ${meta.dataFetchedAt}`);
  if (meta.dataAgeSeconds !== undefined) parts.push(ageInWords(meta.dataAgeSeconds));
  if (meta.rateLimit)
    parts.push(
      `rate limit ${meta.rateLimit.remaining}/${meta.rateLimit.limit}, resets in ${meta.rateLimit.reset}s`,
    );
  if (meta.retryAfterSeconds !== undefined) parts.push(`retry after ${meta.retryAfterSeconds}s`);
  if (meta.idempotentReplayed !== undefined) parts.push(`replayed ${meta.idempotentReplayed}`);
  if (meta.requestId) parts.push(`request ${meta.requestId}`);
  return `${parts.join(' · ')}\n`;
}

const AGE_UNITS: readonly [seconds: number, unit: string][] = [
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** An age in words, in its largest whole unit: `129 days old`, `3 hours old`, `1 minute old`. */
export function ageInWords(seconds: number): string {
  const [size, unit] = AGE_UNITS.find(([s]) => seconds >= s) ?? [1, 'second'];
  const count = Math.floor(seconds / size);
  return `${count} ${unit}${count === 1 ? '' : 's'} old`;
}
