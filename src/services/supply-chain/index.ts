/** Handlers of the supply-chain service. */
import type { BoundHandler } from '../handler';

export const supplyChainHandlers: readonly BoundHandler[] = [];
