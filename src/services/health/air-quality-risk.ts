/**
 * US EPA Air Quality Index of a PM2.5 concentration and its health category, per the 2024 PM
 * NAAQS revision (40 CFR Part 58 Appendix G, Table 2, effective 2024-05-06): the concentration is
 * truncated to 0.1 µg/m³ and interpolated linearly inside the category whose range holds it.
 * The rule is written out here (not shared with climate's station list) so this service depends
 * on climate's data only.
 */

/** EPA health categories, least severe first. */
export const RISK_LEVELS = [
  'good',
  'moderate',
  'unhealthy_for_sensitive_groups',
  'unhealthy',
  'very_unhealthy',
  'hazardous',
] as const;
/** An EPA health category. */
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** One PM2.5 category: concentration range (µg/m³) mapped onto an index range. */
interface Pm25Category {
  readonly cLow: number;
  readonly cHigh: number;
  readonly iLow: number;
  readonly iHigh: number;
  readonly riskLevel: RiskLevel;
}

/** 24-hour PM2.5 breakpoints, 40 CFR Part 58 Appendix G Table 2 (2024). */
const PM25_CATEGORIES: readonly Pm25Category[] = [
  { cLow: 0.0, cHigh: 9.0, iLow: 0, iHigh: 50, riskLevel: 'good' },
  { cLow: 9.1, cHigh: 35.4, iLow: 51, iHigh: 100, riskLevel: 'moderate' },
  { cLow: 35.5, cHigh: 55.4, iLow: 101, iHigh: 150, riskLevel: 'unhealthy_for_sensitive_groups' },
  { cLow: 55.5, cHigh: 125.4, iLow: 151, iHigh: 200, riskLevel: 'unhealthy' },
  { cLow: 125.5, cHigh: 225.4, iLow: 201, iHigh: 300, riskLevel: 'very_unhealthy' },
  { cLow: 225.5, cHigh: 325.4, iLow: 301, iHigh: 500, riskLevel: 'hazardous' },
];

/** Top of the index; concentrations above the last breakpoint are reported at it. */
export const AQI_CEILING = 500;

/** AQI and EPA category of a PM2.5 concentration in µg/m³. */
export function pm25Risk(concentration: number): { aqi: number; riskLevel: RiskLevel } {
  const c = Math.floor(Math.max(0, concentration) * 10) / 10;
  const top = PM25_CATEGORIES[PM25_CATEGORIES.length - 1]!;
  if (c > top.cHigh) return { aqi: AQI_CEILING, riskLevel: top.riskLevel };
  // After truncation to 0.1 no value falls between two categories' ranges.
  const cat = PM25_CATEGORIES.find((b) => c <= b.cHigh) ?? top;
  const aqi = Math.round(((cat.iHigh - cat.iLow) / (cat.cHigh - cat.cLow)) * (c - cat.cLow) + cat.iLow);
  return { aqi, riskLevel: cat.riskLevel };
}

/** True when `level` is `min` or more severe. */
export function atLeast(level: RiskLevel, min: RiskLevel): boolean {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf(min);
}
