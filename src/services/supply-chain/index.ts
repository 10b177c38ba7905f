/** The supply-chain service: the curated oil and gas pipeline registries (SPEC §4.6). */
import { defineService } from '../service';
import { supplyChainOperations } from './contract';
import { supplyChainKeys } from './data';
import { listPipelinesHandler } from './list-pipelines';
import { supplyChainNoSource } from './no-source';
import { gemPipelinesSource } from './sources/gem-pipelines/source';

/** The supply-chain service. */
export const supplyChainService = defineService({
  name: 'supply-chain',
  operations: [...supplyChainOperations, ...supplyChainNoSource.operations],
  handlers: [listPipelinesHandler, ...supplyChainNoSource.handlers],
  keys: supplyChainKeys,
  sources: [gemPipelinesSource],
});
