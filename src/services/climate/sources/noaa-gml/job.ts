/**
 * `climate:co2-monitoring` ← NOAA GML monthly CO2 at Mauna Loa and global monthly CH4 and N2O
 * (keyless). NOAA updates these files monthly; a daily run with jitter is polite and keeps the date
 * honest. CO2 and CH4 must answer; N2O is optional: when its file fails, the run publishes CO2 and
 * CH4 and reports the N2O failure as its warning.
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
/** Monthly mean global N2O. */
export const NOAA_N2O_MONTHLY_PATH = '/webdata/ccgg/trends/n2o/n2o_mm_gl.txt';
/** Once a day, plus up to an hour of jitter. */
export const NOAA_CO2_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;

/** Creates the NOAA GML CO2/CH4/N2O job. */
export function createNoaaCo2Job(settings: EnvValues<typeof NOAA_GML_ENV>): AnyIngestJob {
  const base = settings.NOAA_GML_BASE_URL;
  const co2Url = joinUrl(base, NOAA_CO2_MONTHLY_PATH);
  const ch4Url = joinUrl(base, NOAA_CH4_MONTHLY_PATH);
  const n2oUrl = joinUrl(base, NOAA_N2O_MONTHLY_PATH);
  return defineJob({
    id: 'noaa-co2',
    key: climateKeys.co2Monitoring,
    source: `NOAA GML ${co2Url} ${ch4Url} ${n2oUrl}`,
    schedule: NOAA_CO2_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'noaa-gml',
      files: { co2: 'co2_mm_mlo.txt', ch4: 'ch4_mm_gl.txt', n2o: 'n2o_mm_gl.txt' },
      capturedAt: '2026-08-05T10:21:49Z',
    }),
    async fetch({ http, warn }) {
      const [co2, ch4, n2o] = await Promise.all([
        http.get(co2Url, { accept: 'text/plain' }),
        http.get(ch4Url, { accept: 'text/plain' }),
        http.get(n2oUrl, { accept: 'text/plain' }).catch((err: unknown) => {
          warn(`N2O left out: ${n2oUrl}: ${err instanceof Error ? err.message : String(err)}`);
          return undefined;
        }),
      ]);
      const payload: Record<string, string> = { co2, ch4 };
      if (n2o !== undefined) payload.n2o = n2o;
      return payload;
    },
    async parse(payload) {
      return parseCo2Monitoring(payload.co2 ?? '', payload.ch4 ?? '', payload.n2o);
    },
  });
}
