/**
 * GET /api/intelligence/v1/list-cross-source-signals: signals derived at request time from the
 * unrest, earthquake and fire datasets this project holds (rule and thresholds: README). Each
 * input is read over its own recent window, anchored on its snapshot's date, so a signal is as
 * old as the data behind it; `missingInputs` names what is not held.
 */
import type { Static } from 'typebox';
import { countryCodeOf, isoCountries } from '../../reference/countries';
import { conflictKeys } from '../conflict/data';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { seismologyKeys } from '../seismology/data';
import { unrestKeys } from '../unrest/data';
import { wildfireKeys } from '../wildfire/data';
import {
  CROSS_SOURCE_SIGNALS_UNAVAILABLE,
  listCrossSourceSignals,
  SIGNAL_TYPES,
  type SignalSeverity,
  type SignalType,
} from './contract-gdelt';

type Signal = Static<typeof listCrossSourceSignals.response>['signals'][number] & {
  type: SignalType;
  severity: SignalSeverity;
  severityScore: number;
  country?: string;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Unrest: events dated within this many days of the dataset's date, per country. */
export const UNREST_LOOKBACK_DAYS = 2;
export const UNREST_MIN_EVENTS = 5;
/** Earthquakes: magnitude at least this, within this many days of the feed's date. */
export const QUAKE_MIN_MAGNITUDE = 6;
export const QUAKE_LOOKBACK_DAYS = 7;
/** Fires: detections within this many hours of the dataset's date, per monitored area. */
export const FIRE_LOOKBACK_HOURS = 24;
export const FIRE_MIN_DETECTIONS = 100;

const DERIVED: readonly SignalType[] = [
  'CROSS_SOURCE_SIGNAL_TYPE_UNSPECIFIED',
  'CROSS_SOURCE_SIGNAL_TYPE_COMPOSITE_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_UNREST_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_EARTHQUAKE_SIGNIFICANT',
  'CROSS_SOURCE_SIGNAL_TYPE_WILDFIRE_ESCALATION',
];
const LEVELS: readonly SignalSeverity[] = [
  'CROSS_SOURCE_SIGNAL_SEVERITY_LOW',
  'CROSS_SOURCE_SIGNAL_SEVERITY_MEDIUM',
  'CROSS_SOURCE_SIGNAL_SEVERITY_HIGH',
  'CROSS_SOURCE_SIGNAL_SEVERITY_CRITICAL',
];
const rank = (s: SignalSeverity) => LEVELS.indexOf(s);

/** The level of `score` given the thresholds of medium, high and critical. */
function level(score: number, [medium, high, critical]: readonly [number, number, number]): SignalSeverity {
  const i = score >= critical ? 3 : score >= high ? 2 : score >= medium ? 1 : 0;
  return LEVELS[i] as SignalSeverity;
}

const countryName = (code: string) => isoCountries.getName(code, 'en') ?? code;

interface UnrestInput {
  countryCode?: string;
  occurredAt: number;
  riot: boolean;
}

/** Unrest surges: ≥ 5 events in a country within 2 days; score = events + 2 × riots. */
export function unrestSignals(events: readonly UnrestInput[], inputs: readonly string[]): Signal[] {
  const byCountry = new Map<string, UnrestInput[]>();
  for (const e of events)
    if (e.countryCode) byCountry.set(e.countryCode, [...(byCountry.get(e.countryCode) ?? []), e]);
  return [...byCountry.entries()]
    .filter(([, g]) => g.length >= UNREST_MIN_EVENTS)
    .map(([code, g]) => {
      const riots = g.filter((e) => e.riot).length;
      const score = g.length + 2 * riots;
      return {
        id: `unrest-surge:${code}:${Math.max(...g.map((e) => e.occurredAt))}`,
        type: 'CROSS_SOURCE_SIGNAL_TYPE_UNREST_SURGE',
        theater: countryName(code),
        country: code,
        summary: `${g.length} protest or riot events (${riots} riots) in ${countryName(code)} within ${UNREST_LOOKBACK_DAYS} days (inputs: ${inputs.join(', ')})`,
        severity: level(score, [10, 20, 40]),
        severityScore: score,
        detectedAt: Math.max(...g.map((e) => e.occurredAt)),
        contributingTypes: [...inputs],
      };
    });
}

/** Handler of list-cross-source-signals. */
export const listCrossSourceSignalsHandler = defineHandler(listCrossSourceSignals, async (ctx) => {
  const [gdelt, acled, quakes, fires] = await Promise.all([
    ctx.snapshots.read(unrestKeys.gdeltEvents),
    ctx.snapshots.read(conflictKeys.acledUnrest),
    ctx.snapshots.read(seismologyKeys.earthquakes),
    ctx.snapshots.read(wildfireKeys.fireDetections),
  ]);
  const notDerived = SIGNAL_TYPES.filter((t) => !DERIVED.includes(t)).map(
    (t) => `${t}: no dataset in this project`,
  );
  const absent = [
    [unrestKeys.gdeltEvents.name, gdelt],
    [conflictKeys.acledUnrest.name, acled],
    [seismologyKeys.earthquakes.name, quakes],
    [wildfireKeys.fireDetections.name, fires],
  ]
    .filter(([, r]) => (r as { status: string }).status !== 'hit')
    .map(([name]) => `${name as string}: no snapshot`);
  const missingInputs = [...absent, ...notDerived];
  const fetchedAt = oldestFetchedAt([gdelt, acled, quakes, fires]);
  if (fetchedAt === undefined) return unavailable(CROSS_SOURCE_SIGNALS_UNAVAILABLE);

  const signals: Signal[] = [];
  const unrest: UnrestInput[] = [];
  const unrestInputs: string[] = [];
  if (gdelt.status === 'hit') {
    const from = Date.parse(gdelt.snapshot.meta.fetchedAt) - UNREST_LOOKBACK_DAYS * DAY_MS;
    for (const e of gdelt.snapshot.data.events)
      if (e.occurredAt >= from)
        unrest.push({ countryCode: e.countryCode, occurredAt: e.occurredAt, riot: e.kind === 'riot' });
    unrestInputs.push(unrestKeys.gdeltEvents.name);
  }
  if (acled.status === 'hit') {
    const from = Date.parse(acled.snapshot.meta.fetchedAt) - UNREST_LOOKBACK_DAYS * DAY_MS;
    for (const e of acled.snapshot.data.events)
      if (e.occurredAt >= from)
        unrest.push({ countryCode: e.countryCode, occurredAt: e.occurredAt, riot: e.eventType === 'Riots' });
    unrestInputs.push(conflictKeys.acledUnrest.name);
  }
  signals.push(...unrestSignals(unrest, unrestInputs));

  if (quakes.status === 'hit') {
    const from = Date.parse(quakes.snapshot.meta.fetchedAt) - QUAKE_LOOKBACK_DAYS * DAY_MS;
    for (const q of quakes.snapshot.data.earthquakes) {
      if (q.magnitude === undefined || q.magnitude < QUAKE_MIN_MAGNITUDE || q.occurredAt < from) continue;
      const byMagnitude = level(q.magnitude, [6.5, 7, 7.5]);
      const byAlert =
        q.alert === 'red'
          ? 'CROSS_SOURCE_SIGNAL_SEVERITY_CRITICAL'
          : q.alert === 'orange'
            ? 'CROSS_SOURCE_SIGNAL_SEVERITY_HIGH'
            : byMagnitude;
      const country = countryCodeOf(q.place?.split(',').at(-1) ?? '');
      signals.push({
        id: `earthquake:${q.id}`,
        type: 'CROSS_SOURCE_SIGNAL_TYPE_EARTHQUAKE_SIGNIFICANT',
        theater: q.place ?? `${q.latitude}, ${q.longitude}`,
        ...(country ? { country } : {}),
        summary: `M${q.magnitude} earthquake${q.place ? ` ${q.place}` : ''}${q.alert ? ` (PAGER ${q.alert})` : ''} (input: ${seismologyKeys.earthquakes.name})`,
        severity: rank(byAlert) > rank(byMagnitude) ? byAlert : byMagnitude,
        severityScore: q.magnitude,
        detectedAt: q.occurredAt,
        contributingTypes: [seismologyKeys.earthquakes.name],
      });
    }
  }

  if (fires.status === 'hit') {
    const from = Date.parse(fires.snapshot.meta.fetchedAt) - FIRE_LOOKBACK_HOURS * HOUR_MS;
    const byRegion = new Map<string, number[]>();
    for (const d of fires.snapshot.data.detections)
      if (d.detectedAt >= from) byRegion.set(d.region, [...(byRegion.get(d.region) ?? []), d.detectedAt]);
    for (const [region, times] of byRegion) {
      if (times.length < FIRE_MIN_DETECTIONS) continue;
      signals.push({
        id: `wildfire:${region}:${Math.max(...times)}`,
        type: 'CROSS_SOURCE_SIGNAL_TYPE_WILDFIRE_ESCALATION',
        theater: region,
        summary: `${times.length} active-fire detections in ${region} within ${FIRE_LOOKBACK_HOURS} hours (input: ${wildfireKeys.fireDetections.name})`,
        severity: level(times.length, [250, 500, 1000]),
        severityScore: times.length,
        detectedAt: Math.max(...times),
        contributingTypes: [wildfireKeys.fireDetections.name],
      });
    }
  }

  // Composite: two or more signal types in one country.
  const byCountry = new Map<string, Signal[]>();
  for (const s of signals) if (s.country) byCountry.set(s.country, [...(byCountry.get(s.country) ?? []), s]);
  const composites: Signal[] = [];
  for (const [code, group] of byCountry) {
    const types = [...new Set(group.map((s) => s.type))];
    if (types.length < 2) continue;
    const worst = Math.max(...group.map((s) => rank(s.severity)));
    composites.push({
      id: `composite:${code}:${Math.max(...group.map((s) => s.detectedAt ?? 0))}`,
      type: 'CROSS_SOURCE_SIGNAL_TYPE_COMPOSITE_ESCALATION',
      theater: countryName(code),
      summary: `${group.length} signals of ${types.length} kinds co-firing in ${countryName(code)}`,
      severity: LEVELS[Math.min(3, worst + 1)] as SignalSeverity,
      severityScore: group.reduce((n, s) => n + s.severityScore, 0),
      detectedAt: Math.max(...group.map((s) => s.detectedAt ?? 0)),
      contributingTypes: types,
      signalCount: group.length,
    });
  }
  const all = [...composites, ...signals]
    .sort(
      (a, b) =>
        rank(b.severity) - rank(a.severity) ||
        b.severityScore - a.severityScore ||
        ((a.id ?? '') < (b.id ?? '') ? -1 : 1),
    )
    .map(({ country: _country, ...s }) => s);
  return fromData(
    // Evaluated as of its data (each lookback runs back from its snapshot's date), not the clock.
    { signals: all, evaluatedAt: Date.parse(fetchedAt), compositeCount: composites.length, missingInputs },
    fetchedAt,
  );
});
