/** The variables the conflict events source reads: those of both datasets it merges. */
import { ACLED_ENV } from '../acled/env';
import { UCDP_GED_ENV } from '../ucdp-ged/env';

/** Declared variables of the source. */
export const UCDP_ACLED_ENV = { ...UCDP_GED_ENV, ...ACLED_ENV } as const;
