/** The maritime service: NGA broadcast navigational warnings. */
import { defineService } from '../service';
import { maritimeOperations } from './contract';
import { maritimeKeys } from './data';
import { getVesselSnapshotHandler } from './get-vessel-snapshot';
import { listNavigationalWarningsHandler } from './list-navigational-warnings';
import { aisstreamSource } from './sources/aisstream/source';
import { ngaMsiSource } from './sources/nga-msi/source';

/** The maritime service. */
export const maritimeService = defineService({
  name: 'maritime',
  operations: maritimeOperations,
  handlers: [listNavigationalWarningsHandler, getVesselSnapshotHandler],
  keys: maritimeKeys,
  sources: [ngaMsiSource, aisstreamSource],
});
