/**
 * Data schemas and snapshot keys of the intelligence datasets.
 */

/** intelligence snapshot keys. */
export const intelligenceKeys = {} as const;
