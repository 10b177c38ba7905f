/**
 * Data schemas and snapshot keys of the economic datasets.
 */

/** economic snapshot keys. */
export const economicKeys = {} as const;
