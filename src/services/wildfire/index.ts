/** The wildfire service: satellite active-fire detections from NASA FIRMS. */
import { defineService } from '../service';
import { wildfireOperations } from './contract';
import { wildfireKeys } from './data';
import { listFireDetectionsHandler } from './list-fire-detections';
import { nasaFirmsSource } from './sources/nasa-firms/source';

/** The wildfire service. */
export const wildfireService = defineService({
  name: 'wildfire',
  operations: wildfireOperations,
  handlers: [listFireDetectionsHandler],
  keys: wildfireKeys,
  sources: [nasaFirmsSource],
});
