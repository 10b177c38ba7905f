/** The news service: a digest of publishers' RSS/Atom feeds per site variant. */
import { defineService } from '../service';
import { newsOperations } from './contract';
import { newsKeys } from './data';
import { listFeedDigestHandler } from './list-feed-digest';
import { newsNoSource } from './no-source';
import { publisherFeedsSource } from './sources/publisher-feeds/source';

/** The news service. */
export const newsService = defineService({
  name: 'news',
  operations: [...newsOperations, ...newsNoSource.operations],
  handlers: [listFeedDigestHandler, ...newsNoSource.handlers],
  postHandlers: newsNoSource.postHandlers,
  keys: newsKeys,
  sources: [publisherFeedsSource],
});
