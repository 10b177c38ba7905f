/**
 * World Bank Indicators API v2 (keyless, weekly): the WDI education indicators of every economy.
 * No bundle: no real capture of these indicators exists.
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/889392
 */
import { defineSource } from '../../../../ingest/source';
import { WORLD_BANK_ENV } from './env';
import { createWorldBankEducationJob } from './job';

/** The World Bank source. */
export const worldBankSource = defineSource({
  id: 'worldbank',
  title: 'World Bank Indicators API (WDI education)',
  note: 'keyless; weekly',
  env: WORLD_BANK_ENV,
  jobs: (settings) => [createWorldBankEducationJob(settings)],
});
