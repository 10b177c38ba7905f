/**
 * Opaque offset cursors for paginated lists (DESIGN §3). A cursor is the base64url form of
 * `o:<offset>`: clients must treat it as opaque; the server refuses anything it did not issue.
 * Offsets index the current snapshot, so a page boundary can shift when the snapshot is replaced
 * between two requests (a record may then be seen twice or skipped).
 */
import type { Pagination } from '../../contract/common';
import { ApiError } from '../../errors';

/** Prefix inside a cursor, so a random base64 string is not mistaken for one. */
const CURSOR_PREFIX = 'o:';
/** Largest offset a cursor may carry (far above any snapshot's record count). */
export const MAX_CURSOR_OFFSET = 1_000_000;

/** Encodes an offset as a cursor. */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64url');
}

/** Decodes a cursor (absent → 0); throws VALIDATION_FAILED naming `field` when it is not ours. */
export function decodeOffsetCursor(cursor: string | undefined, field = 'cursor'): number {
  if (cursor === undefined || cursor === '') return 0;
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^o:(0|[1-9]\d{0,6})$/.exec(text);
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(offset) || offset > MAX_CURSOR_OFFSET) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [{ field, description: 'must be a cursor returned in pagination.nextCursor' }],
    });
  }
  return offset;
}

/** One page of `items` starting at the cursor's offset, with its pagination block. */
export function pageOf<T>(
  items: readonly T[],
  cursor: string | undefined,
  pageSize: number,
): { page: T[]; pagination: Pagination } {
  const offset = decodeOffsetCursor(cursor);
  const page = items.slice(offset, offset + pageSize);
  const next = offset + pageSize;
  return {
    page,
    pagination: { nextCursor: next < items.length ? encodeOffsetCursor(next) : '', totalCount: items.length },
  };
}
