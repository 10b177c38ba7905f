/**
 * `research:arxiv-papers` ← the arXiv API, one search per tracked category (`cat:cs.AI`) and per
 * tracked phrase (in titles or abstracts), newest submissions first. arXiv asks API clients to
 * wait 3 seconds between calls, so the searches run one after another with that pause; arXiv
 * announces new papers once a day, so a run every 6 hours is plenty. A search that fails is a
 * warning while another one answers; all of them failing fails the run.
 * @see https://info.arxiv.org/help/api/tou.html
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob, type Payload } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { researchKeys } from '../../data';
import { parseArxivPapers } from './parser';
import type { ARXIV_ENV } from './source';

/** The API's query route. */
export const ARXIV_QUERY_PATH = '/api/query';
/** Pause between two calls, as arXiv's terms of use ask. */
export const ARXIV_REQUEST_INTERVAL_MS = 3_000;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const ARXIV_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 1_800_000 } as const;
/** Time box of one run, on top of the pauses: arXiv can be slow to answer. */
export const ARXIV_RUN_BASE_TIMEOUT_MS = 120_000;

/** Bundled real capture (a `cat:cs.RO` search of 2025-10-17). */
export const ARXIV_BUNDLE = bundleBeside(import.meta.url, {
  name: 'arxiv',
  files: { 'cat:cs.RO': 'api-query_cat-cs.RO_max2.atom.xml' },
  capturedAt: '2025-10-17T04:00:00Z',
});

/** Waits `ms`, or less when the run is aborted (tests pass a fake). */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** The real pause: a timer cleared on abort. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/** One search: the payload resource name and its `search_query`. */
export interface ArxivSearch {
  resource: string;
  searchQuery: string;
}

/** The searches of the configured categories and phrases. */
export function arxivSearches(categories: readonly string[], queries: readonly string[]): ArxivSearch[] {
  return [
    ...categories.map((c) => ({ resource: `cat:${c}`, searchQuery: `cat:${c}` })),
    ...queries.map((q) => ({ resource: `query:${q}`, searchQuery: `ti:"${q}" OR abs:"${q}"` })),
  ];
}

/** The URL of one search, newest submissions first. */
export function arxivSearchUrl(base: string, search: ArxivSearch, maxResults: number): string {
  const params = new URLSearchParams({
    search_query: search.searchQuery,
    start: '0',
    max_results: String(maxResults),
    sortBy: 'submittedDate',
    sortOrder: 'descending',
  });
  return `${joinUrl(base, ARXIV_QUERY_PATH)}?${params.toString()}`;
}

/** Creates the arXiv job; `sleep` is the pause between calls (injected so tests do not wait). */
export function createArxivPapersJob(
  settings: EnvValues<typeof ARXIV_ENV>,
  sleep: Sleep = realSleep,
): AnyIngestJob {
  const base = settings.ARXIV_BASE_URL;
  const searches = arxivSearches(settings.ARXIV_CATEGORIES, settings.ARXIV_QUERIES);
  return defineJob({
    id: 'arxiv-papers',
    key: researchKeys.arxivPapers,
    source: `arXiv API ${joinUrl(base, ARXIV_QUERY_PATH)}`,
    schedule: ARXIV_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: ARXIV_RUN_BASE_TIMEOUT_MS + searches.length * ARXIV_REQUEST_INTERVAL_MS,
    bundle: ARXIV_BUNDLE,
    async fetch({ http, signal, warn }) {
      const payload: Record<string, string> = {};
      let firstError: unknown;
      for (const [i, search] of searches.entries()) {
        if (i > 0) await sleep(ARXIV_REQUEST_INTERVAL_MS, signal);
        if (signal.aborted) break;
        try {
          payload[search.resource] = await http.get(
            arxivSearchUrl(base, search, settings.ARXIV_MAX_RESULTS),
            {
              accept: 'application/atom+xml, application/xml',
            },
          );
        } catch (err) {
          firstError ??= err;
          warn(`${search.resource}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (Object.keys(payload).length === 0) throw firstError ?? new Error('arXiv: no search answered');
      return payload as Payload;
    },
    async parse(payload) {
      return parseArxivPapers(payload);
    },
  });
}
