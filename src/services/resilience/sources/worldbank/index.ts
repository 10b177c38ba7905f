/**
 * World Bank Indicators API v2 (keyless, weekly): the WDI education indicators of every economy.
 * No bundle: no real capture of these indicators exists.
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/889392
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { resilienceKeys } from '../../data';
import { WORLD_BANK_ENV } from './env';
import { createWorldBankEducationJob } from './job';

/** The World Bank source. */
export const worldBankSource = defineSource({
  id: 'worldbank',
  title: 'World Bank Indicators API (WDI education)',
  note: 'keyless; weekly',
  availability: KEYLESS,
  keys: [resilienceKeys.demographicsEducation],
  env: WORLD_BANK_ENV,
  jobs: (settings) => [createWorldBankEducationJob(settings)],
});
