/**
 * Units and plausible ranges of the demographic capability metrics. The server re-validates every
 * observation against these before calling it available, so a parser slip (a ratio read as a
 * fraction, a population in thousands) shows as missing data rather than as a wrong figure.
 */
import type { ObservationRow } from './data';

/** Unit and accepted range of one metric. */
export interface MetricRule {
  unit: string;
  min: number;
  max: number;
}

/** Observation years accepted: from this year to `MAX_YEARS_AHEAD` after the current one. */
export const MIN_OBSERVATION_YEAR = 1900;
/** Projections (e.g. the working-age population in 10 years) may lie this far ahead. */
export const MAX_YEARS_AHEAD = 50;

const PEOPLE = { unit: 'people', min: 0, max: 10_000_000_000 };

/** The rule of every metric the operation reports. */
export const METRIC_RULES = {
  medianAgeYears: { unit: 'years', min: 0, max: 100 },
  oldAgeDependencyRatioPercent: { unit: 'percent', min: 0, max: 500 },
  totalDependencyRatioPercent: { unit: 'percent', min: 0, max: 500 },
  workingAgePopulationPeople: PEOPLE,
  workingAgePopulationProjected10yPeople: PEOPLE,
  tertiaryEnrollmentGrossPercent: { unit: 'percent', min: 0, max: 500 },
  stemGraduatesSharePercent: { unit: 'percent', min: 0, max: 100 },
  researchersPerMillion: { unit: 'people per million', min: 0, max: 1_000_000 },
  craftTradesEmploymentPeople: PEOPLE,
  plantMachineOperatorsEmploymentPeople: PEOPLE,
  trainedIndustrialWorkforcePeople: PEOPLE,
  manufacturingEmploymentSharePercent: { unit: 'percent', min: 0, max: 100 },
} as const satisfies Record<string, MetricRule>;

/** A metric the operation reports. */
export type CapabilityMetric = keyof typeof METRIC_RULES;

/** The parts whose sum is the trained industrial workforce. */
export const WORKFORCE_PARTS = [
  'craftTradesEmploymentPeople',
  'plantMachineOperatorsEmploymentPeople',
] as const;
/** The industrial-workforce metrics of the response, the derived total included. */
export const WORKFORCE_METRICS = [
  ...WORKFORCE_PARTS,
  'trainedIndustrialWorkforcePeople',
  'manufacturingEmploymentSharePercent',
] as const;

/** An observation as the response carries it. */
export interface Observation {
  available: boolean;
  unit: string;
  value?: number;
  year?: number;
  source?: string;
}

/** A group of observations; `available` when any of them is. */
export type ObservationGroup<M extends CapabilityMetric> = { available: boolean } & Record<M, Observation>;

/** True when a row passes its metric's rule. */
export function isValidObservation(row: ObservationRow, rule: MetricRule, currentYear: number): boolean {
  return (
    Number.isFinite(row.value) &&
    row.value >= rule.min &&
    row.value <= rule.max &&
    Number.isInteger(row.year) &&
    row.year >= MIN_OBSERVATION_YEAR &&
    row.year <= currentYear + MAX_YEARS_AHEAD &&
    row.source.trim() !== ''
  );
}

/** The newest valid observation of a metric among a country's rows, or an unavailable one. */
export function pickObservation(
  rows: readonly ObservationRow[],
  metric: CapabilityMetric,
  currentYear: number,
): Observation {
  const rule: MetricRule = METRIC_RULES[metric];
  let best: ObservationRow | undefined;
  for (const row of rows) {
    if (row.metric !== metric || !isValidObservation(row, rule, currentYear)) continue;
    if (!best || row.year > best.year) best = row;
  }
  if (!best) return { available: false, unit: rule.unit };
  return { available: true, unit: rule.unit, value: best.value, year: best.year, source: best.source };
}

/** The observation of a metric with no data. */
export function missingObservation(metric: CapabilityMetric): Observation {
  return { available: false, unit: METRIC_RULES[metric].unit };
}
