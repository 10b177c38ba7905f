/** The intelligence service (transitional: its pieces still live in the layer folders). */
import { intelligenceOperations } from '../../contract/intelligence';
import { intelligenceKeys } from '../../store/schemas/intelligence';
import { defineService } from '../service';
import { listMarketImplicationsHandler } from './list-market-implications';

/** The intelligence service. */
export const intelligenceService = defineService({
  name: 'intelligence',
  operations: intelligenceOperations,
  handlers: [listMarketImplicationsHandler],
  keys: intelligenceKeys,
});
