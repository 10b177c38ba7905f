/**
 * `climate:anomalies` ← Open-Meteo historical archive (ERA5, keyless): the last days of daily mean
 * temperature and precipitation for every zone in one batched request, and the same calendar window
 * in each year of the 1991-2020 baseline, from which the zone normals are computed. ERA5 advances
 * once a day, so the job runs daily. Requests go one at a time with a pause between them: each
 * location of a batched request counts as one call against Open-Meteo's per-minute allowance.
 * @see SPEC §2.2 (Anomaly), §4.4
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { EnvValues } from '../../../../env-vars';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { buildClimateAnomalies, type ClimateZone, RECENT_RESOURCE } from './parser';
import type { OPEN_METEO_ENV } from './source';

/** Path of the archive endpoint. */
export const OPEN_METEO_ARCHIVE_PATH = '/v1/archive';
/** Daily variables requested (the same as the reference service). */
export const OPEN_METEO_DAILY_VARIABLES = ['temperature_2m_mean', 'precipitation_sum'] as const;
/** Days in each zone's period. */
export const ANOMALY_PERIOD_DAYS = 7;
/** Fewest consecutive recent days a zone needs to be published. */
export const ANOMALY_MIN_PERIOD_DAYS = 5;
/** Days requested per window: the period plus room for ERA5's few days of delay; two weeks is one call. */
export const ARCHIVE_WINDOW_DAYS = 14;
/** The window ends this many days before today (today is never complete). */
export const ARCHIVE_END_LAG_DAYS = 1;
/** First and last years of the normals. */
export const BASELINE_YEARS = { first: 1991, last: 2020 } as const;
/** Pause between two archive requests, in ms. */
export const OPEN_METEO_REQUEST_GAP_MS = 2_000;
/** Once a day, plus up to an hour of jitter. */
export const CLIMATE_ANOMALIES_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Time box of a run: 31 requests with their pauses and retries. */
export const CLIMATE_ANOMALIES_TIMEOUT_MS = 5 * 60_000;
/** Share of the zones a run must publish (fewer means the upstream answered badly). */
export const ANOMALY_MIN_ZONE_SHARE = 2 / 3;

/** The monitored zones: a representative point of each region. */
export const CLIMATE_ZONES: readonly ClimateZone[] = [
  { name: 'Ukraine', latitude: 48.4, longitude: 31.2 },
  { name: 'Middle East', latitude: 33, longitude: 44 },
  { name: 'Sahel', latitude: 14, longitude: 0 },
  { name: 'Horn of Africa', latitude: 8, longitude: 42 },
  { name: 'South Asia', latitude: 25, longitude: 78 },
  { name: 'California', latitude: 36.8, longitude: -119.4 },
  { name: 'Amazon', latitude: -3.4, longitude: -60 },
  { name: 'Australia', latitude: -25, longitude: 134 },
  { name: 'Mediterranean', latitude: 38, longitude: 20 },
  { name: 'Taiwan Strait', latitude: 24, longitude: 120 },
  { name: 'Myanmar', latitude: 19.8, longitude: 96.7 },
  { name: 'Central Africa', latitude: 4, longitude: 22 },
  { name: 'Southern Africa', latitude: -25, longitude: 28 },
  { name: 'Central Asia', latitude: 42, longitude: 65 },
  { name: 'Caribbean', latitude: 19, longitude: -72 },
  { name: 'Arctic', latitude: 70, longitude: 0 },
  { name: 'Greenland', latitude: 72, longitude: -42 },
  { name: 'West Antarctica', latitude: -78, longitude: -100 },
  { name: 'Tibetan Plateau', latitude: 31, longitude: 91 },
  { name: 'Congo Basin', latitude: -1, longitude: 24 },
  { name: 'Coral Triangle', latitude: -5, longitude: 128 },
  { name: 'North Atlantic', latitude: 55, longitude: -30 },
];

/** Overrides for tests (fewer zones, a short baseline, no pauses). */
export interface ClimateAnomaliesOptions {
  zones?: readonly ClimateZone[];
  baselineYears?: { first: number; last: number };
  minPeriodDays?: number;
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** One archive request of a run. */
export interface ArchiveRequest {
  resource: string;
  /** Path and query (no origin). */
  path: string;
}

/** The requests of a run at `now`: the recent window, then the same calendar window per baseline year. */
export function archiveRequests(
  now: Date,
  zones: readonly ClimateZone[],
  years: { first: number; last: number } = BASELINE_YEARS,
): ArchiveRequest[] {
  const endMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ARCHIVE_END_LAG_DAYS);
  const end = new Date(endMs);
  const start = new Date(endMs - (ARCHIVE_WINDOW_DAYS - 1) * 86_400_000);
  const requests = [{ resource: RECENT_RESOURCE, path: archivePath(zones, start, end) }];
  for (let year = years.first; year <= years.last; year++) {
    const shift = year - end.getUTCFullYear();
    requests.push({
      resource: `baseline-${year}`,
      path: archivePath(zones, shiftYears(start, shift), shiftYears(end, shift)),
    });
  }
  return requests;
}

/** The same month and day `years` years away (29 February becomes 1 March in a common year). */
function shiftYears(d: Date, years: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));
}

function archivePath(zones: readonly ClimateZone[], start: Date, end: Date): string {
  const query = new URLSearchParams({
    latitude: zones.map((z) => String(z.latitude)).join(','),
    longitude: zones.map((z) => String(z.longitude)).join(','),
    start_date: start.toISOString().slice(0, 10),
    end_date: end.toISOString().slice(0, 10),
    daily: OPEN_METEO_DAILY_VARIABLES.join(','),
    timezone: 'UTC',
  });
  return `${OPEN_METEO_ARCHIVE_PATH}?${query.toString()}`;
}

/** Creates the Open-Meteo climate anomalies job. */
export function createClimateAnomaliesJob(
  settings: EnvValues<typeof OPEN_METEO_ENV>,
  options: ClimateAnomaliesOptions = {},
): AnyIngestJob {
  const base = settings.OPEN_METEO_ARCHIVE_BASE_URL;
  const zones = options.zones ?? CLIMATE_ZONES;
  const years = options.baselineYears ?? BASELINE_YEARS;
  const pause = options.pause ?? ((ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal }));
  return defineJob({
    id: 'climate-anomalies',
    key: climateKeys.anomalies,
    source: `Open-Meteo ERA5 archive ${joinUrl(base, OPEN_METEO_ARCHIVE_PATH)} (baseline ${years.first}-${years.last})`,
    schedule: CLIMATE_ANOMALIES_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: Math.ceil(zones.length * ANOMALY_MIN_ZONE_SHARE),
    timeoutMs: CLIMATE_ANOMALIES_TIMEOUT_MS,
    // No bundle: the only real capture (one hourly location, no baseline) cannot give a normal.
    async fetch({ http, now, signal }) {
      const payload: Record<string, string> = {};
      let first = true;
      for (const req of archiveRequests(now(), zones, years)) {
        if (!first) await pause(OPEN_METEO_REQUEST_GAP_MS, signal);
        first = false;
        payload[req.resource] = await http.get(joinUrl(base, req.path), { accept: 'application/json' });
      }
      return payload;
    },
    async parse(payload) {
      return buildClimateAnomalies(payload, {
        zones,
        periodDays: ANOMALY_PERIOD_DAYS,
        minPeriodDays: options.minPeriodDays ?? ANOMALY_MIN_PERIOD_DAYS,
      });
    },
  });
}
