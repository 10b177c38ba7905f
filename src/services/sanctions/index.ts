/** The sanctions service: OFAC SDN entity lookup and sanctions pressure. */
import { defineService } from '../service';
import { sanctionsOperations } from './contract';
import { sanctionsKeys } from './data';
import { listSanctionsPressureHandler } from './list-sanctions-pressure';
import { lookupSanctionEntityHandler } from './lookup-sanction-entity';
import { ofacSlsSource } from './sources/ofac-sls/source';

/** The sanctions service. */
export const sanctionsService = defineService({
  name: 'sanctions',
  operations: sanctionsOperations,
  handlers: [listSanctionsPressureHandler, lookupSanctionEntityHandler],
  keys: sanctionsKeys,
  sources: [ofacSlsSource],
});
