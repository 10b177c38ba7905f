/**
 * One record per tropical cyclone: the storms EONET, GDACS and NHC each report are matched
 * (same normalised name, active within `STORM_MATCH_MAX_GAP_MS` of each other, placed within
 * `STORM_MATCH_MAX_DISTANCE_KM`) and merged, each agency's own observation kept beside the others.
 * The rule is written down in the README ("Storms reported by several sources").
 */
import type { NaturalEvent, NaturalSource } from './contract';
import { AGENCIES, type Agency, type SourcedEvent, type StormFacts } from './source-events';

/** Largest distance between two reports of one storm (positions may be a few hours apart). */
export const STORM_MATCH_MAX_DISTANCE_KM = 750;
/** Largest gap between the times two sources show a storm active. */
export const STORM_MATCH_MAX_GAP_MS = 24 * 3_600_000;
/** Mean Earth radius used for great-circle distances. */
const EARTH_RADIUS_KM = 6371;

/** An event of the answer with the sources that report it (for the `source` filter). */
export interface ListedEvent {
  event: NaturalEvent;
  sources: ReadonlySet<NaturalSource>;
}

type Storm = SourcedEvent & { storm: StormFacts };

/** Great-circle distance between two positions, km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when two reports are of one storm (see the module comment). */
export function sameStorm(a: Storm, b: Storm): boolean {
  if (a.storm.nameKey === '' || a.storm.nameKey !== b.storm.nameKey) return false;
  const gap =
    Math.max(a.storm.activeFrom, b.storm.activeFrom) - Math.min(a.storm.activeUntil, b.storm.activeUntil);
  if (gap > STORM_MATCH_MAX_GAP_MS) return false;
  return distanceKm(a.event, b.event) <= STORM_MATCH_MAX_DISTANCE_KM;
}

const rank = (agency: Agency) => AGENCIES.indexOf(agency);

/**
 * Every source event once, storms merged: each storm joins the nearest group it matches that has
 * no report of its agency yet; groups are seeded in order of preference (NHC, GDACS, EONET).
 */
export function mergeEvents(events: readonly SourcedEvent[]): ListedEvent[] {
  const out: ListedEvent[] = [];
  const groups: Storm[][] = [];
  const storms = events.filter((e): e is Storm => e.storm !== undefined);
  storms.sort((a, b) => rank(a.agency) - rank(b.agency) || (a.event.id < b.event.id ? -1 : 1));
  for (const s of storms) {
    let best: { group: Storm[]; km: number } | undefined;
    for (const group of groups) {
      if (group.some((m) => m.agency === s.agency) || !group.some((m) => sameStorm(m, s))) continue;
      const km = distanceKm(group[0]!.event, s.event);
      if (!best || km < best.km) best = { group, km };
    }
    if (best) best.group.push(s);
    else groups.push([s]);
  }
  for (const e of events)
    if (e.storm === undefined) out.push({ event: e.event, sources: new Set([e.source]) });
  for (const group of groups) out.push(mergedStorm(group));
  return out;
}

/** The group placed by its preferred report, with every agency's observation. */
function mergedStorm(group: Storm[]): ListedEvent {
  const [primary] = group as [Storm, ...Storm[]];
  const aliases = [...new Set(group.map((m) => m.storm.nameKey).filter((k) => k !== ''))].sort();
  const event: NaturalEvent = {
    ...primary.event,
    closed: group.every((m) => m.event.closed),
    canonicalId: `${primary.agency.toLowerCase()}:${primary.storm.observation.agencyId}`,
    ...(aliases.length > 0 ? { canonicalAliases: aliases } : {}),
    matchingConfidence: group.length > 1 ? 'alias-bounded' : 'single-source',
    agencyObservations: group.map((m) => m.storm.observation),
  };
  return { event, sources: new Set(group.map((m) => m.source)) };
}
