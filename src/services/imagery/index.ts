/** The imagery service: request-time satellite scene search (Element 84 Earth Search STAC). */
import { defineService } from '../service';
import { imageryOperations } from './contract';
import { searchImageryHandler } from './search-imagery';
import { earthSearchSource } from './sources/earth-search/source';

/** The imagery service. */
export const imageryService = defineService({
  name: 'imagery',
  operations: imageryOperations,
  handlers: [searchImageryHandler],
  sources: [earthSearchSource],
});
