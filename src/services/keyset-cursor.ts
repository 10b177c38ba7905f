/**
 * Opaque keyset cursors for lists sorted newest first (DESIGN §3), shared by every service that
 * pages that way. A cursor carries the sort key (time, id) of the last record of the page it
 * closes, base64url-encoded; the next page starts after that key. Unlike an offset, the key does
 * not shift when the data is replaced between two requests: records kept by both versions are
 * never seen twice nor skipped, and only records inserted before the key are missed.
 */
import type { Pagination } from '../contract/common';
import { ApiError } from '../errors';

/** Where a record sits in the order: newest `time` (epoch ms) first, then `id` ascending. */
export interface SortKey {
  time: number;
  id: string;
}

/** Longest record id a cursor may carry. */
export const MAX_CURSOR_ID_LENGTH = 200;

/** Version tag inside a cursor, so a random base64url string is not mistaken for one. */
const CURSOR_TEXT = new RegExp(`^k1:(-?(?:0|[1-9]\\d{0,15})):([\\s\\S]{1,${MAX_CURSOR_ID_LENGTH}})$`);
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The order of every keyset list: newest first, ties by id ascending. */
export function compareKeys(a: SortKey, b: SortKey): number {
  return b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A new array of `items` in list order (`compareKeys` of `keyOf`): what parsers store, so that
 * handlers filter and page the stored order without sorting again.
 */
export function sortByKey<T>(items: Iterable<T>, keyOf: (item: T) => SortKey): T[] {
  return Array.from(items).sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

/** Encodes the key of a page's last record. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(`k1:${key.time}:${key.id}`, 'utf8').toString('base64url');
}

/**
 * Decodes a cursor (absent or empty → undefined); throws VALIDATION_FAILED naming `field` (the
 * parameter as sent) when it is not one we issued.
 */
export function decodeCursor(cursor: string | undefined, field = 'cursor'): SortKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const text = BASE64URL.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = CURSOR_TEXT.exec(text);
  const time = match ? Number(match[1]) : Number.NaN;
  if (!match?.[2] || !Number.isSafeInteger(time)) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [{ field, description: 'must be a cursor returned in pagination.nextCursor' }],
    });
  }
  return { time, id: match[2] };
}

/**
 * One page of `items` (already sorted by `compareKeys` of `keyOf`) after the cursor's key, with
 * its pagination block; `totalCount` counts every item, all pages together.
 */
export function pageAfter<T>(
  items: readonly T[],
  keyOf: (item: T) => SortKey,
  after: SortKey | undefined,
  pageSize: number,
): { page: T[]; pagination: Pagination } {
  const start = after === undefined ? 0 : firstAfter(items, keyOf, after);
  const page = items.slice(start, start + pageSize);
  const last = page.at(-1);
  const more = start + pageSize < items.length && last !== undefined;
  return {
    page,
    pagination: { nextCursor: more ? encodeCursor(keyOf(last)) : '', totalCount: items.length },
  };
}

/** Index of the first item ordered strictly after `key` (binary search over the sorted list). */
function firstAfter<T>(items: readonly T[], keyOf: (item: T) => SortKey, key: SortKey): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(keyOf(items[mid] as T), key) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
