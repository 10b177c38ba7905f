/** The supply-chain service: the curated oil and gas pipeline registries (SPEC §4.6). */
import { defineService } from '../service';
import { supplyChainOperations } from './contract';
import { supplyChainEnergyOperations } from './contract-energy';
import { supplyChainKeys } from './data';
import { supplyChainEnergyKeys } from './data-energy';
import { supplyChainEnergyHandlers, supplyChainEnergySources } from './energy';
import { listPipelinesHandler } from './list-pipelines';
import { gemPipelinesSource } from './sources/gem-pipelines/source';

/** The supply-chain service. */
export const supplyChainService = defineService({
  name: 'supply-chain',
  operations: [...supplyChainOperations, ...supplyChainEnergyOperations],
  handlers: [listPipelinesHandler, ...supplyChainEnergyHandlers],
  keys: { ...supplyChainKeys, ...supplyChainEnergyKeys },
  sources: [gemPipelinesSource, ...supplyChainEnergySources],
});
