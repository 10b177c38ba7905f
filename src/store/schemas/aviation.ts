/**
 * Data schemas and snapshot keys of the aviation datasets.
 */

/** aviation snapshot keys. */
export const aviationKeys = {} as const;
