/**
 * Every GET handler, by operation id.
 */
import { aviationHandlers } from './aviation';
import { climateHandlers } from './climate';
import { conflictHandlers } from './conflict';
import { economicHandlers } from './economic';
import type { BoundHandler } from './handler';
import { intelligenceHandlers } from './intelligence';
import { resilienceHandlers } from './resilience';
import { supplyChainHandlers } from './supply-chain';
import { tradeHandlers } from './trade';

const ALL: readonly BoundHandler[] = [
  ...aviationHandlers,
  ...climateHandlers,
  ...conflictHandlers,
  ...supplyChainHandlers,
  ...resilienceHandlers,
  ...economicHandlers,
  ...tradeHandlers,
  ...intelligenceHandlers,
];

/** Handlers keyed by operation id. */
export const HANDLERS: ReadonlyMap<string, BoundHandler> = new Map(ALL.map((h) => [h.op.id, h]));
