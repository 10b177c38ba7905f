/**
 * Pure builders of the parts of GET /api/economic/v1/get-oil-inventories, one per upstream
 * dataset. Each takes the dataset's snapshot data and returns the part as the contract declares it.
 */
import type { Static } from 'typebox';
import type { getOilInventories } from './contract';
import type { EiaPoint, EuGasStorageData, IeaOilStocksData } from './data';

type Response = Static<typeof getOilInventories.response>;

/** Weeks shown for each weekly series. */
export const INVENTORY_WEEKS = 8;
/** Gas days shown in the EU storage history. */
export const EU_GAS_HISTORY_DAYS = 30;
/** Day-on-day change (percentage points) under which EU storage counts as stable. */
export const EU_GAS_STABLE_BAND_PP = 0.01;
/** Days of net imports IEA members must hold (the IEA stockholding obligation). */
export const IEA_OBLIGATION_DAYS = 90;
/** IEA members in the North America region; members outside it and Asia-Pacific are European. */
export const IEA_NORTH_AMERICA: readonly string[] = ['US', 'CA', 'MX'];
/** IEA members in the Asia-Pacific region. */
export const IEA_ASIA_PACIFIC: readonly string[] = ['JP', 'KR', 'AU', 'NZ'];

/** EIA thousand-barrel units to million barrels. */
const THOUSAND = 1000;

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Points newest first (ISO dates sort as strings). */
function newestFirst(points: readonly EiaPoint[]): EiaPoint[] {
  return [...points].sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0));
}

/** The latest weeks of a series with their change from the week before, scaled by `divisor`. */
function weeks(points: readonly EiaPoint[], divisor: number) {
  const sorted = newestFirst(points);
  return sorted.slice(0, INVENTORY_WEEKS).map((p, i) => {
    const prev = sorted[i + 1];
    return {
      period: p.period,
      value: round(p.value / divisor, 3),
      change: prev ? round((p.value - prev.value) / divisor, 3) : undefined,
    };
  });
}

/** US commercial crude stocks (EIA WCRSTUS1, thousand barrels) in million barrels. */
export function crudeWeeks(points: readonly EiaPoint[]): Response['crudeWeeks'] {
  return weeks(points, THOUSAND).map((w) => ({
    period: w.period,
    stocksMb: w.value,
    ...(w.change === undefined ? {} : { weeklyChangeMb: w.change }),
  }));
}

/** Lower-48 working gas in storage (EIA, billion cubic feet). */
export function natGasWeeks(points: readonly EiaPoint[]): Response['natGasWeeks'] {
  return weeks(points, 1).map((w) => ({
    period: w.period,
    storBcf: w.value,
    ...(w.change === undefined ? {} : { weeklyChangeBcf: w.change }),
  }));
}

/** The Strategic Petroleum Reserve (EIA WCSSTUS1, thousand barrels) in million barrels. */
export function sprSnapshot(points: readonly EiaPoint[]): NonNullable<Response['spr']> {
  const recent = weeks(points, THOUSAND);
  const latest = recent[0]!;
  return {
    latestStocksMb: latest.value,
    ...(latest.change === undefined ? {} : { changeWow: latest.change }),
    weeks: recent.map((w) => ({ period: w.period, stocksMb: w.value })),
  };
}

/** Latest refiner net crude input (EIA WCRRIUS2, thousand barrels per day, kept as published). */
export function refinery(points: readonly EiaPoint[]): NonNullable<Response['refinery']> {
  const latest = newestFirst(points)[0]!;
  return { inputsMbpd: latest.value, period: latest.period };
}

/** EU aggregate storage level, its day-on-day change and recent history. */
export function euGas(data: EuGasStorageData): NonNullable<Response['euGas']> {
  const days = [...data.days].sort((a, b) =>
    a.gasDayStart < b.gasDayStart ? 1 : a.gasDayStart > b.gasDayStart ? -1 : 0,
  );
  const latest = days[0]!;
  const prev = days[1];
  const change = prev ? round(latest.full - prev.full, 2) : undefined;
  let trend: NonNullable<Response['euGas']>['trend'] = 'unknown';
  if (change !== undefined) {
    trend =
      change > EU_GAS_STABLE_BAND_PP ? 'rising' : change < -EU_GAS_STABLE_BAND_PP ? 'falling' : 'stable';
  }
  return {
    fillPct: latest.full,
    ...(change === undefined ? {} : { fillPctChange1d: change }),
    trend,
    history: days.slice(0, EU_GAS_HISTORY_DAYS).map((d) => ({ date: d.gasDayStart, fillPct: d.full })),
  };
}

type IeaStocks = NonNullable<Response['ieaStocks']>;
type IeaMember = IeaStocks['members'][number];

/** IEA members' days of cover, obligation breaches and regional summaries. */
export function ieaStocks(data: IeaOilStocksData): IeaStocks {
  const members: IeaMember[] = data.members.map((m) => ({
    iso2: m.iso2,
    ...(m.daysOfCover === undefined ? {} : { daysOfCover: m.daysOfCover }),
    netExporter: m.netExporter,
    belowObligation: !m.netExporter && m.daysOfCover !== undefined && m.daysOfCover < IEA_OBLIGATION_DAYS,
  }));
  const europe = members.filter(
    (m) => !IEA_NORTH_AMERICA.includes(m.iso2) && !IEA_ASIA_PACIFIC.includes(m.iso2),
  );
  return {
    dataMonth: data.dataMonth,
    members,
    ...regionPart('europe', europe),
    ...regionPart(
      'asiaPacific',
      members.filter((m) => IEA_ASIA_PACIFIC.includes(m.iso2)),
    ),
    ...regionPart(
      'northAmerica',
      members.filter((m) => IEA_NORTH_AMERICA.includes(m.iso2)),
    ),
  };
}

/** A region's summary over its net importers with a figure; absent when there are none. */
function regionPart(name: 'europe' | 'asiaPacific' | 'northAmerica', members: readonly IeaMember[]) {
  const days = members.flatMap((m) => (m.netExporter || m.daysOfCover === undefined ? [] : [m.daysOfCover]));
  if (days.length === 0) return {};
  return {
    [name]: {
      avgDays: round(days.reduce((s, d) => s + d, 0) / days.length, 1),
      minDays: Math.min(...days),
      countBelowObligation: members.filter((m) => m.belowObligation).length,
    },
  };
}
