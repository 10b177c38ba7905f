/**
 * Parsers of GDELT DOC 2.0 API answers (`/api/v2/doc/doc?format=json`), built from the API's
 * documentation (no recorded answer was found): `mode=ArtList` gives `{ articles: [{ url,
 * url_mobile, title, seendate, socialimage, domain, language, sourcecountry }] }` (`{}` when
 * nothing matched); the timeline modes give `{ query_details, timeline: [{ series, data: [{ date,
 * value }] }] }`. A query GDELT refuses is answered with a plain-text message, not JSON. Pure.
 * @see https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/
 */
import { PayloadError } from '../../../../ingest/errors';
import { num, str } from '../../../../ingest/parse/json-values';
import type { GdeltDocArticle, GdeltTimelinePoint } from '../../gdelt-doc-providers';

function jsonOf(text: string, what: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) {
    // GDELT explains a refused query in plain text (e.g. a keyword that is too short).
    throw new PayloadError(`GDELT DOC ${what}: ${trimmed.slice(0, 160) || 'empty answer'}`);
  }
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new PayloadError(`GDELT DOC ${what}: not a JSON object`);
}

/** The articles of an ArtList answer (rows without a URL or title are skipped). */
export function parseArtList(text: string): GdeltDocArticle[] {
  const body = jsonOf(text, 'ArtList');
  const rows = body.articles ?? [];
  if (!Array.isArray(rows)) throw new PayloadError('GDELT DOC ArtList: articles is not an array');
  const out: GdeltDocArticle[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const r = row as Record<string, unknown>;
    const url = str(r.url);
    const title = str(r.title);
    if (url === '' || title === '') continue;
    const seenDate = str(r.seendate);
    const domain = str(r.domain);
    const language = str(r.language);
    const image = str(r.socialimage);
    out.push({
      url,
      title,
      ...(seenDate ? { seenDate } : {}),
      ...(domain ? { domain } : {}),
      ...(language ? { language } : {}),
      ...(image ? { image } : {}),
    });
  }
  return out;
}

/** The points of the first series of a timeline answer (points without a number are skipped). */
export function parseTimeline(text: string): GdeltTimelinePoint[] {
  const body = jsonOf(text, 'timeline');
  const series = body.timeline ?? [];
  if (!Array.isArray(series)) throw new PayloadError('GDELT DOC timeline: timeline is not an array');
  const first = series[0] as { data?: unknown } | undefined;
  const data = Array.isArray(first?.data) ? first.data : [];
  const out: GdeltTimelinePoint[] = [];
  for (const p of data) {
    if (typeof p !== 'object' || p === null) continue;
    const date = str((p as Record<string, unknown>).date);
    const value = num((p as Record<string, unknown>).value);
    if (date !== '' && value !== undefined) out.push({ date, value });
  }
  return out;
}
