/** The variables the Earth Search imagery provider reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of Element 84 Earth Search (the STAC API lives under `/v1`). */
export const EARTH_SEARCH_DEFAULT_BASE_URL = 'https://earth-search.aws.element84.com';

/** Declared variables of the source. */
export const EARTH_SEARCH_ENV = {
  EARTH_SEARCH_BASE_URL: envVar.url({
    default: EARTH_SEARCH_DEFAULT_BASE_URL,
    description: 'Element 84 Earth Search origin (STAC item search at /v1/search), asked at request time.',
  }),
} as const;
