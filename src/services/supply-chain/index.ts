/** Handlers of the supply-chain service. */
import type { BoundHandler } from '../handler';
import { listPipelinesHandler } from './list-pipelines';

/** Handlers of the supply-chain operations. */
export const supplyChainHandlers: readonly BoundHandler[] = [listPipelinesHandler];
