/**
 * Data schemas and snapshot keys of the supply-chain datasets.
 */

/** supply-chain snapshot keys. */
export const supplyChainKeys = {} as const;
