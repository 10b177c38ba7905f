/**
 * OFAC Sanctions List Service (keyless, every 6 hours): the Specially Designated Nationals list as
 * the legacy CSV trio SDN/ADD/ALT. Bundled real capture (a 2019 vintage subset) in `bundle/`.
 *
 * `sanctions:ofac-sdn` ← OFAC Sanctions List Service (keyless): the SDN list as the legacy CSV trio
 * SDN.CSV, ADD.CSV and ALT.CSV, joined on `ent_num`. OFAC publishes when it designates or delists,
 * a few times a week at irregular hours; a run every 6 hours with conditional requests finds each
 * publication within hours at a small cost. All three files must answer, so a run never publishes
 * entries without their addresses or aliases.
 * @see https://ofac.treasury.gov/sanctions-list-service
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { documentsGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import type { ParseContext, ParseResult, Payload } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { type SanctionsListData, sanctionsKeys } from '../../data';
import { carryForward, previousList } from './history';
import { parseSdnFiles } from './parser';

/** Default origin of the Sanctions List Service. */
export const OFAC_SLS_DEFAULT_BASE_URL = 'https://sanctionslistservice.ofac.treas.gov';

/** Declared variables of the source. */
export const OFAC_SLS_ENV = {
  OFAC_SLS_BASE_URL: envVar.url({
    default: OFAC_SLS_DEFAULT_BASE_URL,
    description: 'OFAC Sanctions List Service origin (serves SDN.CSV, ADD.CSV and ALT.CSV).',
  }),
} as const;

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

/**
 * The SDN list with what changed since the previous one. The files carry no publication date: the
 * list is dated by the run (the bundle by its capture).
 */
function parseSdnList(payload: Payload, ctx: ParseContext): ParseResult<SanctionsListData> {
  const at = ctx.now().toISOString();
  const parsed = parseSdnFiles({ sdn: payload.sdn ?? '', add: payload.add ?? '', alt: payload.alt ?? '' });
  const previous = previousList(ctx.previous);
  const warnings = [...parsed.warnings];
  if (previous.kind === 'none' && previous.reason) warnings.push(previous.reason);
  const data = carryForward(previous.kind === 'list' ? previous.data : undefined, parsed.entries, at);
  return { data, asOf: at, warnings };
}

/** The OFAC Sanctions List Service source. */
export const ofacSlsSource = defineSource({
  id: 'ofac-sls',
  title: 'OFAC Sanctions List Service (SDN list, legacy CSV files)',
  note: 'keyless; every 6 hours',
  availability: KEYLESS,
  keys: [sanctionsKeys.sdnList],
  env: OFAC_SLS_ENV,
  jobs: (settings) => {
    const base = settings.OFAC_SLS_BASE_URL;
    const accept = 'text/csv, text/plain;q=0.9, */*;q=0.5';
    return [
      documentsGetJob({
        id: 'ofac-sdn',
        key: sanctionsKeys.sdnList,
        title: 'OFAC Sanctions List Service',
        documents: {
          sdn: { url: joinUrl(base, OFAC_SDN_PATH), accept },
          add: { url: joinUrl(base, OFAC_ADD_PATH), accept },
          alt: { url: joinUrl(base, OFAC_ALT_PATH), accept },
        },
        schedule: OFAC_SDN_SCHEDULE,
        minRecords: 1,
        timeoutMs: OFAC_SDN_RUN_TIMEOUT_MS,
        bundle: OFAC_SDN_BUNDLE,
        parse: parseSdnList,
      }),
    ];
  },
});
