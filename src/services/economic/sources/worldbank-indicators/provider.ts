/**
 * World Bank indicator lookup at request time through the shared provider client (time box, TTL
 * and negative-TTL cache, one call in flight per query, circuit breaker). One indicator, for every
 * economy (`country/all`) or one country; a given year (`date=YYYY`) or each country's most recent
 * non-empty value (`mrnev=1`). Pages are followed up to WORLD_BANK_LOOKUP_MAX_PAGES.
 */
import type { FetchLike } from '../../../../ingest/http-client';
import { ProviderClient, type ProviderLimits } from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { joinUrl } from '../../../../ingest/urls';
import type {
  WorldBankIndicatorAnswer,
  WorldBankIndicatorProvider,
  WorldBankIndicatorQuery,
  WorldBankIndicatorRow,
} from '../../providers';
import { parseIndicatorPage } from './parser';

/** Name of the provider (logs, errors). */
export const WORLD_BANK_PROVIDER_NAME = 'world_bank';
/** Answers are reused for a day: indicators are annual and revised a few times a year. */
export const WORLD_BANK_LOOKUP_TTL_MS = 24 * 3_600_000;
/** Failures and empty answers are reused for five minutes. */
export const WORLD_BANK_LOOKUP_NEGATIVE_TTL_MS = 5 * 60_000;
/** Rows per upstream page (every economy and aggregate of one year fits in one). */
export const WORLD_BANK_LOOKUP_PER_PAGE = 1000;
/** Most pages one lookup follows. */
export const WORLD_BANK_LOOKUP_MAX_PAGES = 5;

/** What the adapter needs. */
export interface WorldBankLookupOptions {
  baseUrl: string;
  now: () => Date;
  fetch?: FetchLike;
  userAgent?: string;
  limits?: ProviderLimits;
}

/** The URL of one page of a lookup. */
export function worldBankLookupUrl(base: string, query: WorldBankIndicatorQuery, page: number): string {
  const params = new URLSearchParams({
    format: 'json',
    per_page: String(WORLD_BANK_LOOKUP_PER_PAGE),
    page: String(page),
  });
  if (query.year !== undefined) params.set('date', String(query.year));
  else params.set('mrnev', '1');
  const country = query.country?.toLowerCase() ?? 'all';
  return `${joinUrl(base, `/v2/country/${country}/indicator/${encodeURIComponent(query.indicator)}`)}?${params.toString()}`;
}

/** The World Bank indicator lookup, implementing the `economic.worldBank` port. */
export class WorldBankIndicatorLookup implements WorldBankIndicatorProvider {
  readonly client: ProviderClient;

  constructor(private readonly options: WorldBankLookupOptions) {
    this.client = new ProviderClient({
      name: WORLD_BANK_PROVIDER_NAME,
      ttlMs: WORLD_BANK_LOOKUP_TTL_MS,
      negativeTtlMs: WORLD_BANK_LOOKUP_NEGATIVE_TTL_MS,
      ...options.limits,
      now: () => options.now().getTime(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
  }

  async indicator(query: WorldBankIndicatorQuery): Promise<WorldBankIndicatorAnswer> {
    const key = JSON.stringify([query.indicator, query.country ?? '', query.year ?? '']);
    const result = await this.client.get(key, (signal) => this.load(query, signal));
    if (result.status === 'error')
      throw new ProviderCallError(WORLD_BANK_PROVIDER_NAME, result.reason, result.error);
    if (result.status === 'empty') return { rows: [], fetchedAt: this.options.now().toISOString() };
    return { rows: result.value, fetchedAt: result.fetchedAt };
  }

  /** Every page of the lookup; null (cached briefly) when nothing was found. */
  private async load(
    query: WorldBankIndicatorQuery,
    signal: AbortSignal,
  ): Promise<WorldBankIndicatorRow[] | null> {
    const rows: WorldBankIndicatorRow[] = [];
    for (let page = 1; page <= WORLD_BANK_LOOKUP_MAX_PAGES; page++) {
      const url = worldBankLookupUrl(this.options.baseUrl, query, page);
      const parsed = parseIndicatorPage(
        await this.client.fetchText(url, { signal }),
        `World Bank ${query.indicator}`,
      );
      rows.push(...parsed.rows);
      if (parsed.header.page >= parsed.header.pages) break;
    }
    return rows.length === 0 ? null : rows;
  }
}
