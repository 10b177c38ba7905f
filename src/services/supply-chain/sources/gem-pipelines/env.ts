/** The variables the curated pipeline registry source reads. */
import { envVar } from '../../../../env-vars';

/** Default folder of the registry files: the public reference implementation's copies. */
export const GEM_PIPELINES_DEFAULT_BASE_URL =
  'https://raw.githubusercontent.com/koala73/worldmonitor/main/scripts/data';

/** Declared variables of the source. */
export const GEM_PIPELINES_ENV = {
  GEM_PIPELINES_BASE_URL: envVar.url({
    default: GEM_PIPELINES_DEFAULT_BASE_URL,
    description: 'Folder of the curated pipeline registry files.',
  }),
} as const;
