/**
 * `natural:storms-nhc` ← NOAA NHC `CurrentStorms.json` (keyless): the tropical cyclones NHC and
 * CPHC currently advise on. Advisories come every 6 hours, every 3 hours under coastal watches,
 * and special ones at any time: every 30 minutes (plus up to 5 minutes of jitter), with
 * conditional requests, so an unchanged file costs NHC a 304. An empty list is published as it
 * is (no storm is active), so a dissipated storm never lingers.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { naturalKeys } from '../../data';
import type { NHC_ENV } from './env';
import { parseNhcCurrentStorms } from './parser';

/** The active-storms file. */
export const NHC_CURRENT_STORMS_PATH = '/CurrentStorms.json';
/** Every 30 minutes plus up to 5 minutes of jitter. */
export const NHC_SCHEDULE = { everyMs: 30 * 60_000, jitterMs: 5 * 60_000 } as const;

/** Creates the NHC active-storms job. */
export function createNhcCurrentStormsJob(settings: EnvValues<typeof NHC_ENV>): AnyIngestJob {
  const url = joinUrl(settings.NHC_BASE_URL, NHC_CURRENT_STORMS_PATH);
  return defineJob({
    id: 'nhc-current-storms',
    key: naturalKeys.stormsNhc,
    source: `NOAA NHC ${url}`,
    schedule: NHC_SCHEDULE,
    credentials: { kind: 'keyless' },
    // No active storm is a true answer most of the year.
    minRecords: 0,
    bundle: bundleBeside(import.meta.url, {
      name: 'nhc',
      files: { storms: 'CurrentStorms.json' },
      capturedAt: '2026-08-02T03:22:41Z',
    }),
    async fetch({ http }) {
      return { storms: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseNhcCurrentStorms(payload.storms ?? '');
    },
  });
}
