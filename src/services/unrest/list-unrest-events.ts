/**
 * GET /api/unrest/v1/list-unrest-events: GDELT's protest events, merged with ACLED's
 * demonstrations when that dataset is held, newest first, filtered by window, country, minimum
 * severity and bounding box, in keyset-cursor pages; `clusters` groups the page by country and
 * region. Either dataset is enough; the answer is dated by the older of those read.
 */
import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import type { Violation } from '../../errors';
import { type ConflictEventRecord, conflictKeys } from '../conflict/data';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { decodeCursor, pageAfter, sortByKey } from '../keyset-cursor';
import { boundingBox, inBox, inWindow, rejectIfAny, timeWindow } from '../query-window';
import { listUnrestEvents, UNREST_EVENTS_PAGE } from './contract';
import { type Level, type UnrestEventRecord, unrestEventKey, unrestKeys } from './data';

type UnrestEvent = Static<typeof listUnrestEvents.response>['events'][number];
type UnrestCluster = Static<typeof listUnrestEvents.response>['clusters'][number];

const RANK: Readonly<Record<Level, number>> = { low: 1, medium: 2, high: 3 };
const MIN_RANK: Readonly<Record<string, number>> = {
  SEVERITY_LEVEL_LOW: 1,
  SEVERITY_LEVEL_MEDIUM: 2,
  SEVERITY_LEVEL_HIGH: 3,
};
const LEVEL: Readonly<Record<Level, 'SEVERITY_LEVEL_LOW' | 'SEVERITY_LEVEL_MEDIUM' | 'SEVERITY_LEVEL_HIGH'>> =
  {
    low: 'SEVERITY_LEVEL_LOW',
    medium: 'SEVERITY_LEVEL_MEDIUM',
    high: 'SEVERITY_LEVEL_HIGH',
  };
const CONFIDENCE = {
  low: 'CONFIDENCE_LEVEL_LOW',
  medium: 'CONFIDENCE_LEVEL_MEDIUM',
  high: 'CONFIDENCE_LEVEL_HIGH',
} as const;
const TYPE = {
  protest: 'UNREST_EVENT_TYPE_PROTEST',
  riot: 'UNREST_EVENT_TYPE_RIOT',
  strike: 'UNREST_EVENT_TYPE_STRIKE',
  demonstration: 'UNREST_EVENT_TYPE_DEMONSTRATION',
  civil_unrest: 'UNREST_EVENT_TYPE_CIVIL_UNREST',
} as const;

/**
 * An ACLED demonstration as an unrest event: `Riots` are riots (high severity, medium when no one
 * died is not assumed: ACLED's riots are violent by definition), `Protests` protests (low; medium
 * when ACLED reports deaths). ACLED codes events by hand: confidence high.
 */
export function fromAcled(e: ConflictEventRecord): UnrestEventRecord {
  const riot = e.eventType === 'Riots';
  return {
    id: e.id,
    source: 'acled',
    kind: riot ? 'riot' : 'protest',
    occurredAt: e.occurredAt,
    country: e.country,
    ...(e.countryCode ? { countryCode: e.countryCode } : {}),
    ...(e.admin1 ? { region: e.admin1 } : {}),
    location: e.location,
    severity: riot ? 'high' : e.fatalities > 0 ? 'medium' : 'low',
    confidence: 'high',
    actors: e.actors,
    fatalities: e.fatalities,
    tags: [e.eventType],
    sources: e.source ? [e.source] : [],
    sourceUrls: [],
  };
}

function toEvent(e: UnrestEventRecord): UnrestEvent {
  return {
    id: e.id,
    eventType: TYPE[e.kind],
    ...(e.city ? { city: e.city } : {}),
    country: e.countryCode ?? e.country,
    ...(e.region ? { region: e.region } : {}),
    location: e.location,
    occurredAt: e.occurredAt,
    severity: LEVEL[e.severity],
    ...(e.fatalities === undefined ? {} : { fatalities: e.fatalities }),
    sources: e.sources,
    sourceType: e.source === 'gdelt' ? 'UNREST_SOURCE_TYPE_GDELT' : 'UNREST_SOURCE_TYPE_ACLED',
    tags: e.tags,
    actors: e.actors,
    confidence: CONFIDENCE[e.confidence],
    sourceUrls: e.sourceUrls,
  };
}

/** Groups of two or more events of the page sharing a country and region, largest first. */
export function clustersOf(events: readonly UnrestEventRecord[]): UnrestCluster[] {
  const groups = new Map<string, UnrestEventRecord[]>();
  for (const e of events) {
    const key = `${e.countryCode ?? e.country}|${e.region ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.entries()]
    .filter(([, g]) => g.length >= 2)
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .map(([key, g]) => {
      const [country, region] = key.split('|') as [string, string];
      const times = g.map((e) => e.occurredAt);
      const worst = g.reduce<Level>((w, e) => (RANK[e.severity] > RANK[w] ? e.severity : w), 'low');
      const slug = `${country}-${region}`
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-+$/, '');
      return {
        id: `cluster-${slug}`,
        country,
        ...(region ? { region } : {}),
        eventCount: g.length,
        events: g.map(toEvent),
        severity: LEVEL[worst],
        startAt: Math.min(...times),
        endAt: Math.max(...times),
      };
    });
}

/** Handler of list-unrest-events. */
export const listUnrestEventsHandler = defineHandler(listUnrestEvents, async (ctx, query) => {
  const violations: Violation[] = [];
  const window = timeWindow(query.start, query.end, violations);
  const box = boundingBox(
    query,
    violations,
    (given) => `is required with ${given.join(', ')} (a box needs all four)`,
  );
  rejectIfAny(violations);
  const after = decodeCursor(query.cursor);
  const [gdelt, acled] = await Promise.all([
    ctx.snapshots.read(unrestKeys.gdeltEvents),
    ctx.snapshots.read(conflictKeys.acledUnrest),
  ]);
  const fetchedAt = oldestFetchedAt([gdelt, acled]);
  if (fetchedAt === undefined) return unavailable(UNREST_EVENTS_PAGE.empty);
  const all = [
    ...(gdelt.status === 'hit' ? gdelt.snapshot.data.events : []),
    ...(acled.status === 'hit' ? acled.snapshot.data.events.map(fromAcled) : []),
  ];
  const minRank = query.min_severity === undefined ? 0 : (MIN_RANK[query.min_severity] ?? 0);
  const kept = sortByKey(
    all.filter(
      (e) =>
        inWindow(window, e.occurredAt) &&
        (query.country === undefined || e.countryCode === query.country) &&
        RANK[e.severity] >= minRank &&
        (box === undefined || inBox(box, e.location.latitude, e.location.longitude)),
    ),
    unrestEventKey,
  );
  const { page, pagination } = pageAfter(kept, unrestEventKey, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData({ events: page.map(toEvent), clusters: clustersOf(page), pagination }, fetchedAt);
});
