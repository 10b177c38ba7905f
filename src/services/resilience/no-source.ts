/**
 * Resilience operations with no public source (DESIGN §8): the reference's resilience score is a
 * composite of about sixty indicators this project does not hold. Routed with the reference's
 * contract; always the degraded body.
 */
import Type from 'typebox';
import { CountryCode } from '../../contract/common';
import { noSourceGet, noSourceList } from '../no-source';

const ResilienceRankingItemSchema = Type.Object({
  countryCode: Type.Optional(Type.String()),
  headlineEligible: Type.Optional(Type.Boolean()),
  level: Type.Optional(Type.String()),
  lowConfidence: Type.Optional(Type.Boolean()),
  overallCoverage: Type.Optional(Type.Number({ format: 'double' })),
  overallScore: Type.Optional(Type.Number({ format: 'double' })),
  rankStable: Type.Optional(Type.Boolean()),
});

const GetResilienceRankingResponseSchema = Type.Object({
  coverage: Type.Optional(Type.Number({ format: 'double' })),
  fetchedAt: Type.Optional(Type.String()),
  greyedOut: Type.Optional(Type.Array(ResilienceRankingItemSchema)),
  items: Type.Optional(Type.Array(ResilienceRankingItemSchema)),
  partial: Type.Optional(Type.Boolean()),
  scored: Type.Optional(Type.Integer({ format: 'int32' })),
  total: Type.Optional(Type.Integer({ format: 'int32' })),
});

const DimensionFreshnessSchema = Type.Object({
  lastObservedAtMs: Type.Optional(Type.String({ format: 'int64' })),
  staleness: Type.Optional(Type.String()),
});

const ResilienceDimensionSchema = Type.Object({
  coverage: Type.Optional(Type.Number({ format: 'double' })),
  freshness: Type.Optional(DimensionFreshnessSchema),
  id: Type.Optional(Type.String()),
  imputationClass: Type.Optional(Type.String()),
  imputedWeight: Type.Optional(Type.Number({ format: 'double' })),
  observedWeight: Type.Optional(Type.Number({ format: 'double' })),
  score: Type.Optional(Type.Number({ format: 'double' })),
});

const ResilienceDomainSchema = Type.Object({
  dimensions: Type.Optional(Type.Array(ResilienceDimensionSchema)),
  id: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number({ format: 'double' })),
  weight: Type.Optional(Type.Number({ format: 'double' })),
});

const ResiliencePillarSchema = Type.Object({
  coverage: Type.Optional(Type.Number({ format: 'double' })),
  domains: Type.Optional(Type.Array(ResilienceDomainSchema)),
  id: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number({ format: 'double' })),
  weight: Type.Optional(Type.Number({ format: 'double' })),
});

const ScoreIntervalSchema = Type.Object({
  p05: Type.Optional(Type.Number({ format: 'double' })),
  p95: Type.Optional(Type.Number({ format: 'double' })),
});

const GetResilienceScoreResponseSchema = Type.Object({
  baselineScore: Type.Optional(Type.Number({ format: 'double' })),
  change30d: Type.Optional(Type.Number({ format: 'double' })),
  countryCode: Type.Optional(Type.String()),
  dataVersion: Type.Optional(Type.String()),
  domains: Type.Optional(Type.Array(ResilienceDomainSchema)),
  headlineEligible: Type.Optional(Type.Boolean()),
  imputationShare: Type.Optional(Type.Number({ format: 'double' })),
  level: Type.Optional(Type.String()),
  lowConfidence: Type.Optional(Type.Boolean()),
  overallScore: Type.Optional(Type.Number({ format: 'double' })),
  pillars: Type.Optional(Type.Array(ResiliencePillarSchema)),
  schemaVersion: Type.Optional(Type.String()),
  scoreInterval: Type.Optional(ScoreIntervalSchema),
  stressFactor: Type.Optional(Type.Number({ format: 'double' })),
  stressScore: Type.Optional(Type.Number({ format: 'double' })),
  trend: Type.Optional(Type.String()),
});

const ResilienceRankingCacheStateSchema = Type.Object({
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  fetchedAt: Type.Optional(Type.String()),
  scored: Type.Optional(Type.Integer({ format: 'int32' })),
  total: Type.Optional(Type.Integer({ format: 'int32' })),
});

const ResilienceRuntimeCacheStateSchema = Type.Object({
  historyPrefix: Type.Optional(Type.String()),
  intervalMethodology: Type.Optional(Type.String()),
  intervalPrefix: Type.Optional(Type.String()),
  rankingKey: Type.Optional(Type.String()),
  scorePrefix: Type.Optional(Type.String()),
});

const ResilienceRuntimeConstructVersionsSchema = Type.Object({
  education: Type.Optional(Type.String()),
  energy: Type.Optional(Type.String()),
});

const ResilienceRuntimeFlagSchema = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  name: Type.Optional(Type.String()),
});

const ResilienceRuntimeIntervalStateSchema = Type.Object({
  available: Type.Optional(Type.Boolean()),
  lastObservedAt: Type.Optional(Type.String()),
  methodology: Type.Optional(Type.String()),
  sampleCountry: Type.Optional(Type.String()),
});

const GetResilienceRuntimeManifestResponseSchema = Type.Object({
  cache: Type.Optional(ResilienceRuntimeCacheStateSchema),
  constructVersions: Type.Optional(ResilienceRuntimeConstructVersionsSchema),
  dataVersion: Type.Optional(Type.String()),
  deployedCommitSha: Type.Optional(Type.String()),
  flags: Type.Optional(Type.Array(ResilienceRuntimeFlagSchema)),
  formulaTag: Type.Optional(Type.String()),
  generatedAt: Type.Optional(Type.String()),
  intervals: Type.Optional(ResilienceRuntimeIntervalStateSchema),
  manifestVersion: Type.Optional(Type.Integer({ format: 'int32' })),
  rankingCache: Type.Optional(ResilienceRankingCacheStateSchema),
  vercelEnv: Type.Optional(Type.String()),
});

const SERVICE = 'resilience';
const TAG = 'Resilience';

/** Why nothing is served. */
export const RESILIENCE_REASONS = {
  score:
    'the reference composes the score from about sixty indicators of some thirty datasets, several private or written by a language model; this project holds few of them',
  manifest:
    "the manifest describes the reference's own scoring runtime; with no resilience score computed here there is nothing to describe",
} as const;

const getResilienceRanking = noSourceGet({
  id: 'GetResilienceRanking',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-resilience-ranking',
  summary: 'Countries ranked by resilience score',
  description:
    'Every scored country ranked by its resilience score, and the countries left out for lack of data. Requires an active paid subscription; accepts a bearer token.',
  query: Type.Object({}),
  response: GetResilienceRankingResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: RESILIENCE_REASONS.score,
  degraded: { items: [], greyedOut: [], fetchedAt: '' },
});

const getResilienceScore = noSourceGet({
  id: 'GetResilienceScore',
  exampleQuery: 'country_code=DE',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-resilience-score',
  summary: 'Resilience score of a country',
  description:
    'The resilience score of one country with its pillars, domains and dimensions. `country_code` (alias `countryCode`) is required. Requires an active paid subscription; accepts a bearer token.',
  query: Type.Object({ country_code: CountryCode() }),
  queryAliases: { countryCode: 'country_code' },
  response: GetResilienceScoreResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: RESILIENCE_REASONS.score,
  degraded: (q) => ({ countryCode: q.country_code, headlineEligible: false, domains: [], pillars: [] }),
});

const getRuntimeManifest = noSourceGet({
  id: 'GetResilienceRuntimeManifest',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-runtime-manifest',
  summary: 'Runtime manifest of the resilience scoring',
  description:
    'Version, formula, cache state and flags of the resilience scoring runtime. Public: no key needed.',
  query: Type.Object({}),
  response: GetResilienceRuntimeManifestResponseSchema,
  access: 'public',
  reason: RESILIENCE_REASONS.manifest,
  degraded: { flags: [], generatedAt: '' },
});

/** The resilience operations no public source feeds. */
export const resilienceNoSource = noSourceList([
  getResilienceRanking,
  getResilienceScore,
  getRuntimeManifest,
]);
