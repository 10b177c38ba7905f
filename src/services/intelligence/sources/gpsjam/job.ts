/**
 * `intelligence:gps-interference` ← GPSJam (keyless, daily): the manifest first (its newest
 * `GPSJAM_DAYS` dates, read from column 0), then each of those days' H3 file. Every file must
 * answer, or the run fails and the last good snapshot stays.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { orbitKeys } from '../../data-orbit';
import { MANIFEST, parseGpsJam, parseManifest } from './parser';
import type { GPSJAM_ENV } from './source';

/** Every 6 hours (a new day appears once a day, at an hour GPSJam does not state) plus 20 minutes of jitter. */
export const GPSJAM_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 20 * 60_000 } as const;
/** Time box of one run (a manifest and up to 7 files of about 1.5 MB). */
export const GPSJAM_RUN_TIMEOUT_MS = 120_000;

/** Path of the manifest. */
export const GPSJAM_MANIFEST_PATH = '/data/manifest.csv';
/** Path of one day's file. */
export const gpsJamDayPath = (date: string) => `/data/${date}-h3_4.csv`;

/** The bundled real capture: the 2022 manifest and the first 4,000 cells of 2022-07-22. */
export const GPSJAM_BUNDLE = bundleBeside(import.meta.url, {
  name: 'gpsjam',
  files: { [MANIFEST]: 'manifest.csv', '2022-07-22': '2022-07-22-h3_4.first4001.csv' },
  capturedAt: '2022-07-23T01:47:00Z',
});

/** Creates the GPSJam job. */
export function createGpsJamJob(settings: EnvValues<typeof GPSJAM_ENV>): AnyIngestJob {
  const base = settings.GPSJAM_BASE_URL;
  return defineJob({
    id: 'gpsjam-interference',
    key: orbitKeys.gpsInterference,
    source: `GPSJam ${joinUrl(base, '/data/')}`,
    schedule: GPSJAM_SCHEDULE,
    credentials: { kind: 'keyless' },
    // A day without any bad aircraft anywhere would be news, not data: never published.
    minRecords: 1,
    timeoutMs: GPSJAM_RUN_TIMEOUT_MS,
    bundle: GPSJAM_BUNDLE,
    async fetch({ http }) {
      const manifest = await http.get(joinUrl(base, GPSJAM_MANIFEST_PATH), { accept: 'text/csv' });
      const dates = parseManifest(manifest).slice(-settings.GPSJAM_DAYS);
      const payload: Record<string, string> = { [MANIFEST]: manifest };
      for (const date of dates) {
        payload[date] = await http.get(joinUrl(base, gpsJamDayPath(date)), { accept: 'text/csv' });
      }
      return payload;
    },
    async parse(payload) {
      return parseGpsJam(payload);
    },
  });
}
