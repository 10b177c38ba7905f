/**
 * `climate:co2-monitoring` ← NOAA GML monthly CO2 at Mauna Loa and global monthly CH4 (keyless).
 * NOAA updates these files monthly; a daily run with jitter is polite and keeps the date honest.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import type { NOAA_GML_ENV } from './env';
import { parseCo2Monitoring } from './parser';

/** Monthly mean CO2 at Mauna Loa. */
export const NOAA_CO2_MONTHLY_PATH = '/webdata/ccgg/trends/co2/co2_mm_mlo.txt';
/** Monthly mean global CH4. */
export const NOAA_CH4_MONTHLY_PATH = '/webdata/ccgg/trends/ch4/ch4_mm_gl.txt';
/** Once a day, plus up to an hour of jitter. */
export const NOAA_CO2_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;

/** Creates the NOAA GML CO2/CH4 job. */
export function createNoaaCo2Job(settings: EnvValues<typeof NOAA_GML_ENV>): AnyIngestJob {
  const base = settings.NOAA_GML_BASE_URL;
  const co2Url = joinUrl(base, NOAA_CO2_MONTHLY_PATH);
  const ch4Url = joinUrl(base, NOAA_CH4_MONTHLY_PATH);
  return defineJob({
    id: 'noaa-co2',
    key: climateKeys.co2Monitoring,
    source: `NOAA GML ${co2Url} ${ch4Url}`,
    schedule: NOAA_CO2_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'noaa-gml',
      files: { co2: 'co2_mm_mlo.txt', ch4: 'ch4_mm_gl.txt' },
      capturedAt: '2026-08-05T10:21:49Z',
    }),
    async fetch({ http }) {
      const [co2, ch4] = await Promise.all([
        http.get(co2Url, { accept: 'text/plain' }),
        http.get(ch4Url, { accept: 'text/plain' }),
      ]);
      return { co2, ch4 };
    },
    async parse(payload) {
      return parseCo2Monitoring(payload.co2 ?? '', payload.ch4 ?? '');
    },
  });
}
