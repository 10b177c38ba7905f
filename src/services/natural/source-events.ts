/**
 * The records of each source as natural events: EONET and GDACS disasters (climate's snapshots)
 * and NHC storms. Each keeps which source it came from and, for a tropical cyclone, what the
 * storm matching needs (its normalised name, when it was active, what its agency observed).
 */
import type { DisasterRecord } from '../climate/data';
import type { NaturalCategory, NaturalEvent, NaturalSource } from './contract';
import type { NhcStorm } from './data';
import {
  classificationName,
  nhcBasin,
  saffirSimpsonCategory,
  US_WIND_AVERAGING_MINUTES,
} from './storm-scale';

/** An agency of the merge, in order of preference (the first places a merged storm). */
export const AGENCIES = ['NHC', 'GDACS', 'EONET'] as const;
/** One of AGENCIES. */
export type Agency = (typeof AGENCIES)[number];
type Observation = NonNullable<NaturalEvent['agencyObservations']>[number];

/** A storm's part in the matching. */
export interface StormFacts {
  /** Normalised name (see `stormNameKey`); empty when the source gives none. */
  nameKey: string;
  /** When the source shows the storm active: from its date to its snapshot's date (open) or its date (closed). */
  activeFrom: number;
  activeUntil: number;
  observation: Observation;
}

/** One source record as an event. */
export interface SourcedEvent {
  event: NaturalEvent;
  agency: Agency;
  source: NaturalSource;
  storm?: StormFacts;
}

/** climate's hazard names → EONET category ids. */
export const CATEGORY_OF_CLIMATE_TYPE: Readonly<Record<string, NaturalCategory>> = {
  wildfire: 'wildfires',
  cyclone: 'severeStorms',
  flood: 'floods',
  drought: 'drought',
  heatwave: 'tempExtremes',
};
/** EONET's titles of its categories. */
export const CATEGORY_TITLES: Readonly<Record<NaturalCategory, string>> = {
  severeStorms: 'Severe Storms',
  wildfires: 'Wildfires',
  floods: 'Floods',
  drought: 'Drought',
  tempExtremes: 'Temperature Extremes',
};

/** Leading words that say what kind of storm it is, not which one. */
const STORM_KIND =
  /^(?:(?:super|major|severe|very\s+severe|extremely\s+severe|intense|potential|post-tropical|remnants\s+of)\s+)*(?:(?:sub)?tropical\s+(?:storm|depression|cyclone)|hurricane|typhoon|cyclone|storm|depression)\s+/i;
/** GDACS suffixes names with the season's two digits (TWO-26, ERIN-25). */
const GDACS_SEASON_SUFFIX = /-\d{2}$/;

/** A storm's name without its kind ("Tropical Storm Fausto" → "Fausto"). */
export function stormDisplayName(title: string): string {
  return title.trim().replace(STORM_KIND, '').trim();
}

/** The key two names must share to be one storm: no kind, no GDACS season, no accents, no punctuation, lower case. */
export function stormNameKey(name: string): string {
  return stormDisplayName(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(GDACS_SEASON_SUFFIX, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
}

/** A climate disaster (EONET or GDACS snapshot dated `snapshotMs`) as an event; undefined for other hazards. */
export function disasterEvent(
  d: DisasterRecord,
  agency: 'EONET' | 'GDACS',
  snapshotMs: number,
): SourcedEvent | undefined {
  if (!Object.hasOwn(CATEGORY_OF_CLIMATE_TYPE, d.type)) return undefined;
  const category = CATEGORY_OF_CLIMATE_TYPE[d.type] as NaturalCategory;
  const closed = d.status === 'past';
  const agencyId = agency === 'EONET' ? d.id.replace(/^eonet-/, '') : d.id.replace(/^gdacs-[A-Z]+-/, '');
  const event: NaturalEvent = {
    id: agency === 'EONET' ? agencyId : d.id,
    title: d.name,
    category,
    categoryTitle: CATEGORY_TITLES[category],
    lat: d.lat,
    lon: d.lng,
    date: d.startedAt,
    ...(d.sourceUrl ? { sourceUrl: d.sourceUrl } : {}),
    sourceName: d.source,
    closed,
  };
  const source: NaturalSource = agency === 'EONET' ? 'eonet' : 'gdacs';
  if (category !== 'severeStorms') return { event, agency, source };
  const stormName = stormDisplayName(d.name);
  if (stormName) event.stormName = stormName;
  if (agency === 'GDACS') event.stormId = d.id;
  const observation: Observation = {
    agency,
    agencyId,
    lat: d.lat,
    lon: d.lng,
    sourceName: d.source,
    ...(d.sourceUrl ? { sourceUrl: d.sourceUrl } : {}),
    status: closed ? 'closed' : 'active',
  };
  const activeUntil = closed ? d.startedAt : Math.max(d.startedAt, snapshotMs);
  return {
    event,
    agency,
    source,
    storm: { nameKey: stormNameKey(d.name), activeFrom: d.startedAt, activeUntil, observation },
  };
}

/** An NHC storm (snapshot dated `snapshotMs`) as an event. */
export function nhcStormEvent(s: NhcStorm, snapshotMs: number): SourcedEvent {
  const classification = classificationName(s.classification);
  const basin = nhcBasin(s.id, s.binNumber);
  const wind =
    s.windKt === undefined ? {} : { windKt: s.windKt, stormCategory: saffirSimpsonCategory(s.windKt) };
  const measured = {
    ...(s.windKt === undefined ? {} : { windKt: s.windKt }),
    ...(s.pressureMb === undefined ? {} : { pressureMb: s.pressureMb }),
    windAveragingPeriodMinutes: US_WIND_AVERAGING_MINUTES,
  };
  const event: NaturalEvent = {
    id: `nhc-${s.id}`,
    title: classification ? `${classification} ${s.name}` : s.name,
    category: 'severeStorms',
    categoryTitle: CATEGORY_TITLES.severeStorms,
    lat: s.lat,
    lon: s.lon,
    date: s.observedAt,
    ...(s.windKt === undefined ? {} : { magnitude: s.windKt, magnitudeUnit: 'kts' }),
    ...(s.advisoryUrl ? { sourceUrl: s.advisoryUrl } : {}),
    sourceName: 'NHC',
    closed: false,
    stormId: s.id.toUpperCase(),
    stormName: s.name,
    ...(basin ? { basin } : {}),
    ...(classification ? { classification } : {}),
    ...wind,
    ...measured,
    ...(s.movementDirDeg === undefined ? {} : { movementDir: s.movementDirDeg }),
    ...(s.movementSpeedKt === undefined ? {} : { movementSpeedKt: s.movementSpeedKt }),
  };
  const observation: Observation = {
    agency: 'NHC',
    agencyId: s.id,
    ...(classification ? { classification } : {}),
    lat: s.lat,
    lon: s.lon,
    observedAt: s.observedAt,
    ...measured,
    sourceName: 'NHC',
    ...(s.advisoryUrl ? { sourceUrl: s.advisoryUrl } : {}),
    status: 'active',
  };
  return {
    event,
    agency: 'NHC',
    source: 'nhc',
    storm: {
      nameKey: stormNameKey(s.name),
      activeFrom: s.observedAt,
      activeUntil: Math.max(s.observedAt, snapshotMs),
      observation,
    },
  };
}
