/**
 * Data schemas and snapshot keys of the conflict datasets.
 */

/** conflict snapshot keys. */
export const conflictKeys = {} as const;
