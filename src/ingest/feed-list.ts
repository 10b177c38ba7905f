/**
 * The one reader of feed-list variables (`NEWS_FEEDS`, `AVIATION_NEWS_FEEDS`): comma- or
 * newline-separated entries, each a `|`-separated list of fields holding one http(s) feed URL.
 * What the fields mean is the source's: it reads one entry's fields into its feed.
 */
import { envVar, type Parsed } from '../env-vars';

/**
 * The feeds of a feed-list variable, each read by `readEntry` from its trimmed `|` fields (and
 * the whole entry, for messages); the first refused entry refuses the list, as does an empty one.
 */
export function parseFeedListVariable<T>(
  raw: string,
  readEntry: (fields: string[], entry: string) => Parsed<T>,
): Parsed<readonly T[]> {
  const feeds: T[] = [];
  const entries = raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const entry of entries) {
    const read = readEntry(
      entry.split('|').map((s) => s.trim()),
      entry,
    );
    if (!read.ok) return envVar.refuse(read.problem);
    feeds.push(read.value);
  }
  return feeds.length > 0 ? envVar.ok(feeds) : envVar.refuse('must list at least one feed');
}

/** The URL when `text` is an absolute http(s) URL, else undefined. */
export function httpFeedUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
