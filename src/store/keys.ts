/**
 * Transitional: the old index of snapshot keys, kept only while handlers and jobs move into their
 * service folders (each service now declares its keys in its `data.ts`). Deleted when the move ends.
 */
import { aviationKeys } from './schemas/aviation';
import { climateKeys } from './schemas/climate';
import { conflictKeys } from './schemas/conflict';
import { economicKeys } from './schemas/economic';
import { intelligenceKeys } from './schemas/intelligence';
import { resilienceKeys } from './schemas/resilience';
import { supplyChainKeys } from './schemas/supply-chain';

/** All snapshot keys, by handle. */
export const keys = {
  ...aviationKeys,
  ...climateKeys,
  ...conflictKeys,
  ...supplyChainKeys,
  ...resilienceKeys,
  ...economicKeys,
  ...intelligenceKeys,
} as const;

