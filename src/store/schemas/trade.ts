/**
 * Data schemas and snapshot keys of the trade datasets.
 */

/** trade snapshot keys. */
export const tradeKeys = {} as const;
