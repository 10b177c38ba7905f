/**
 * The arXiv API (keyless, every 6 hours, 3 s between calls): the newest papers of the tracked
 * categories and search phrases, with a bundled real capture.
 * @see https://info.arxiv.org/help/api/index.html
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { researchKeys } from '../../data';
import { ARXIV_ENV } from './env';
import { createArxivPapersJob } from './job';

/** The arXiv source. */
export const arxivSource = defineSource({
  id: 'arxiv',
  title: 'arXiv API (Atom)',
  note: 'keyless; every 6 hours, 3 s between calls',
  availability: KEYLESS,
  keys: [researchKeys.arxivPapers],
  env: ARXIV_ENV,
  jobs: (settings) => [createArxivPapersJob(settings)],
});
