/**
 * The Yahoo chart job of one basket: one GET of `/v8/finance/chart/{symbol}` per configured symbol,
 * a few at a time, parsed by the one chart parser into the basket's snapshot key. A symbol Yahoo
 * does not know (404, or a "Not Found" chart error), or one it refused (429, 401/403, 5xx after
 * retries), stays listed in the snapshot's `missing` with its reason; the run fails (and the last
 * good snapshot stays) only when no symbol could be read.
 */
import type { Static } from 'typebox';
import { PayloadError, UpstreamStatusError } from '../../../../ingest/errors';
import {
  type AnyIngestJob,
  type BundleSpec,
  defineJob,
  type Payload,
  type Schedule,
} from '../../../../ingest/types';
import type { SnapshotKey } from '../../../../store/snapshot';
import type { MissingQuote, QuoteMissingReason, YahooQuote, YahooQuotesDataSchema } from '../../data';
import type { BasketEntry } from './baskets';
import { parseYahooChart } from './parser';

/** Path of the chart endpoint, `{symbol}` URL-encoded. */
export const YAHOO_CHART_PATH = '/v8/finance/chart/';
/** Chart window and bar size asked for: three months of daily bars (sparkline, week and month changes). */
export const YAHOO_CHART_QUERY = 'range=3mo&interval=1d&includePrePost=false&events=div%7Csplit';
/** Time box of one basket run (every symbol, retries included), in ms. */
export const YAHOO_RUN_TIMEOUT_MS = 180_000;
/** Payload resource holding the per-symbol failures of a run (JSON `{symbol: reason}`). */
export const FAILURES_RESOURCE = '#failures';

/** The chart URL of a symbol. */
export function yahooChartUrl(base: string, symbol: string): string {
  return `${base}${YAHOO_CHART_PATH}${encodeURIComponent(symbol)}?${YAHOO_CHART_QUERY}`;
}

/** Why a chart request failed, as a missing-quote reason. */
export function failureReason(err: unknown): QuoteMissingReason {
  if (err instanceof UpstreamStatusError) {
    if (err.status === 404) return 'not_found';
    if (err.status === 429) return 'rate_limited';
  }
  return 'upstream_error';
}

/** What one basket job is declared with. */
export interface YahooBasketJobSpec {
  id: string;
  key: SnapshotKey<typeof YahooQuotesDataSchema>;
  baseUrl: string;
  symbols: readonly BasketEntry[];
  /** Requests in flight at once. */
  concurrency: number;
  schedule: Schedule;
  bundle?: BundleSpec;
}

/** Declares a basket job. */
export function yahooBasketJob(spec: YahooBasketJobSpec): AnyIngestJob {
  return defineJob<typeof YahooQuotesDataSchema>({
    id: spec.id,
    key: spec.key,
    source: `Yahoo Finance chart ${spec.baseUrl}${YAHOO_CHART_PATH}{symbol}?${YAHOO_CHART_QUERY}`,
    schedule: spec.schedule,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: YAHOO_RUN_TIMEOUT_MS,
    ...(spec.bundle ? { bundle: spec.bundle } : {}),
    async fetch({ http, warn }) {
      const payload: Record<string, string> = {};
      const failures: Record<string, QuoteMissingReason> = {};
      let firstError: unknown;
      const queue = [...spec.symbols];
      const worker = async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          try {
            payload[entry.symbol] = await http.get(yahooChartUrl(spec.baseUrl, entry.symbol), {
              accept: 'application/json',
            });
          } catch (err) {
            firstError ??= err;
            failures[entry.symbol] = failureReason(err);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, spec.concurrency) }, worker));
      // Nothing read at all: the run fails with the upstream's own error (last good snapshot kept).
      if (Object.keys(payload).length === 0 && firstError !== undefined) throw firstError;
      const failed = Object.entries(failures);
      if (failed.length > 0)
        warn(`Yahoo chart: no answer for ${failed.map(([s, r]) => `${s} (${r})`).join(', ')}`);
      return { ...payload, [FAILURES_RESOURCE]: JSON.stringify(failures) };
    },
    async parse(payload) {
      return parseBasket(payload, spec.symbols);
    },
  });
}

/**
 * Parses a basket's payload: every configured symbol ends as a quote or as missing with its
 * reason (`not_captured` when the payload has no answer for it, as in a bundle of a few symbols).
 */
export function parseBasket(
  payload: Payload,
  symbols: readonly BasketEntry[],
): { data: Static<typeof YahooQuotesDataSchema>; asOf?: string; warnings: string[] } {
  const failures = readFailures(payload[FAILURES_RESOURCE]);
  const quotes: YahooQuote[] = [];
  const missing: MissingQuote[] = [];
  const warnings: string[] = [];
  let firstBad: PayloadError | undefined;
  for (const entry of symbols) {
    const body = payload[entry.symbol];
    if (body === undefined) {
      missing.push({ ...missingAttributes(entry), reason: failures[entry.symbol] ?? 'not_captured' });
      continue;
    }
    try {
      const outcome = parseYahooChart(body, entry.symbol);
      if (outcome.kind === 'not_found') {
        missing.push({ ...missingAttributes(entry), reason: 'not_found' });
        continue;
      }
      warnings.push(...outcome.warnings);
      quotes.push({ ...outcome.quote, ...attributes(entry) });
    } catch (err) {
      if (!(err instanceof PayloadError)) throw err;
      firstBad ??= err;
      warnings.push(err.message);
      missing.push({ ...missingAttributes(entry), reason: 'upstream_error' });
    }
  }
  // Bodies came but none was a chart: the payload is not what the parser expects.
  if (quotes.length === 0 && firstBad) throw firstBad;
  const newest = quotes.reduce((t, q) => Math.max(t, q.quoteTime), 0);
  return {
    data: { quotes, missing },
    ...(newest > 0 ? { asOf: new Date(newest).toISOString() } : {}),
    warnings,
  };
}

function attributes(entry: BasketEntry): Partial<YahooQuote> {
  return {
    ...(entry.label ? { label: entry.label } : {}),
    ...(entry.country ? { country: entry.country } : {}),
    ...(entry.kind ? { kind: entry.kind } : {}),
    ...(entry.issuer ? { issuer: entry.issuer } : {}),
  };
}

function missingAttributes(entry: BasketEntry): Omit<MissingQuote, 'reason'> {
  return {
    symbol: entry.symbol,
    ...(entry.label ? { label: entry.label } : {}),
    ...(entry.country ? { country: entry.country } : {}),
  };
}

function readFailures(text: string | undefined): Record<string, QuoteMissingReason> {
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as Record<string, QuoteMissingReason>;
  } catch {
    return {};
  }
}
