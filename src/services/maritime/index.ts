/** The maritime service: NGA broadcast navigational warnings. */
import { defineService } from '../service';
import { maritimeOperations } from './contract';
import { maritimeKeys } from './data';
import { listNavigationalWarningsHandler } from './list-navigational-warnings';
import { ngaMsiSource } from './sources/nga-msi/source';

/** The maritime service. */
export const maritimeService = defineService({
  name: 'maritime',
  operations: maritimeOperations,
  handlers: [listNavigationalWarningsHandler],
  keys: maritimeKeys,
  sources: [ngaMsiSource],
});
