/**
 * World Bank Indicators API v2 (keyless, weekly): the WDI education indicators of every economy.
 * No bundle: no real capture of these indicators exists.
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/889392
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { resilienceKeys } from '../../data';
import { createWorldBankEducationJob } from './job';
import { createWorldBankPopulationJob } from './population-job';

/** Default origin of the World Bank Indicators API. */
export const WORLD_BANK_DEFAULT_BASE_URL = 'https://api.worldbank.org';

/** Declared variables of the source. */
export const WORLD_BANK_ENV = {
  WORLD_BANK_BASE_URL: envVar.url({
    default: WORLD_BANK_DEFAULT_BASE_URL,
    description: 'World Bank Indicators API origin.',
  }),
} as const;

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
