/**
 * GDELT 2.0 GKG (keyless, every 15 minutes): `positive-events:gdelt-geo` ← the newest batch named
 * in `lastupdate.txt`, its GKG zip streamed through the selection rule (`parser.ts`, README) and
 * only the columns read kept, merged into the last 24 hours of entries. Dated by the batch.
 * Bundled: the 3 records of the real batch of 2026-07-21 08:30 UTC that the rule selects (among
 * the 15 recorded).
 * @see http://data.gdeltproject.org/documentation/GDELT-Global_Knowledge_Graph_Codebook-V2.1.pdf
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { fetchBatchLines, GDELT_DEFAULT_BASE_URL } from '../../../../ingest/gdelt-v2';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { positiveEventsKeys } from '../../data';
import {
  GKG_COLUMNS,
  isPositiveRecord,
  MAX_POSITIVE_RECORDS,
  parsePositiveGeo,
  projectGkgLine,
} from './parser';

/** Declared variables of the source. */
export const GDELT_GKG_ENV = {
  GDELT_GKG_BASE_URL: envVar.url({
    default: GDELT_DEFAULT_BASE_URL,
    description: 'GDELT 2.0 files origin (lastupdate.txt and the 15-minute GKG files).',
  }),
} as const;

/** Every 15 minutes (GDELT's batch cadence) plus up to 3 minutes of jitter. */
export const GDELT_GKG_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Time box of one run (a GKG zip is several megabytes). */
export const GDELT_GKG_RUN_TIMEOUT_MS = 180_000;

/** The bundled records: those of the 15 recorded that the rule selects. */
export const GDELT_GKG_BUNDLE = bundleBeside(import.meta.url, {
  name: 'gdelt-gkg',
  files: { gkg: '20260721083000.gkg.positive.tsv' },
  capturedAt: '2026-07-21T08:30:00Z',
});

/** The GDELT GKG source. */
export const gdeltGkgSource = defineSource({
  id: 'gdelt-gkg',
  title: 'GDELT 2.0 Global Knowledge Graph (positive-tone places)',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [positiveEventsKeys.geoEvents],
  env: GDELT_GKG_ENV,
  jobs: (settings) => {
    const base = settings.GDELT_GKG_BASE_URL;
    return [
      defineJob({
        id: 'gdelt-positive-geo',
        key: positiveEventsKeys.geoEvents,
        source: `GDELT 2.0 GKG ${joinUrl(base, '/gdeltv2/')}`,
        schedule: GDELT_GKG_SCHEDULE,
        credentials: { kind: 'keyless' },
        minRecords: 1,
        timeoutMs: GDELT_GKG_RUN_TIMEOUT_MS,
        bundle: GDELT_GKG_BUNDLE,
        async fetch({ http }) {
          const read = await fetchBatchLines(
            http,
            base,
            'gkg',
            GKG_COLUMNS,
            isPositiveRecord,
            MAX_POSITIVE_RECORDS,
          );
          const lines = read.lines === '' ? [] : read.lines.split('\n');
          return { list: read.list, gkg: lines.map(projectGkgLine).join('\n') };
        },
        async parse(payload, ctx) {
          return parsePositiveGeo(payload, ctx);
        },
      }),
    ];
  },
});
