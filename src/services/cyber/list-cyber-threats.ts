/**
 * GET /api/cyber/v1/list-cyber-threats: the C2 servers of the latest Feodo Tracker blocklist
 * snapshot, filtered by activity window, type, source and minimum severity, most recently active
 * first, in keyset-cursor pages. No implicit window: without `start`/`end` every entry is listed.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { compareKeys, decodeCursor, pageAfter, type SortKey } from '../keyset-cursor';
import { timeWindow } from '../query-window';
import { CYBER_THREATS_PAGE, listCyberThreats } from './contract';
import { cyberKeys, type FeodoC2Record } from './data';
import { type CriticalityLevel, feodoSeverity, severityRank } from './severity';

type CyberThreat = Static<typeof listCyberThreats.response>['threats'][number];

/** What every Feodo Tracker entry is. */
export const FEODO_THREAT = {
  type: 'CYBER_THREAT_TYPE_C2_SERVER',
  source: 'CYBER_THREAT_SOURCE_FEODO',
  indicatorType: 'CYBER_THREAT_INDICATOR_TYPE_IP',
} as const;

const DAY_MS = 86_400_000;

/** An entry with what the answer derives from it. */
interface Entry {
  record: FeodoC2Record;
  severity: CriticalityLevel;
  /** Last moment it may have been active: the end of its last online day (never before first seen). */
  activeUntil: number;
}

/** Handler of list-cyber-threats. */
export const listCyberThreatsHandler = defineHandler(listCyberThreats, async (ctx, query) => {
  const window = timeWindow(query.start, query.end);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(cyberKeys.feodoC2);
  if (read.status !== 'hit') return unavailable(CYBER_THREATS_PAGE.empty);
  const { data, meta } = read.snapshot;
  // Every entry is a Feodo C2 server given by IP: other types and sources match nothing.
  const kindMatches =
    (query.type === undefined || query.type === FEODO_THREAT.type) &&
    (query.source === undefined || query.source === FEODO_THREAT.source);
  const minRank = query.min_severity === undefined ? 0 : severityRank(query.min_severity);
  const listDate = Date.parse(meta.fetchedAt);
  const matching = (kindMatches ? data.entries : [])
    .map((record) => toEntry(record, listDate))
    .filter((e) => e.record.firstSeenAt <= window.end && e.activeUntil >= window.start)
    .filter((e) => severityRank(e.severity) >= minRank)
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const { page, pagination } = pageAfter(matching, keyOf, after, pageSize);
  return fromData({ threats: page.map(toThreat), pagination }, meta.fetchedAt);
});

function toEntry(record: FeodoC2Record, listDate: number): Entry {
  const lastDayEnd =
    record.lastOnlineAt === undefined ? record.firstSeenAt : record.lastOnlineAt + DAY_MS - 1;
  return {
    record,
    severity: feodoSeverity(record, listDate),
    activeUntil: Math.max(record.firstSeenAt, lastDayEnd),
  };
}

function keyOf(e: Entry): SortKey {
  return { time: e.activeUntil, id: threatId(e.record) };
}

function threatId(r: FeodoC2Record): string {
  return `feodo:${r.ip}:${r.port}`;
}

/** The contract's record of an entry. Country, AS and position are not in the list: left out. */
function toThreat(e: Entry): CyberThreat {
  const r = e.record;
  return {
    id: threatId(r),
    ...FEODO_THREAT,
    indicator: r.ip,
    severity: e.severity,
    ...(r.malware === undefined ? {} : { malwareFamily: r.malware }),
    tags: ['botnet', 'c2', ...(r.status === undefined ? [] : [r.status]), `port:${r.port}`],
    firstSeenAt: r.firstSeenAt,
    ...(r.lastOnlineAt === undefined ? {} : { lastSeenAt: r.lastOnlineAt }),
  };
}
