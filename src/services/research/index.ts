/** The research service: recent arXiv papers and Hacker News feeds. */
import { defineService } from '../service';
import { researchOperations } from './contract';
import { researchKeys } from './data';
import { listArxivPapersHandler } from './list-arxiv-papers';
import { listHackernewsItemsHandler } from './list-hackernews-items';
import { arxivSource } from './sources/arxiv/source';
import { hackernewsSource } from './sources/hackernews/source';

/** The research service. */
export const researchService = defineService({
  name: 'research',
  operations: researchOperations,
  handlers: [listArxivPapersHandler, listHackernewsItemsHandler],
  keys: researchKeys,
  sources: [arxivSource, hackernewsSource],
});
