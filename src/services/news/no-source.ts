/**
 * News operations with no public source (DESIGN §8): the reference writes article summaries with a
 * language model. Routed with the reference's contract; always the degraded body.
 */
import Type from 'typebox';
import { StringEnum } from '../../contract/common';
import { noSourceGet, noSourceList, noSourcePost } from '../no-source';

const SERVICE = 'news';
const TAG = 'News';

/** Why no summary can be served. */
export const SUMMARY_REASON =
  'the reference writes these summaries with a language model (Ollama, Groq or OpenRouter); no public upstream publishes them';

const SummarizeArticleResponseSchema = Type.Object({
  error: Type.Optional(Type.String()),
  errorType: Type.Optional(Type.String()),
  fallback: Type.Optional(Type.Boolean()),
  model: Type.Optional(Type.String()),
  provider: Type.Optional(Type.String()),
  status: Type.Optional(
    StringEnum([
      'SUMMARIZE_STATUS_UNSPECIFIED',
      'SUMMARIZE_STATUS_SUCCESS',
      'SUMMARIZE_STATUS_CACHED',
      'SUMMARIZE_STATUS_SKIPPED',
      'SUMMARIZE_STATUS_ERROR',
    ]),
  ),
  statusDetail: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  tokens: Type.Optional(Type.Integer({ format: 'int32' })),
});

const SummarizeArticleRequestSchema = Type.Object({
  bodies: Type.Optional(Type.Array(Type.String())),
  geoContext: Type.Optional(Type.String()),
  headlines: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
  lang: Type.Optional(Type.String()),
  mode: Type.Optional(Type.String()),
  provider: Type.String({ minLength: 1 }),
  systemAppend: Type.Optional(Type.String()),
  variant: Type.Optional(Type.String()),
});

/** GET /api/news/v1/summarize-article-cache. */
const summarizeArticleCache = noSourceGet({
  id: 'GetSummarizeArticleCache',
  service: SERVICE,
  tag: TAG,
  rpc: 'summarize-article-cache',
  summary: 'Cached article summary by key',
  description:
    'Looks up a previously generated summary of a set of headlines by its cache key (`summary:v<N>:…`).',
  query: Type.Object({
    cache_key: Type.Optional(
      Type.String({
        pattern: '^summary:v\\d+:[a-z0-9:_-]{3,120}$',
        description:
          'Cache key of the summary, `summary:v<N>:` followed by 3 to 120 of a-z, 0-9, `:`, `_`, `-`',
      }),
    ),
  }),
  response: SummarizeArticleResponseSchema,
  access: 'key',
  reason: SUMMARY_REASON,
  degraded: {
    summary: '',
    status: 'SUMMARIZE_STATUS_SKIPPED',
    statusDetail: `no summary: ${SUMMARY_REASON}`,
  },
});

/** POST /api/news/v1/summarize-article: never runs here (501). */
const summarizeArticle = noSourcePost({
  id: 'SummarizeArticle',
  exampleBody: { provider: 'groq', headlines: ['Port strike halts exports'] },
  service: SERVICE,
  tag: TAG,
  rpc: 'summarize-article',
  summary: 'Summarise headlines',
  description:
    'Writes a summary of up to ten headlines (and their bodies) with the requested provider and mode.',
  body: SummarizeArticleRequestSchema,
  response: SummarizeArticleResponseSchema,
  access: 'key',
  reason: SUMMARY_REASON,
});

/** The news operations no public source feeds. */
export const newsNoSource = noSourceList([summarizeArticle, summarizeArticleCache]);
