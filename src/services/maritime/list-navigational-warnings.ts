/**
 * GET /api/maritime/v1/list-navigational-warnings: NGA's active broadcast warnings, newest issue
 * first, optionally those matching an area text, in keyset-cursor pages.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { listNavigationalWarnings, NAVIGATIONAL_WARNINGS_PAGE } from './contract';
import { maritimeKeys, type NavigationalWarningRecord, navigationalWarningKey } from './data';

type NavigationalWarning = Static<typeof listNavigationalWarnings.response>['warnings'][number];

/** Upper case with every run of white space (line breaks included) made one space. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toUpperCase();
}

/** True when the warning's broadcast, heading or text contains the (normalised) area text. */
export function matchesArea(w: NavigationalWarningRecord, area: string): boolean {
  const needle = normaliseText(area);
  return [w.broadcast, w.heading, w.text].some((field) => normaliseText(field).includes(needle));
}

/** The contract's record: title as NGA cites it, area from the heading, first position. */
function toWarning(w: NavigationalWarningRecord): NavigationalWarning {
  const first = w.positions[0];
  return {
    id: w.id,
    title: `${w.broadcast} ${w.msgNumber}/${String(w.msgYear % 100).padStart(2, '0')}`,
    text: w.text,
    area: w.heading === '' ? w.broadcast : w.heading,
    ...(first === undefined ? {} : { location: { latitude: first.latitude, longitude: first.longitude } }),
    ...(w.issuedAt === undefined ? {} : { issuedAt: w.issuedAt }),
    ...(w.expiresAt === undefined ? {} : { expiresAt: w.expiresAt }),
    authority: w.authority,
  };
}

/** Handler of list-navigational-warnings. */
export const listNavigationalWarningsHandler = defineHandler(listNavigationalWarnings, async (ctx, query) => {
  // A foreign cursor is a client error whether or not data exists.
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(maritimeKeys.navigationalWarnings);
  if (read.status !== 'hit') return unavailable(NAVIGATIONAL_WARNINGS_PAGE.empty);
  const { data, meta } = read.snapshot;
  const area = query.area;
  // Stored in key order by the parser; filtering keeps it.
  const kept = area === undefined ? data.warnings : data.warnings.filter((w) => matchesArea(w, area));
  const { page, pagination } = pageAfter(
    kept,
    navigationalWarningKey,
    after,
    query.page_size ?? DEFAULT_PAGE_SIZE,
  );
  return fromData({ warnings: page.map(toWarning), pagination }, meta.fetchedAt);
});
