/**
 * `sanctions:ofac-sdn` ← OFAC Sanctions List Service (keyless): the SDN list as the legacy CSV trio
 * SDN.CSV, ADD.CSV and ALT.CSV, joined on `ent_num`. OFAC publishes when it designates or delists,
 * a few times a week at irregular hours; a run every 6 hours with conditional requests finds each
 * publication within hours at a small cost. All three files must answer, so a run never publishes
 * entries without their addresses or aliases.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob, type ParseContext } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { sanctionsKeys } from '../../data';
import type { OFAC_SLS_ENV } from './env';
import { carryForward, previousList } from './history';
import { parseSdnFiles } from './parser';

/** Folder of the Sanctions List Service's published files. */
export const OFAC_SLS_EXPORTS_PATH = '/api/PublicationPreview/exports';
/** The SDN entries. */
export const OFAC_SDN_PATH = `${OFAC_SLS_EXPORTS_PATH}/SDN.CSV`;
/** Their addresses. */
export const OFAC_ADD_PATH = `${OFAC_SLS_EXPORTS_PATH}/ADD.CSV`;
/** Their aliases. */
export const OFAC_ALT_PATH = `${OFAC_SLS_EXPORTS_PATH}/ALT.CSV`;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const OFAC_SDN_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 30 * 60_000 } as const;
/** Time box of one run (three files of a few megabytes). */
export const OFAC_SDN_RUN_TIMEOUT_MS = 180_000;

/** Bundled real capture: the first 600 entries of a 2019 list, with their addresses and aliases. */
export const OFAC_SDN_BUNDLE = bundleBeside(import.meta.url, {
  name: 'ofac-sdn',
  files: { sdn: 'sdn.csv', add: 'add.csv', alt: 'alt.csv' },
  capturedAt: '2019-01-15T17:45:13Z',
});

/** Creates the SDN list job. */
export function createOfacSdnJob(settings: EnvValues<typeof OFAC_SLS_ENV>): AnyIngestJob {
  const base = settings.OFAC_SLS_BASE_URL;
  const urls = {
    sdn: joinUrl(base, OFAC_SDN_PATH),
    add: joinUrl(base, OFAC_ADD_PATH),
    alt: joinUrl(base, OFAC_ALT_PATH),
  };
  return defineJob({
    id: 'ofac-sdn',
    key: sanctionsKeys.sdnList,
    source: `OFAC Sanctions List Service ${urls.sdn} ${urls.add} ${urls.alt}`,
    schedule: OFAC_SDN_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: OFAC_SDN_RUN_TIMEOUT_MS,
    bundle: OFAC_SDN_BUNDLE,
    async fetch({ http }) {
      const accept = 'text/csv, text/plain;q=0.9, */*;q=0.5';
      const [sdn, add, alt] = await Promise.all([
        http.get(urls.sdn, { accept }),
        http.get(urls.add, { accept }),
        http.get(urls.alt, { accept }),
      ]);
      return { sdn, add, alt };
    },
    async parse(payload, ctx: ParseContext) {
      // The files carry no publication date: the list is dated by the run (the bundle by its capture).
      const at = ctx.now().toISOString();
      const parsed = parseSdnFiles({
        sdn: payload.sdn ?? '',
        add: payload.add ?? '',
        alt: payload.alt ?? '',
      });
      const previous = previousList(ctx.previous);
      const warnings = [...parsed.warnings];
      if (previous.kind === 'none' && previous.reason) warnings.push(previous.reason);
      const data = carryForward(previous.kind === 'list' ? previous.data : undefined, parsed.entries, at);
      return { data, asOf: at, warnings };
    },
  });
}
