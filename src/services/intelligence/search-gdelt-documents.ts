/**
 * GET /api/intelligence/v1/search-gdelt-documents: a GDELT DOC 2.0 article search at request time.
 * No provider or no usable answer: the degraded body with `error` (never a 5xx).
 */
import { ProviderCallError } from '../../ingest/provider-error';
import { defineHandler, fromData, unavailable } from '../handler';
import { DEFAULT_GDELT_RECORDS, searchGdeltDocuments, searchGdeltUnavailable } from './contract-gdelt';

/** What a failed call says in `error`. */
export function providerError(err: unknown): string {
  return err instanceof ProviderCallError ? `upstream_error: ${err.publicReason}` : 'upstream_error';
}

/** Handler of search-gdelt-documents. */
export const searchGdeltDocumentsHandler = defineHandler(searchGdeltDocuments, async (ctx, q) => {
  const query = q.tone_filter ? `${q.query} ${q.tone_filter}` : q.query;
  const provider = ctx.providers.gdeltDoc;
  if (!provider) return unavailable(searchGdeltUnavailable(query, 'not_configured'));
  try {
    const answer = await provider.articles({
      query,
      maxRecords: q.max_records || DEFAULT_GDELT_RECORDS,
      sort: q.sort ?? 'DateDesc',
      ...(q.timespan ? { timespan: q.timespan } : {}),
    });
    const articles = answer.articles.map((a) => ({
      title: a.title,
      url: a.url,
      ...(a.domain ? { source: a.domain } : {}),
      ...(a.seenDate ? { date: a.seenDate } : {}),
      ...(a.image ? { image: a.image } : {}),
      ...(a.language ? { language: a.language } : {}),
    }));
    return fromData({ articles, query, error: '' }, answer.fetchedAt);
  } catch (err) {
    return unavailable(searchGdeltUnavailable(query, providerError(err)));
  }
});
