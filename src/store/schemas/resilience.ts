/**
 * Data schemas and snapshot keys of the resilience datasets.
 */

/** resilience snapshot keys. */
export const resilienceKeys = {} as const;
