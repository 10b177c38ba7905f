/**
 * US EPA Air Quality Index from a PM2.5 concentration, with the breakpoints of the 2024 PM NAAQS
 * revision (40 CFR Part 58 Appendix G, Table 2, effective 2024-05-06): linear interpolation inside
 * the category whose concentration range holds the value truncated to 0.1 µg/m³. Shared by the
 * stations climate lists and the alerts health raises, so both read one rule (and one row shape).
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

/** One AQI category: concentration range (µg/m³) mapped onto an index range. */
export interface AqiBreakpoint {
  readonly cLow: number;
  readonly cHigh: number;
  readonly iLow: number;
  readonly iHigh: number;
  readonly riskLevel: RiskLevel;
}

/** PM2.5 breakpoints (24-hour), lowest category first. */
export const PM25_BREAKPOINTS: readonly AqiBreakpoint[] = [
  { cLow: 0.0, cHigh: 9.0, iLow: 0, iHigh: 50, riskLevel: 'good' },
  { cLow: 9.1, cHigh: 35.4, iLow: 51, iHigh: 100, riskLevel: 'moderate' },
  { cLow: 35.5, cHigh: 55.4, iLow: 101, iHigh: 150, riskLevel: 'unhealthy_for_sensitive_groups' },
  { cLow: 55.5, cHigh: 125.4, iLow: 151, iHigh: 200, riskLevel: 'unhealthy' },
  { cLow: 125.5, cHigh: 225.4, iLow: 201, iHigh: 300, riskLevel: 'very_unhealthy' },
  { cLow: 225.5, cHigh: 325.4, iLow: 301, iHigh: 500, riskLevel: 'hazardous' },
];

/** Highest index of the scale; concentrations above the last breakpoint are reported at it. */
export const AQI_MAX = 500;

/** AQI and EPA category of a PM2.5 concentration in µg/m³. */
export function pm25Aqi(concentration: number): { aqi: number; riskLevel: RiskLevel } {
  const c = Math.floor(Math.max(0, concentration) * 10) / 10;
  const last = PM25_BREAKPOINTS[PM25_BREAKPOINTS.length - 1]!;
  if (c > last.cHigh) return { aqi: AQI_MAX, riskLevel: last.riskLevel };
  // Truncation to 0.1 leaves no value between two categories' ranges.
  const bp = PM25_BREAKPOINTS.find((b) => c <= b.cHigh) ?? last;
  const aqi = Math.round(((bp.iHigh - bp.iLow) / (bp.cHigh - bp.cLow)) * (c - bp.cLow) + bp.iLow);
  return { aqi, riskLevel: bp.riskLevel };
}

/** True when `level` is `min` or more severe. */
export function atLeast(level: RiskLevel, min: RiskLevel): boolean {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf(min);
}

/** The pollutant every station row's AQI is computed from. */
export const PM25_POLLUTANT = 'pm25';

/** One station's latest PM2.5 reading, as a snapshot holds it. */
export interface Pm25Reading {
  readonly city: string;
  readonly countryCode: string;
  readonly lat: number;
  readonly lng: number;
  readonly pm25: number;
  readonly measuredAt: number;
  readonly source: string;
}

/** A reading with its AQI and EPA category. */
export interface Pm25StationAqi {
  city: string;
  countryCode: string;
  lat: number;
  lng: number;
  pm25: number;
  aqi: number;
  riskLevel: RiskLevel;
  pollutant: string;
  measuredAt: number;
  source: string;
}

/** Each reading with its PM2.5 AQI, worst first (ties by city). */
export function pm25StationRows(readings: readonly Pm25Reading[]): Pm25StationAqi[] {
  const rows = readings.map((s) => ({
    city: s.city,
    countryCode: s.countryCode,
    lat: s.lat,
    lng: s.lng,
    pm25: s.pm25,
    ...pm25Aqi(s.pm25),
    pollutant: PM25_POLLUTANT,
    measuredAt: s.measuredAt,
    source: s.source,
  }));
  return rows.sort((a, b) => b.aqi - a.aqi || a.city.localeCompare(b.city));
}
