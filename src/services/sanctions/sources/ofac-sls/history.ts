/**
 * First-seen marks of the SDN entries, carried from one snapshot to the next (DESIGN §4: a failed
 * run never replaces the last good snapshot, so the marks it holds survive any failure). The
 * SDN files carry no designation date, so "new" can only mean "absent from the previous version
 * of the list": each entry keeps the list version and the date it first appeared in, and the list
 * version moves on only when the set of entries changes. Pure: data in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { checkSchema } from '../../../../schema-check';
import type { SnapshotRead } from '../../../../store/snapshot';
import { type SanctionsListData, SanctionsListDataSchema } from '../../data';
import type { ParsedSdnEntry } from './parser';

/** The state a new list is compared with, and why there may be none. */
export type PreviousList = { kind: 'list'; data: SanctionsListData } | { kind: 'none'; reason?: string };

/**
 * Reads the snapshot a run would replace. A miss, a bundled capture (a subset of an old list, not
 * a baseline) or data of another schema mean "no previous list"; a read error stops the run, so a
 * store hiccup never publishes a fresh baseline that would drop every first-seen mark.
 */
export function previousList(read: SnapshotRead<unknown> | undefined): PreviousList {
  if (read === undefined || read.status === 'miss') return { kind: 'none' };
  if (read.status === 'error') {
    throw new PayloadError(
      `previous snapshot unreadable (${read.error}); first-seen marks kept, nothing published`,
    );
  }
  if (read.snapshot.meta.source.startsWith('bundled:')) {
    return {
      kind: 'none',
      reason: 'the previous snapshot is the bundled capture: this list is the baseline',
    };
  }
  if (!checkSchema(SanctionsListDataSchema, read.snapshot.data).ok) {
    return { kind: 'none', reason: 'the previous snapshot has another schema: this list is the baseline' };
  }
  return { kind: 'list', data: read.snapshot.data as SanctionsListData };
}

/**
 * Adds the first-seen marks to a parsed list dated `at`. Without a previous list every entry is
 * first seen now in version 1 (nothing is new); otherwise entries keep their marks, entries absent
 * from the previous list are first seen now, and the version moves on only if the set changed
 * (so re-reading an unchanged list keeps the last change's new entries marked).
 */
export function carryForward(
  previous: SanctionsListData | undefined,
  entries: readonly ParsedSdnEntry[],
  at: string,
): SanctionsListData {
  if (previous === undefined) {
    return {
      listVersion: 1,
      listChangedAt: at,
      entries: entries.map((e) => ({ ...e, firstSeenVersion: 1, firstSeenAt: at })),
    };
  }
  const seen = new Map(previous.entries.map((e) => [e.entNum, e]));
  const changed = entries.length !== previous.entries.length || entries.some((e) => !seen.has(e.entNum));
  const listVersion = changed ? previous.listVersion + 1 : previous.listVersion;
  return {
    listVersion,
    listChangedAt: changed ? at : previous.listChangedAt,
    entries: entries.map((e) => {
      const before = seen.get(e.entNum);
      return before
        ? { ...e, firstSeenVersion: before.firstSeenVersion, firstSeenAt: before.firstSeenAt }
        : { ...e, firstSeenVersion: listVersion, firstSeenAt: at };
    }),
  };
}
