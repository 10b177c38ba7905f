/**
 * Parser of the Open-Meteo historical (ERA5) archive API (`/v1/archive`). One coordinate pair gives
 * one location object, several give an array of them, in request order. A location carries either
 * `daily` series (`temperature_2m_mean`, `precipitation_sum`, what the job requests) or `hourly`
 * series (`temperature_2m`, `precipitation`), which are folded into complete days. Values may be
 * `null` (days ERA5 has not reached yet). Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { ClimateAnomaliesData } from '../../data';

/** Hours a day needs before an hourly series counts it (Open-Meteo keeps one UTC offset per response). */
export const OPEN_METEO_HOURS_PER_DAY = 24;
/** The only temperature unit accepted (the job never asks for Fahrenheit). */
export const OPEN_METEO_TEMP_UNIT = '°C';
/** The only precipitation unit accepted. */
export const OPEN_METEO_PRECIP_UNIT = 'mm';
/**
 * Share of the baseline years a calendar day needs values from before its normal is used: 29
 * February exists in only 7 of 1991-2020, so the floor sits just below a quarter.
 */
export const BASELINE_MIN_YEAR_SHARE = 0.2;
/** Payload resource name of the recent window. */
export const RECENT_RESOURCE = 'recent';
/** Payload resource names of the baseline windows: `baseline-<year>`. */
export const BASELINE_RESOURCE = /^baseline-(\d{4})$/;

/** One day of one location: daily mean 2 m temperature and precipitation total, each null when absent. */
export interface ArchiveDay {
  date: string;
  tempMeanC: number | null;
  precipMm: number | null;
}

/** One location of an archive response. */
export interface ArchiveLocation {
  latitude: number;
  longitude: number;
  /** Days in the order the response gives them. */
  days: ArchiveDay[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses an archive response body into its locations; throws PayloadError on anything else. */
export function parseArchiveBody(body: string, resource: string): ArchiveLocation[] {
  const json = parseJsonBody(body, resource);
  if (isObject(json) && json.error === true) {
    throw new PayloadError(`${resource}: upstream error: ${String(json.reason ?? 'no reason given')}`);
  }
  const items = Array.isArray(json) ? json : [json];
  if (items.length === 0) throw new PayloadError(`${resource}: no location in the response`);
  return items.map((item, i) => parseLocation(item, `${resource}[${i}]`));
}

function parseLocation(item: unknown, where: string): ArchiveLocation {
  if (!isObject(item)) throw new PayloadError(`${where}: not a location object`);
  const { latitude, longitude } = item;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') {
    throw new PayloadError(`${where}: no latitude/longitude`);
  }
  const offset = typeof item.utc_offset_seconds === 'number' ? item.utc_offset_seconds : 0;
  if (isObject(item.daily)) {
    const units = isObject(item.daily_units) ? item.daily_units : {};
    checkUnits(units, 'temperature_2m_mean', 'precipitation_sum', where);
    return { latitude, longitude, days: dailyDays(item.daily, offset, where) };
  }
  if (isObject(item.hourly)) {
    const units = isObject(item.hourly_units) ? item.hourly_units : {};
    checkUnits(units, 'temperature_2m', 'precipitation', where);
    return { latitude, longitude, days: hourlyDays(item.hourly, offset, where) };
  }
  throw new PayloadError(`${where}: neither a daily nor an hourly series`);
}

function checkUnits(units: Json, temp: string, precip: string, where: string): void {
  const t = units[temp];
  const p = units[precip];
  if (t !== undefined && t !== OPEN_METEO_TEMP_UNIT)
    throw new PayloadError(`${where}: ${temp} in ${String(t)}`);
  if (p !== undefined && p !== OPEN_METEO_PRECIP_UNIT)
    throw new PayloadError(`${where}: ${precip} in ${String(p)}`);
}

/** A series of the same length as `time`; a missing series is all nulls. */
function series(block: Json, name: string, length: number, where: string): (number | null)[] {
  const raw = block[name];
  if (raw === undefined) return new Array<number | null>(length).fill(null);
  if (!Array.isArray(raw) || raw.length !== length) {
    throw new PayloadError(`${where}: ${name} does not match the time axis`);
  }
  return raw.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null));
}

/** Time axis as `YYYY-MM-DD` (ISO strings as given; unix seconds shifted by the response's offset). */
function dayKeys(block: Json, offset: number, where: string): string[] {
  const time = block.time;
  if (!Array.isArray(time)) throw new PayloadError(`${where}: no time axis`);
  return time.map((t) => {
    if (typeof t === 'number') return new Date((t + offset) * 1000).toISOString().slice(0, 10);
    if (typeof t === 'string' && /^\d{4}-\d{2}-\d{2}/.test(t)) return t.slice(0, 10);
    throw new PayloadError(`${where}: unreadable time ${String(t)}`);
  });
}

function dailyDays(block: Json, offset: number, where: string): ArchiveDay[] {
  const dates = dayKeys(block, offset, where);
  const temps = series(block, 'temperature_2m_mean', dates.length, where);
  const precips = series(block, 'precipitation_sum', dates.length, where);
  return dates.map((date, i) => ({ date, tempMeanC: temps[i] ?? null, precipMm: nonNegative(precips[i]) }));
}

/** Folds hourly values into days; a day with fewer than 24 values of a variable gets null for it. */
function hourlyDays(block: Json, offset: number, where: string): ArchiveDay[] {
  const hours = dayKeys(block, offset, where);
  const temps = series(block, 'temperature_2m', hours.length, where);
  const precips = series(block, 'precipitation', hours.length, where);
  const byDay = new Map<string, { temps: number[]; precips: number[] }>();
  hours.forEach((date, i) => {
    const day = byDay.get(date) ?? { temps: [], precips: [] };
    const t = temps[i];
    const p = nonNegative(precips[i]);
    if (t !== null && t !== undefined) day.temps.push(t);
    if (p !== null) day.precips.push(p);
    byDay.set(date, day);
  });
  return [...byDay.entries()].map(([date, d]) => ({
    date,
    tempMeanC:
      d.temps.length >= OPEN_METEO_HOURS_PER_DAY ? d.temps.reduce((s, v) => s + v, 0) / d.temps.length : null,
    precipMm: d.precips.length >= OPEN_METEO_HOURS_PER_DAY ? d.precips.reduce((s, v) => s + v, 0) : null,
  }));
}

function nonNegative(v: number | null | undefined): number | null {
  return v === null || v === undefined || v < 0 ? null : v;
}

/** A named point the anomalies are computed for. */
export interface ClimateZone {
  name: string;
  latitude: number;
  longitude: number;
}

/** How the period of each zone is chosen. */
export interface AnomalyOptions {
  zones: readonly ClimateZone[];
  /** Days of the period (the latest run of consecutive days with both values). */
  periodDays: number;
  /** Fewer consecutive days than this and the zone is left out. */
  minPeriodDays: number;
}

type ZoneReading = ClimateAnomaliesData['zones'][number];
type Normals = Map<string, { temps: number[]; precips: number[] }>;

/**
 * Builds `climate:anomalies` from the recent window (`recent`) and the same calendar window in each
 * baseline year (`baseline-<year>`), every resource holding the zones in request order. Observed
 * and normal figures cover exactly the same calendar days; a zone without enough of either is left
 * out with a warning, never filled in.
 */
export function buildClimateAnomalies(
  payload: Readonly<Record<string, string>>,
  options: AnomalyOptions,
): ParseResult<ClimateAnomaliesData> {
  const { zones } = options;
  const recent = parseArchiveBody(payload[RECENT_RESOURCE] ?? '', RECENT_RESOURCE);
  checkCount(recent, zones, RECENT_RESOURCE);
  const years = Object.keys(payload)
    .map((name) => BASELINE_RESOURCE.exec(name)?.[1])
    .filter((y): y is string => y !== undefined)
    .sort();
  if (years.length === 0) throw new PayloadError('no baseline window in the payload');
  const baselines = years.map((y) => {
    const resource = `baseline-${y}`;
    const locations = parseArchiveBody(payload[resource] ?? '', resource);
    checkCount(locations, zones, resource);
    return locations;
  });
  const minYears = Math.max(1, Math.ceil(years.length * BASELINE_MIN_YEAR_SHARE));
  const warnings: string[] = [];
  const readings: ZoneReading[] = [];
  zones.forEach((zone, i) => {
    const period = latestRun(recent[i]!.days, options.periodDays);
    if (period.length < options.minPeriodDays) {
      warnings.push(`${zone.name}: ${period.length} recent days with data (${options.minPeriodDays} needed)`);
      return;
    }
    const normals = normalsOf(baselines.map((b) => b[i]!.days));
    const reading = zoneReading(zone, period, normals, minYears);
    if (typeof reading === 'string') warnings.push(`${zone.name}: ${reading}`);
    else readings.push(reading);
  });
  // Dated by the newest day observed (the job asks for UTC days), never by the fetch.
  const newestDay = readings.reduce<string | undefined>(
    (max, r) => (max === undefined || r.periodEnd > max ? r.periodEnd : max),
    undefined,
  );
  return {
    data: { baseline: `${years[0]}-${years[years.length - 1]}`, zones: readings },
    ...(newestDay ? { asOf: `${newestDay}T00:00:00Z` } : {}),
    warnings,
  };
}

function checkCount(locations: ArchiveLocation[], zones: readonly ClimateZone[], resource: string): void {
  if (locations.length !== zones.length) {
    throw new PayloadError(`${resource}: ${locations.length} locations for ${zones.length} zones`);
  }
}

type FullDay = { date: string; tempMeanC: number; precipMm: number };

/** The latest run of consecutive days with both values, at most `max` long, oldest first. */
function latestRun(days: ArchiveDay[], max: number): FullDay[] {
  const full = days
    .filter((d): d is FullDay => d.tempMeanC !== null && d.precipMm !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const run: FullDay[] = [];
  for (let i = full.length - 1; i >= 0 && run.length < max; i--) {
    const day = full[i]!;
    if (run.length > 0 && Date.parse(run[0]!.date) - Date.parse(day.date) !== 86_400_000) break;
    run.unshift(day);
  }
  return run;
}

/** Values of each calendar day (`MM-DD`) across the baseline years, days with both values only. */
function normalsOf(years: ArchiveDay[][]): Normals {
  const normals: Normals = new Map();
  for (const days of years) {
    for (const d of days) {
      if (d.tempMeanC === null || d.precipMm === null) continue;
      const key = d.date.slice(5, 10);
      const entry = normals.get(key) ?? { temps: [], precips: [] };
      entry.temps.push(d.tempMeanC);
      entry.precips.push(d.precipMm);
      normals.set(key, entry);
    }
  }
  return normals;
}

function zoneReading(
  zone: ClimateZone,
  period: FullDay[],
  normals: Normals,
  minYears: number,
): ZoneReading | string {
  let normalTemp = 0;
  let normalPrecip = 0;
  for (const day of period) {
    const n = normals.get(day.date.slice(5, 10));
    if (!n || n.temps.length < minYears) {
      return `baseline has ${n?.temps.length ?? 0} years for ${day.date.slice(5, 10)} (${minYears} needed)`;
    }
    normalTemp += mean(n.temps);
    normalPrecip += mean(n.precips);
  }
  return {
    zone: zone.name,
    location: { latitude: zone.latitude, longitude: zone.longitude },
    periodStart: period[0]!.date,
    periodEnd: period[period.length - 1]!.date,
    meanTempC: round(mean(period.map((d) => d.tempMeanC))),
    normalMeanTempC: round(normalTemp / period.length),
    precipMm: round(period.reduce((s, d) => s + d.precipMm, 0)),
    normalPrecipMm: round(normalPrecip),
  };
}

function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** Two decimals: ERA5 values carry one, so this only removes floating-point noise. */
function round(n: number): number {
  return Math.round(n * 100) / 100;
}
