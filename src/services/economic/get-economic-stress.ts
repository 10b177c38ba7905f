/**
 * GET /api/economic/v1/get-economic-stress: the stress score derived from the latest values of
 * FRED series (rule in the README and in STRESS_COMPONENTS). Each component scores its latest
 * value linearly from `calm` (0) to `stressed` (100), clamped; the composite is the weighted mean
 * of the present components, one decimal, and exists only when every required input is held.
 */
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { ECONOMIC_STRESS_UNAVAILABLE, getEconomicStress, STRESS_COMPONENTS } from './contract-macro';
import { type FredSeriesId, fredKeys } from './data-macro';

type Component = (typeof STRESS_COMPONENTS)[number];

/** The score 0-100 of a value on a component's scale. */
export function stressScore(c: Pick<Component, 'calm' | 'stressed'>, value: number): number {
  const s = ((value - c.calm) / (c.stressed - c.calm)) * 100;
  return Math.min(100, Math.max(0, Math.round(s * 10) / 10));
}

/** The band of a composite score. */
export function stressLabel(score: number): 'Low' | 'Moderate' | 'Elevated' | 'Severe' | 'Critical' {
  if (score < 20) return 'Low';
  if (score < 40) return 'Moderate';
  if (score < 60) return 'Elevated';
  if (score < 80) return 'Severe';
  return 'Critical';
}

/** Handler of get-economic-stress. */
export const getEconomicStressHandler = defineHandler(getEconomicStress, async (ctx) => {
  const components = [];
  const reads = [];
  let weighted = 0;
  let weights = 0;
  let requiredMissing = false;
  let oldestDate: string | undefined;
  for (const c of STRESS_COMPONENTS) {
    const key = c.id in fredKeys ? fredKeys[c.id as FredSeriesId] : undefined;
    const read = key ? await ctx.snapshots.read(key) : undefined;
    const latest =
      read?.status === 'hit'
        ? [...read.snapshot.data.observations].reverse().find((o) => o.value !== undefined)
        : undefined;
    if (read) reads.push(read);
    if (latest?.value === undefined) {
      if (c.required) requiredMissing = true;
      components.push({ id: c.id, label: c.label, weight: c.weight, missing: true });
      continue;
    }
    const score = stressScore(c, latest.value);
    weighted += score * c.weight;
    weights += c.weight;
    if (oldestDate === undefined || latest.date < oldestDate) oldestDate = latest.date;
    components.push({
      id: c.id,
      label: c.label,
      rawValue: latest.value,
      score,
      weight: c.weight,
      missing: false,
      date: latest.date,
    });
  }
  // No input at all: the documented degraded body (an empty list, nothing claimed).
  if (weights === 0) return unavailable(ECONOMIC_STRESS_UNAVAILABLE);
  if (requiredMissing) return unavailable({ components, unavailable: true });
  const compositeScore = Math.round((weighted / weights) * 10) / 10;
  const body = {
    compositeScore,
    label: stressLabel(compositeScore),
    components,
    ...(oldestDate ? { seededAt: `${oldestDate}T00:00:00.000Z` } : {}),
    unavailable: false,
  };
  return fromData(body, oldestFetchedAt(reads) ?? new Date(0).toISOString());
});
