/**
 * GET /api/climate/v1/get-ocean-ice-data: latest Arctic sea ice extent, its departure from the
 * NSIDC 1981-2010 climatology, and monthly means for the last twelve months (SPEC §2.2).
 * Figures that need the climatology are omitted when it is missing, never guessed.
 */
import type { Static } from 'typebox';
import { defineHandler, fromData, unavailable } from '../handler';
import { getOceanIceData, type IceTrendPointSchema, OCEAN_ICE_UNAVAILABLE } from './contract-indicators';
import { climateKeys, type OceanIceData } from './data';

/** Number of calendar months in `iceTrend12m`, ending with the month of the latest extent. */
export const ICE_TREND_MONTHS = 12;

type Climatology = OceanIceData['climatology'][number];
type Daily = OceanIceData['daily'][number];
type IceTrendPoint = Static<typeof IceTrendPointSchema>;

/** Handler of get-ocean-ice-data. */
export const getOceanIceDataHandler = defineHandler(getOceanIceData, async (ctx) => {
  const read = await ctx.snapshots.read(climateKeys.oceanIce);
  if (read.status !== 'hit') return unavailable(OCEAN_ICE_UNAVAILABLE);
  const { daily, climatology, ...indicators } = read.snapshot.data;
  const days = [...daily].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const latest = days[days.length - 1]!;
  const byDoy = new Map(climatology.map((c) => [c.dayOfYear, c]));
  const normal = byDoy.get(dayOfYear(latest.date));
  return fromData(
    {
      data: {
        arcticExtentMkm2: latest.extentMkm2,
        ...(normal ? { arcticExtentAnomalyMkm2: round(latest.extentMkm2 - normal.medianMkm2) } : {}),
        ...(normal ? { arcticTrend: trendOf(latest.extentMkm2, normal) } : {}),
        iceTrend12m: monthlyTrend(days, byDoy),
        measuredAt: Date.parse(`${latest.date}T00:00:00Z`),
        ...indicators,
      },
    },
    read.snapshot.meta.fetchedAt,
  );
});

/** Outside the 1981-2010 10th-90th percentile band counts as below or above average. */
function trendOf(extent: number, normal: Climatology): string {
  if (extent < normal.p10Mkm2) return 'below_average';
  if (extent > normal.p90Mkm2) return 'above_average';
  return 'average';
}

/** Monthly means of the published days; the anomaly only when every day has a climatology row. */
function monthlyTrend(days: Daily[], byDoy: Map<number, Climatology>): IceTrendPoint[] {
  const latestMonth = days[days.length - 1]!.date.slice(0, 7);
  const first = shiftMonth(latestMonth, -(ICE_TREND_MONTHS - 1));
  const groups = new Map<string, Daily[]>();
  for (const d of days) {
    const month = d.date.slice(0, 7);
    if (month < first) continue;
    const group = groups.get(month) ?? [];
    group.push(d);
    groups.set(month, group);
  }
  return [...groups.entries()].map(([month, group]) => {
    const extent = mean(group.map((d) => d.extentMkm2));
    const medians = group.map((d) => byDoy.get(dayOfYear(d.date))?.medianMkm2);
    const complete = medians.every((m): m is number => m !== undefined);
    return {
      month,
      extentMkm2: round(extent),
      ...(complete ? { anomalyMkm2: round(extent - mean(medians)) } : {}),
    };
  });
}

/** Day of year (1-366) of a `YYYY-MM-DD` date, as the NSIDC climatology numbers them. */
export function dayOfYear(date: string): number {
  const year = Number(date.slice(0, 4));
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

function shiftMonth(month: string, delta: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
