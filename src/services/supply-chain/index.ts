/** The supply-chain service: the curated oil and gas pipeline registries (SPEC §4.6). */
import { defineService } from '../service';
import { chokepointKeys } from './chokepoint-data';
import { supplyChainOperations } from './contract';
import { supplyChainEnergyOperations } from './contract-energy';
import { supplyChainKeys } from './data';
import { supplyChainEnergyKeys } from './data-energy';
import { supplyChainEnergyHandlers, supplyChainEnergySources } from './energy';
import { getBypassOptionsHandler } from './get-bypass-options';
import { getChokepointHistoryHandler } from './get-chokepoint-history';
import { getChokepointStatusHandler } from './get-chokepoint-status';
import { listPipelinesHandler } from './list-pipelines';
import { supplyChainNoSource } from './no-source';
import { gemPipelinesSource } from './sources/gem-pipelines/source';
import { imfPortwatchSource } from './sources/imf-portwatch/source';

/** The supply-chain service. */
export const supplyChainService = defineService({
  name: 'supply-chain',
  operations: [...supplyChainOperations, ...supplyChainEnergyOperations, ...supplyChainNoSource.operations],
  handlers: [
    listPipelinesHandler,
    ...supplyChainEnergyHandlers,
    getBypassOptionsHandler,
    getChokepointHistoryHandler,
    getChokepointStatusHandler,
    ...supplyChainNoSource.handlers,
  ],
  keys: { ...supplyChainKeys, ...supplyChainEnergyKeys, ...chokepointKeys },
  sources: [gemPipelinesSource, ...supplyChainEnergySources, imfPortwatchSource],
});
