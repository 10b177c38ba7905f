/** The cyber service: threat indicators from the abuse.ch Feodo Tracker botnet C2 blocklist. */
import { defineService } from '../service';
import { cyberOperations } from './contract';
import { cyberKeys } from './data';
import { listCyberThreatsHandler } from './list-cyber-threats';
import { feodoTrackerSource } from './sources/feodo-tracker/source';

/** The cyber service. */
export const cyberService = defineService({
  name: 'cyber',
  operations: cyberOperations,
  handlers: [listCyberThreatsHandler],
  keys: cyberKeys,
  sources: [feodoTrackerSource],
});
