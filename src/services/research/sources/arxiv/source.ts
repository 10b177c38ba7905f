/**
 * The arXiv API (keyless, every 6 hours, 3 s between calls): the newest papers of the tracked
 * categories and search phrases, with a bundled real capture.
 * @see https://info.arxiv.org/help/api/index.html
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar, type Parsed } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { researchKeys } from '../../data';
import { createArxivPapersJob } from './job';

/** arXiv's API host. */
export const ARXIV_DEFAULT_BASE_URL = 'https://export.arxiv.org';
/** Tracked categories when none are configured. */
export const ARXIV_DEFAULT_CATEGORIES = ['cs.AI', 'cs.LG', 'cs.CL', 'cs.CR', 'cs.RO'] as const;
/** Tracked search queries (title or abstract) when none are configured. */
export const ARXIV_DEFAULT_QUERIES = ['supply chain risk', 'geopolitical risk'] as const;
/** Most categories plus queries: each costs a request and 3 s of waiting. */
export const ARXIV_MAX_SEARCHES = 20;
/** What `ARXIV_QUERIES` is set to for no query at all. */
export const ARXIV_NO_QUERIES = 'none';

const CATEGORY = /^[a-z][a-z-]{0,15}(\.[A-Za-z][A-Za-z-]{0,15})?$/;
const QUERY = /^[\p{L}\p{N} .'+-]{2,100}$/u;

/** Parses a comma-separated list of arXiv categories. */
export function parseCategories(raw: string): Parsed<readonly string[]> {
  const list = splitList(raw);
  const bad = list.find((c) => !CATEGORY.test(c));
  if (bad !== undefined) return envVar.refuse(`"${bad}" is not an arXiv category (e.g. cs.AI, hep-th)`);
  if (list.length === 0 || list.length > ARXIV_MAX_SEARCHES)
    return envVar.refuse(`must list 1 to ${ARXIV_MAX_SEARCHES} categories`);
  return envVar.ok(list);
}

/** Parses a comma-separated list of search phrases (`none` for no query). */
export function parseQueries(raw: string): Parsed<readonly string[]> {
  if (raw.trim().toLowerCase() === ARXIV_NO_QUERIES) return envVar.ok([]);
  const list = splitList(raw);
  const bad = list.find((q) => !QUERY.test(q));
  if (bad !== undefined) return envVar.refuse(`"${bad}" must be 2-100 letters, digits, spaces or .'+-`);
  if (list.length > ARXIV_MAX_SEARCHES)
    return envVar.refuse(`must list at most ${ARXIV_MAX_SEARCHES} queries`);
  return envVar.ok(list);
}

function splitList(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

/** Declared variables of the source. */
export const ARXIV_ENV = {
  ARXIV_BASE_URL: envVar.url({
    default: ARXIV_DEFAULT_BASE_URL,
    description: 'Origin of the arXiv API (`/api/query`).',
  }),
  ARXIV_CATEGORIES: envVar.custom<readonly string[]>({
    default: ARXIV_DEFAULT_CATEGORIES,
    defaultText: ARXIV_DEFAULT_CATEGORIES.join(','),
    description: 'arXiv categories whose newest papers are kept, comma-separated.',
    parse: parseCategories,
  }),
  ARXIV_QUERIES: envVar.custom<readonly string[]>({
    default: ARXIV_DEFAULT_QUERIES,
    defaultText: ARXIV_DEFAULT_QUERIES.join(','),
    description: `Phrases searched in arXiv titles and abstracts, comma-separated (\`${ARXIV_NO_QUERIES}\` for none).`,
    parse: parseQueries,
  }),
  ARXIV_MAX_RESULTS: envVar.int({
    default: 50,
    min: 1,
    max: 200,
    description: 'Newest papers asked for per category or query.',
  }),
} as const;

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
