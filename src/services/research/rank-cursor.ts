/**
 * Opaque cursors for lists kept in their upstream's own order (a Hacker News feed's rank), where
 * the keyset cursor's time order does not apply. A cursor is the base64url form of `r:<offset>`;
 * the server refuses anything it did not issue. Offsets index the current snapshot, so a page
 * boundary can shift when the feed is refreshed between two requests.
 */
import type { Pagination } from '../../contract/common';
import { ApiError } from '../../errors';

/** Largest offset a cursor may carry (far above any feed's length). */
export const MAX_RANK_OFFSET = 100_000;

/** Encodes an offset as a cursor. */
export function encodeRankCursor(offset: number): string {
  return Buffer.from(`r:${offset}`, 'utf8').toString('base64url');
}

/** Decodes a cursor (absent → 0); throws VALIDATION_FAILED when it is not one we issued. */
export function decodeRankCursor(cursor: string | undefined, field = 'cursor'): number {
  if (cursor === undefined || cursor === '') return 0;
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^r:(0|[1-9]\d{0,5})$/.exec(text);
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(offset) || offset > MAX_RANK_OFFSET) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [{ field, description: 'must be a cursor returned in pagination.nextCursor' }],
    });
  }
  return offset;
}

/** One page of `items` from the cursor's offset, with its pagination block. */
export function pageByRank<T>(
  items: readonly T[],
  cursor: string | undefined,
  pageSize: number,
): { page: T[]; pagination: Pagination } {
  const offset = decodeRankCursor(cursor);
  const next = offset + pageSize;
  return {
    page: items.slice(offset, next),
    pagination: { nextCursor: next < items.length ? encodeRankCursor(next) : '', totalCount: items.length },
  };
}
