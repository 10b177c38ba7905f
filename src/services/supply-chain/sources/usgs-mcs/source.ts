/**
 * The USGS Mineral Commodity Summaries data release (keyless CSV on ScienceBase, once a year; read
 * every 30 days): world mine and refinery production by country, with USGS's critical-mineral flag.
 * The default is the MCS 2026 commodities CSV; `USGS_MCS_CSV_PATH` names another edition's file and
 * `USGS_MCS_BASE_URL` another host. Bundled real capture in `bundle/` (a row subset).
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { supplyChainEnergyKeys } from '../../data-energy';
import { parseMineralCsv } from './parser';

/** ScienceBase path of the MCS 2026 commodities CSV (data release DOI 10.5066/P1WKQ63T). */
export const USGS_MCS_2026_CSV_PATH =
  '/catalog/file/get/69837e43b66b01367d7ec7c7?f=__disk__d3%2Fac%2F84%2Fd3ac8466552946c5e8caa2c2c6338d9e1aff655d';

/** Declared variables of the source. */
export const USGS_MCS_ENV = {
  USGS_MCS_BASE_URL: envVar.url({
    default: 'https://www.sciencebase.gov',
    description: 'Origin of the USGS Mineral Commodity Summaries data release files (ScienceBase).',
  }),
  USGS_MCS_CSV_PATH: envVar.custom({
    default: USGS_MCS_2026_CSV_PATH,
    defaultText: USGS_MCS_2026_CSV_PATH,
    description:
      'Path (with query) of the MCS commodities CSV under USGS_MCS_BASE_URL; set it to a newer edition when USGS publishes one.',
    parse: (raw) => (raw.startsWith('/') ? envVar.ok(raw) : envVar.refuse('must start with /')),
  }),
} as const;

/** Every 30 days plus up to a day of jitter (the release is annual). */
export const USGS_MCS_SCHEDULE = { everyMs: 30 * 24 * 3_600_000, jitterMs: 24 * 3_600_000 } as const;
/** Time box of one run (a CSV of a few megabytes). */
export const USGS_MCS_RUN_TIMEOUT_MS = 120_000;
/** Capture date of the bundled rows (the repository snapshot they come from). */
export const USGS_MCS_BUNDLE_CAPTURED_AT = '2026-08-13T00:00:00Z';
/** Resource name of the CSV (the bundle's file uses it too). */
export const USGS_MCS_RESOURCE = 'commodities';

/** The USGS Mineral Commodity Summaries source. */
export const usgsMcsSource = defineSource({
  id: 'usgs-mcs',
  title: 'USGS Mineral Commodity Summaries (world production by country)',
  note: 'keyless; every 30 days',
  availability: KEYLESS,
  keys: [supplyChainEnergyKeys.mineralProduction],
  env: USGS_MCS_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'usgs-mcs-production',
      key: supplyChainEnergyKeys.mineralProduction,
      title: 'USGS Mineral Commodity Summaries data release',
      url: joinUrl(settings.USGS_MCS_BASE_URL, settings.USGS_MCS_CSV_PATH),
      resource: USGS_MCS_RESOURCE,
      accept: 'text/csv,*/*',
      schedule: USGS_MCS_SCHEDULE,
      minRecords: 1,
      timeoutMs: USGS_MCS_RUN_TIMEOUT_MS,
      bundle: bundleBeside(import.meta.url, {
        name: 'usgs-mcs',
        files: { [USGS_MCS_RESOURCE]: 'mcs-commodities-data.sample.csv' },
        capturedAt: USGS_MCS_BUNDLE_CAPTURED_AT,
      }),
      parse: (body) => parseMineralCsv(body, 'MCS commodities CSV'),
    }),
  ],
});
