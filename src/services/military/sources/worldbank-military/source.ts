/**
 * World Bank Indicators API v2 (keyless, weekly): the military indicators MS.MIL.* of every
 * economy over the last WORLD_BANK_MILITARY_YEARS years, through the shared World Bank client and
 * its origin variable `WORLD_BANK_BASE_URL`
 * (`ingest/worldbank.ts`). No bundle: no real capture of these indicators exists (the page format
 * is checked on the project's real World Bank capture).
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/889392
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { defineJob, type Payload } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { fetchWorldBankIndicator, WORLD_BANK_ENV } from '../../../../ingest/worldbank';
import { militaryKeys } from '../../data';
import { MILITARY_INDICATORS, parseMilitaryIndicators } from './parser';

/** Years of history asked for, counted back from the current year. */
export const WORLD_BANK_MILITARY_YEARS = 12;
/** Fewer countries than this is a broken answer, never published. */
export const WORLD_BANK_MILITARY_MIN_COUNTRIES = 50;
/** Once a week plus up to 6 hours of jitter (WDI is updated a few times a year). */
export const WORLD_BANK_MILITARY_SCHEDULE = { everyMs: 7 * 24 * 3_600_000, jitterMs: 6 * 3_600_000 } as const;

/** The World Bank military indicators source. */
export const worldBankMilitarySource = defineSource({
  id: 'worldbank-military',
  title: 'World Bank Indicators API (military, MS.MIL.*)',
  note: 'keyless; weekly',
  availability: KEYLESS,
  env: WORLD_BANK_ENV,
  keys: [militaryKeys.defenseIndicators],
  jobs: (settings) => {
    const base = settings.WORLD_BANK_BASE_URL;
    const indicators = Object.values(MILITARY_INDICATORS);
    return [
      defineJob({
        id: 'worldbank-military',
        key: militaryKeys.defenseIndicators,
        source: `World Bank WDI ${joinUrl(base, '/v2/country/all/indicator/')} ${indicators.join(',')}`,
        schedule: WORLD_BANK_MILITARY_SCHEDULE,
        credentials: { kind: 'keyless' },
        minRecords: WORLD_BANK_MILITARY_MIN_COUNTRIES,
        timeoutMs: 180_000,
        async fetch({ http, now, warn }) {
          const to = now().getUTCFullYear();
          const from = to - WORLD_BANK_MILITARY_YEARS;
          const parts: Record<string, string>[] = [];
          // One indicator after the other: the API throttles bursts.
          for (const id of indicators)
            parts.push(await fetchWorldBankIndicator(http, base, id, from, to, warn));
          return Object.assign({}, ...parts) as Payload;
        },
        async parse(payload) {
          return parseMilitaryIndicators(payload);
        },
      }),
    ];
  },
});
