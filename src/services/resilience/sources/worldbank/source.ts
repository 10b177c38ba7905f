/**
 * World Bank Indicators API v2 (keyless, weekly): the WDI education indicators of every economy.
 * No bundle: no real capture of these indicators exists.
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/889392
 */

import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { WORLD_BANK_ENV } from '../../../../ingest/worldbank';
import { resilienceKeys } from '../../data';
import { createWorldBankEducationJob } from './job';
import { createWorldBankPopulationJob } from './population-job';

export { WORLD_BANK_DEFAULT_BASE_URL, WORLD_BANK_ENV } from '../../../../ingest/worldbank';

/** The World Bank source. */
export const worldBankSource = defineSource({
  id: 'worldbank',
  title: 'World Bank Indicators API (WDI education, population, area)',
  note: 'keyless; weekly',
  availability: KEYLESS,
  keys: [resilienceKeys.demographicsEducation, resilienceKeys.populationArea],
  env: WORLD_BANK_ENV,
  jobs: (settings) => [createWorldBankEducationJob(settings), createWorldBankPopulationJob(settings)],
});
