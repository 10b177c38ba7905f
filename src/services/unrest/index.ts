/** The unrest service: protests, riots and strikes from GDELT 2.0 and ACLED. */
import { defineService } from '../service';
import { unrestOperations } from './contract';
import { unrestKeys } from './data';
import { listUnrestEventsHandler } from './list-unrest-events';
import { gdeltEventsSource } from './sources/gdelt-events/source';

/** The unrest service. */
export const unrestService = defineService({
  name: 'unrest',
  operations: unrestOperations,
  handlers: [listUnrestEventsHandler],
  keys: unrestKeys,
  sources: [gdeltEventsSource],
});
