/**
 * Derivations over the USGS production tables (rules in the service README): country shares and
 * the Herfindahl-Hirschman index of a stage, and the critical-mineral concentration summary.
 */
import type { Static } from 'typebox';
import type { CriticalMineralSchema, MineralStageSnapshotSchema } from './contract-energy';
import type { MineralTable } from './data-energy';

/** A stage as served. */
export type StageSnapshot = Static<typeof MineralStageSnapshotSchema>;
/** A critical mineral as served. */
export type CriticalMineral = Static<typeof CriticalMineralSchema>;

/** Number of producers `topProducers` lists. */
export const TOP_PRODUCERS = 3;
/** HHI bounds of the concentration ratings: below 1500 low, below 2500 moderate, below 5000 high. */
export const HHI_BOUNDS = { moderate: 1500, high: 2500, critical: 5000 } as const;

/** Metric tons per unit of the USGS mass units; other units are not converted. */
export const TONNES_PER_UNIT: Readonly<Record<string, number>> = {
  'metric tons': 1,
  'thousand metric tons': 1_000,
  'million metric tons': 1_000_000,
  kilograms: 0.001,
};

/**
 * Shares and HHI of a table: each figure's percent of the sum of the listed figures ("Other
 * countries" included, withheld figures unknown and left out); the HHI sums the squared shares of
 * the named countries (the residual row is many producers, not one). Largest first, withheld last.
 */
export function stageSnapshot(t: MineralTable): StageSnapshot {
  const listed = t.rows.reduce((sum, r) => sum + (r.output ?? 0), 0);
  const countries = t.rows
    .map((r) => ({
      ...r,
      ...(r.output !== undefined && listed > 0 ? { share: (r.output / listed) * 100 } : {}),
    }))
    .sort((a, b) => (a.withheld === b.withheld ? (b.output ?? -1) - (a.output ?? -1) : a.withheld ? 1 : -1));
  const hhi = countries.reduce((sum, c) => sum + (c.residual || c.share === undefined ? 0 : c.share ** 2), 0);
  return {
    year: t.year,
    unit: t.unit,
    countries,
    hhi: round(hhi, 1),
    ...(t.worldTotal !== undefined ? { worldTotal: t.worldTotal } : listed > 0 ? { worldTotal: listed } : {}),
    withheldCount: t.rows.filter((r) => r.withheld).length,
  };
}

/** The rating of an HHI. */
export function riskRating(hhi: number): CriticalMineral['riskRating'] {
  if (hhi < HHI_BOUNDS.moderate) return 'low';
  if (hhi < HHI_BOUNDS.high) return 'moderate';
  if (hhi < HHI_BOUNDS.critical) return 'high';
  return 'critical';
}

/**
 * A critical mineral from its tables: the mine stage, or the refinery stage where USGS publishes
 * no mine table; undefined when the unit is not a mass (no tonnes to give).
 */
export function criticalMineral(tables: readonly MineralTable[]): CriticalMineral | undefined {
  const t = tables.find((x) => x.stage === 'mine') ?? tables.find((x) => x.stage === 'refinery');
  const factor = t ? TONNES_PER_UNIT[t.unit.toLowerCase()] : undefined;
  if (!t || factor === undefined) return undefined;
  const stage = stageSnapshot(t);
  const topProducers = stage.countries
    .filter((c) => !c.residual && c.output !== undefined && c.share !== undefined)
    .slice(0, TOP_PRODUCERS)
    .map((c) => ({
      country: c.country,
      countryCode: c.iso2,
      productionTonnes: c.output! * factor,
      sharePct: round(c.share!, 1),
    }));
  return {
    mineral: t.commodity,
    topProducers,
    hhi: stage.hhi,
    riskRating: riskRating(stage.hhi),
    globalProduction: (stage.worldTotal ?? 0) * factor,
    unit: 'metric tons',
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
