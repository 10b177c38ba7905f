/**
 * Intelligence operations with no public source (DESIGN §8): text the reference writes with a
 * language model, its private history store, private scrapers and paid social feeds, and the
 * Home Front Command alerts reachable only from Israel. Routed with the reference's contract;
 * always the degraded body.
 */
import Type from 'typebox';
import { CountryCode, Int32, StringEnum, TimeParam } from '../../contract/common';
import type { Violation } from '../../errors';
import { noSourceGet, noSourceList, noSourcePost } from '../no-source';
import { rejectIfAny, timeParam } from '../query-window';

const EventClassificationSchema = Type.Object({
  analysis: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
  confidence: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 1 })),
  entities: Type.Optional(Type.Array(Type.String())),
  severity: Type.Optional(
    StringEnum([
      'SEVERITY_LEVEL_UNSPECIFIED',
      'SEVERITY_LEVEL_LOW',
      'SEVERITY_LEVEL_MEDIUM',
      'SEVERITY_LEVEL_HIGH',
    ]),
  ),
  subcategory: Type.Optional(Type.String()),
});

const ClassifyEventResponseSchema = Type.Object({
  classification: Type.Optional(EventClassificationSchema),
});

const DeductSituationResponseSchema = Type.Object({
  analysis: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  provider: Type.Optional(Type.String()),
});

const DeductSituationRequestSchema = Type.Object({
  framework: Type.Optional(Type.String()),
  geoContext: Type.Optional(Type.String()),
  query: Type.Optional(Type.String()),
});

const GetChinaDecisionSignalsResponseSchema = Type.Object({
  generatedAt: Type.Optional(Type.String()),
  payloadJson: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const BriefSourceSchema = Type.Object({
  publishedAt: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
});

const GetCountryIntelBriefResponseSchema = Type.Object({
  brief: Type.Optional(Type.String()),
  countryCode: Type.Optional(Type.String()),
  countryName: Type.Optional(Type.String()),
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  model: Type.Optional(Type.String()),
  sources: Type.Optional(Type.Array(BriefSourceSchema)),
});

const IntelHistoryRecordSchema = Type.Object({
  category: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  domain: Type.Optional(Type.String()),
  id: Type.Optional(Type.String()),
  ingestedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  occurredAt: Type.Optional(Type.Integer({ format: 'int64' })),
  resource: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number({ format: 'double' })),
  sourceUrl: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});

const GetIntelTimelineResponseSchema = Type.Object({
  partial: Type.Optional(Type.Boolean()),
  records: Type.Optional(Type.Array(IntelHistoryRecordSchema)),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const GdeltTensionPairSchema = Type.Object({
  changePercent: Type.Optional(Type.Number({ format: 'double' })),
  countries: Type.Optional(Type.Array(Type.String())),
  id: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  region: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  trend: Type.Optional(
    StringEnum([
      'TREND_DIRECTION_UNSPECIFIED',
      'TREND_DIRECTION_RISING',
      'TREND_DIRECTION_STABLE',
      'TREND_DIRECTION_FALLING',
    ]),
  ),
});

const PizzintLocationSchema = Type.Object({
  address: Type.Optional(Type.String()),
  currentPopularity: Type.Optional(Type.Integer({ format: 'int32' })),
  dataFreshness: Type.Optional(
    StringEnum(['DATA_FRESHNESS_UNSPECIFIED', 'DATA_FRESHNESS_FRESH', 'DATA_FRESHNESS_STALE']),
  ),
  dataSource: Type.Optional(Type.String()),
  isClosedNow: Type.Optional(Type.Boolean()),
  isSpike: Type.Optional(Type.Boolean()),
  lat: Type.Optional(Type.Number({ format: 'double' })),
  lng: Type.Optional(Type.Number({ format: 'double' })),
  name: Type.Optional(Type.String()),
  percentageOfUsual: Type.Optional(Type.Integer({ format: 'int32' })),
  placeId: Type.Optional(Type.String()),
  recordedAt: Type.Optional(Type.String()),
  spikeMagnitude: Type.Optional(Type.Number({ format: 'double' })),
});

const PizzintStatusSchema = Type.Object({
  activeSpikes: Type.Optional(Type.Integer({ format: 'int32' })),
  aggregateActivity: Type.Optional(Type.Number({ format: 'double' })),
  dataFreshness: Type.Optional(
    StringEnum(['DATA_FRESHNESS_UNSPECIFIED', 'DATA_FRESHNESS_FRESH', 'DATA_FRESHNESS_STALE']),
  ),
  defconLabel: Type.Optional(Type.String()),
  defconLevel: Type.Optional(Type.Integer({ format: 'int32', minimum: 1, maximum: 5 })),
  locations: Type.Optional(Type.Array(PizzintLocationSchema)),
  locationsMonitored: Type.Optional(Type.Integer({ format: 'int32' })),
  locationsOpen: Type.Optional(Type.Integer({ format: 'int32' })),
  updatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
});

const GetPizzintStatusResponseSchema = Type.Object({
  pizzint: Type.Optional(PizzintStatusSchema),
  tensionPairs: Type.Optional(Type.Array(GdeltTensionPairSchema)),
});

const RegimeTransitionSchema = Type.Object({
  label: Type.Optional(Type.String()),
  previousLabel: Type.Optional(Type.String()),
  regionId: Type.Optional(Type.String()),
  snapshotId: Type.Optional(Type.String()),
  transitionDriver: Type.Optional(Type.String()),
  transitionedAt: Type.Optional(Type.Integer({ format: 'int64' })),
});

const GetRegimeHistoryResponseSchema = Type.Object({
  transitions: Type.Optional(Type.Array(RegimeTransitionSchema)),
});

const RegionalBriefSchema = Type.Object({
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  keyDevelopments: Type.Optional(Type.Array(Type.String())),
  model: Type.Optional(Type.String()),
  periodEnd: Type.Optional(Type.Integer({ format: 'int64' })),
  periodStart: Type.Optional(Type.Integer({ format: 'int64' })),
  provider: Type.Optional(Type.String()),
  regimeTrajectory: Type.Optional(Type.String()),
  regionId: Type.Optional(Type.String()),
  riskOutlook: Type.Optional(Type.String()),
  situationRecap: Type.Optional(Type.String()),
});

const GetRegionalBriefResponseSchema = Type.Object({
  brief: Type.Optional(RegionalBriefSchema),
});

const ActorStateSchema = Type.Object({
  actorId: Type.Optional(Type.String()),
  delta: Type.Optional(Type.Number({ format: 'double' })),
  evidenceIds: Type.Optional(Type.Array(Type.String())),
  leverageDomains: Type.Optional(Type.Array(Type.String())),
  leverageScore: Type.Optional(Type.Number({ format: 'double' })),
  name: Type.Optional(Type.String()),
  role: Type.Optional(Type.String()),
});

const BalanceDriverSchema = Type.Object({
  axis: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  evidenceIds: Type.Optional(Type.Array(Type.String())),
  magnitude: Type.Optional(Type.Number({ format: 'double' })),
  orientation: Type.Optional(Type.String()),
});

const BalanceVectorSchema = Type.Object({
  allianceCohesion: Type.Optional(Type.Number({ format: 'double' })),
  buffers: Type.Optional(Type.Array(BalanceDriverSchema)),
  capitalStress: Type.Optional(Type.Number({ format: 'double' })),
  coercivePressure: Type.Optional(Type.Number({ format: 'double' })),
  domesticFragility: Type.Optional(Type.Number({ format: 'double' })),
  energyLeverage: Type.Optional(Type.Number({ format: 'double' })),
  energyVulnerability: Type.Optional(Type.Number({ format: 'double' })),
  maritimeAccess: Type.Optional(Type.Number({ format: 'double' })),
  netBalance: Type.Optional(Type.Number({ format: 'double' })),
  pressures: Type.Optional(Type.Array(BalanceDriverSchema)),
});

const EvidenceItemSchema = Type.Object({
  confidence: Type.Optional(Type.Number({ format: 'double' })),
  corridor: Type.Optional(Type.String()),
  id: Type.Optional(Type.String()),
  observedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  source: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  theater: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
});

const LeverageEdgeSchema = Type.Object({
  evidenceIds: Type.Optional(Type.Array(Type.String())),
  fromActorId: Type.Optional(Type.String()),
  mechanism: Type.Optional(Type.String()),
  strength: Type.Optional(Type.Number({ format: 'double' })),
  toActorId: Type.Optional(Type.String()),
});

const AirportNodeStatusSchema = Type.Object({
  disruptionReason: Type.Optional(Type.String()),
  icao: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
});

const AirspaceStatusSchema = Type.Object({
  airspaceId: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
});

const FlightCorridorStressSchema = Type.Object({
  corridor: Type.Optional(Type.String()),
  reroutedFlights24h: Type.Optional(Type.Integer({ format: 'int32' })),
  stressLevel: Type.Optional(Type.Number({ format: 'double' })),
});

const MobilityStateSchema = Type.Object({
  airports: Type.Optional(Type.Array(AirportNodeStatusSchema)),
  airspace: Type.Optional(Type.Array(AirspaceStatusSchema)),
  flightCorridors: Type.Optional(Type.Array(FlightCorridorStressSchema)),
  notamClosures: Type.Optional(Type.Array(Type.String())),
  rerouteIntensity: Type.Optional(Type.Number({ format: 'double' })),
});

const RegimeStateSchema = Type.Object({
  label: Type.Optional(Type.String()),
  previousLabel: Type.Optional(Type.String()),
  transitionDriver: Type.Optional(Type.String()),
  transitionedAt: Type.Optional(Type.Integer({ format: 'int64' })),
});

const NarrativeSectionSchema = Type.Object({
  evidenceIds: Type.Optional(Type.Array(Type.String())),
  text: Type.Optional(Type.String()),
});

const RegionalNarrativeSchema = Type.Object({
  balanceAssessment: Type.Optional(NarrativeSectionSchema),
  outlook24h: Type.Optional(NarrativeSectionSchema),
  outlook30d: Type.Optional(NarrativeSectionSchema),
  outlook7d: Type.Optional(NarrativeSectionSchema),
  situation: Type.Optional(NarrativeSectionSchema),
  watchItems: Type.Optional(Type.Array(NarrativeSectionSchema)),
});

const TransmissionPathSchema = Type.Object({
  confidence: Type.Optional(Type.Number({ format: 'double' })),
  corridorId: Type.Optional(Type.String()),
  end: Type.Optional(Type.String()),
  impactedAssetClass: Type.Optional(Type.String()),
  impactedRegions: Type.Optional(Type.Array(Type.String())),
  latencyHours: Type.Optional(Type.Integer({ format: 'int32' })),
  magnitudeHigh: Type.Optional(Type.Number({ format: 'double' })),
  magnitudeLow: Type.Optional(Type.Number({ format: 'double' })),
  magnitudeUnit: Type.Optional(Type.String()),
  mechanism: Type.Optional(Type.String()),
  severity: Type.Optional(Type.String()),
  start: Type.Optional(Type.String()),
  templateId: Type.Optional(Type.String()),
  templateVersion: Type.Optional(Type.String()),
});

const ScenarioLaneSchema = Type.Object({
  consequences: Type.Optional(Type.Array(Type.String())),
  name: Type.Optional(Type.String()),
  probability: Type.Optional(Type.Number({ format: 'double' })),
  transmissions: Type.Optional(Type.Array(TransmissionPathSchema)),
  triggerIds: Type.Optional(Type.Array(Type.String())),
});

const ScenarioSetSchema = Type.Object({
  horizon: Type.Optional(Type.String()),
  lanes: Type.Optional(Type.Array(ScenarioLaneSchema)),
});

const SnapshotMetaSchema = Type.Object({
  geographyVersion: Type.Optional(Type.String()),
  missingInputs: Type.Optional(Type.Array(Type.String())),
  modelVersion: Type.Optional(Type.String()),
  narrativeModel: Type.Optional(Type.String()),
  narrativeProvider: Type.Optional(Type.String()),
  scoringVersion: Type.Optional(Type.String()),
  snapshotConfidence: Type.Optional(Type.Number({ format: 'double' })),
  snapshotId: Type.Optional(Type.String()),
  staleInputs: Type.Optional(Type.Array(Type.String())),
  triggerReason: Type.Optional(Type.String()),
  validUntil: Type.Optional(Type.Integer({ format: 'int64' })),
});

const TriggerThresholdSchema = Type.Object({
  baseline: Type.Optional(Type.String()),
  metric: Type.Optional(Type.String()),
  operator: Type.Optional(Type.String()),
  value: Type.Optional(Type.Number({ format: 'double' })),
  windowMinutes: Type.Optional(Type.Integer({ format: 'int32' })),
});

const TriggerSchema = Type.Object({
  activated: Type.Optional(Type.Boolean()),
  activatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  description: Type.Optional(Type.String()),
  evidenceIds: Type.Optional(Type.Array(Type.String())),
  id: Type.Optional(Type.String()),
  scenarioLane: Type.Optional(Type.String()),
  threshold: Type.Optional(TriggerThresholdSchema),
});

const TriggerLadderSchema = Type.Object({
  active: Type.Optional(Type.Array(TriggerSchema)),
  dormant: Type.Optional(Type.Array(TriggerSchema)),
  watching: Type.Optional(Type.Array(TriggerSchema)),
});

const RegionalSnapshotSchema = Type.Object({
  actors: Type.Optional(Type.Array(ActorStateSchema)),
  balance: Type.Optional(BalanceVectorSchema),
  evidence: Type.Optional(Type.Array(EvidenceItemSchema)),
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  leverageEdges: Type.Optional(Type.Array(LeverageEdgeSchema)),
  meta: Type.Optional(SnapshotMetaSchema),
  mobility: Type.Optional(MobilityStateSchema),
  narrative: Type.Optional(RegionalNarrativeSchema),
  regime: Type.Optional(RegimeStateSchema),
  regionId: Type.Optional(Type.String()),
  scenarioSets: Type.Optional(Type.Array(ScenarioSetSchema)),
  transmissionPaths: Type.Optional(Type.Array(TransmissionPathSchema)),
  triggers: Type.Optional(TriggerLadderSchema),
});

const GetRegionalSnapshotResponseSchema = Type.Object({
  snapshot: Type.Optional(RegionalSnapshotSchema),
});

const CiiComponentsSchema = Type.Object({
  ciiContribution: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  geoConvergence: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  militaryActivity: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  newsActivity: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
});

const CiiScoreSchema = Type.Object({
  advisoryLevel: Type.Optional(Type.String()),
  advisoryProvenance: Type.Optional(Type.String({ pattern: '^(live|fallback|absent)$' })),
  combinedScore: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  components: Type.Optional(CiiComponentsSchema),
  computedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  dynamicScore: Type.Optional(Type.Number({ format: 'double', minimum: -100, maximum: 100 })),
  eventMultiplier: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 10 })),
  methodologyVersion: Type.Optional(Type.String()),
  region: Type.Optional(Type.String()),
  staticBaseline: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  trend: Type.Optional(
    StringEnum([
      'TREND_DIRECTION_UNSPECIFIED',
      'TREND_DIRECTION_RISING',
      'TREND_DIRECTION_STABLE',
      'TREND_DIRECTION_FALLING',
    ]),
  ),
});

const StrategicRiskSchema = Type.Object({
  factors: Type.Optional(Type.Array(Type.String())),
  level: Type.Optional(
    StringEnum([
      'SEVERITY_LEVEL_UNSPECIFIED',
      'SEVERITY_LEVEL_LOW',
      'SEVERITY_LEVEL_MEDIUM',
      'SEVERITY_LEVEL_HIGH',
    ]),
  ),
  region: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number({ format: 'double', minimum: 0, maximum: 100 })),
  trend: Type.Optional(
    StringEnum([
      'TREND_DIRECTION_UNSPECIFIED',
      'TREND_DIRECTION_RISING',
      'TREND_DIRECTION_STABLE',
      'TREND_DIRECTION_FALLING',
    ]),
  ),
});

const GetRiskScoresResponseSchema = Type.Object({
  ciiScores: Type.Optional(Type.Array(CiiScoreSchema)),
  degraded: Type.Optional(Type.Boolean()),
  stale: Type.Optional(Type.Boolean()),
  strategicRisks: Type.Optional(Type.Array(StrategicRiskSchema)),
});

const GetSimilarEventsResponseSchema = Type.Object({
  partial: Type.Optional(Type.Boolean()),
  records: Type.Optional(Type.Array(IntelHistoryRecordSchema)),
  situation: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const GetSimilarEventsRequestSchema = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
  domain: Type.Optional(Type.String({ pattern: '^(conflict|military|energy)?$' })),
  limit: Type.Optional(Type.Integer({ format: 'int32', minimum: 0, maximum: 32 })),
  situation: Type.String({ minLength: 10, maxLength: 1000 }),
});

const SocialVelocityPostSchema = Type.Object({
  createdAt: Type.Optional(Type.Integer({ format: 'int64' })),
  id: Type.Optional(Type.String()),
  numComments: Type.Optional(Type.Integer({ format: 'int32' })),
  score: Type.Optional(Type.Integer({ format: 'int32' })),
  subreddit: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  upvoteRatio: Type.Optional(Type.Number({ format: 'double' })),
  url: Type.Optional(Type.String()),
  velocityScore: Type.Optional(Type.Number({ format: 'double' })),
});

const GetSocialVelocityResponseSchema = Type.Object({
  fetchedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  posts: Type.Optional(Type.Array(SocialVelocityPostSchema)),
});

const OrefAlertSchema = Type.Object({
  cat: Type.Optional(Type.String()),
  data: Type.Optional(Type.Array(Type.String())),
  desc: Type.Optional(Type.String()),
  id: Type.Optional(Type.String()),
  timestampMs: Type.Optional(Type.Integer({ format: 'int64' })),
  title: Type.Optional(Type.String()),
});

const OrefWaveSchema = Type.Object({
  alerts: Type.Optional(Type.Array(OrefAlertSchema)),
  timestampMs: Type.Optional(Type.Integer({ format: 'int64' })),
});

const ListOrefAlertsResponseSchema = Type.Object({
  alerts: Type.Optional(Type.Array(OrefAlertSchema)),
  configured: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.String()),
  history: Type.Optional(Type.Array(OrefWaveSchema)),
  historyCount24h: Type.Optional(Type.Integer({ format: 'int32' })),
  timestampMs: Type.Optional(Type.Integer({ format: 'int64' })),
  totalHistoryCount: Type.Optional(Type.Integer({ format: 'int32' })),
});

const TelegramMessageSchema = Type.Object({
  channelId: Type.Optional(Type.String()),
  channelName: Type.Optional(Type.String()),
  id: Type.Optional(Type.String()),
  mediaUrls: Type.Optional(Type.Array(Type.String())),
  sourceUrl: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
  timestampMs: Type.Optional(Type.Integer({ format: 'int64' })),
  topic: Type.Optional(Type.String()),
});

const ListTelegramFeedResponseSchema = Type.Object({
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  enabled: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.String()),
  messages: Type.Optional(Type.Array(TelegramMessageSchema)),
});

const XFeedItemSchema = Type.Object({
  accountId: Type.Optional(Type.String()),
  accountName: Type.Optional(Type.String()),
  contentState: Type.Optional(Type.String()),
  facts: Type.Optional(Type.Array(Type.String())),
  handle: Type.Optional(Type.String()),
  hasMedia: Type.Optional(Type.Boolean()),
  id: Type.Optional(Type.String()),
  lang: Type.Optional(Type.String()),
  permalink: Type.Optional(Type.String()),
  timestampMs: Type.Optional(Type.Integer({ format: 'int64' })),
  topic: Type.Optional(Type.String()),
});

const ListXFeedResponseSchema = Type.Object({
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  enabled: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.String()),
  posts: Type.Optional(Type.Array(XFeedItemSchema)),
});

const SearchIntelHistoryResponseSchema = Type.Object({
  partial: Type.Optional(Type.Boolean()),
  query: Type.Optional(Type.String()),
  records: Type.Optional(Type.Array(IntelHistoryRecordSchema)),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const SearchIntelHistoryRequestSchema = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
  domain: Type.Optional(Type.String({ pattern: '^(conflict|military|energy)?$' })),
  from: Type.Optional(Type.Integer({ format: 'int64', minimum: 0 })),
  limit: Type.Optional(Type.Integer({ format: 'int32', minimum: 0, maximum: 64 })),
  query: Type.String({ minLength: 2, maxLength: 500 }),
  to: Type.Optional(Type.Integer({ format: 'int64', minimum: 0 })),
});

const SERVICE = 'intelligence';
const TAG = 'Intelligence';

/** Why nothing is served, by kind of source the reference uses. */
export const INTEL_REASONS = {
  llm: 'the reference writes this text with a language model; no public upstream publishes it',
  llmComposite:
    'the reference composes it from many of its own caches with a language model; no public upstream publishes it',
  privateStore:
    'the reference reads its own private history store (searched with paid embeddings); no public upstream holds that history',
  pizzint:
    "the reference reads an undocumented third-party site's API (pizzint.watch) built on Google popular times",
  chinaSignals:
    'the reference scrapes PRC ministry, exchange and defence-ministry HTML pages with its own scrapers; there is no public API',
  riskScores:
    'the reference derives the scores from about fifteen of its caches, including news counts classified by a language model',
  socialVelocity:
    'the reference reads Reddit through an app credential or a paid scraper; no keyless public feed serves ranked posts',
  oref: 'the Israel Home Front Command alert feeds (oref.org.il) answer only requests from Israeli networks; no source of this project polls them',
  telegram:
    'the reference polls Telegram channels with a personal logged-in user account; there is no public feed',
  xFeed: 'the reference polls X accounts with a paid API bearer token; there is no public feed',
} as const;

const DOMAINS = ['conflict', 'military', 'energy'] as const;
const REGION_ID_PATTERN = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';
const RegionId = () =>
  Type.String({
    pattern: REGION_ID_PATTERN,
    maxLength: 64,
    description: 'Region id, kebab-case (e.g. `mena`, `east-asia`, `europe`)',
  });

const classifyEvent = noSourceGet({
  id: 'ClassifyEvent',
  exampleQuery: 'title=Port%20strike%20halts%20exports',
  service: SERVICE,
  tag: TAG,
  rpc: 'classify-event',
  summary: 'Category and severity of a news event',
  description:
    'Classifies one event (category, subcategory, severity, entities) from its title and optional description, source and country. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 500, description: 'Title or headline of the event' }),
    description: Type.Optional(Type.String({ maxLength: 5000, description: 'Body text of the event' })),
    source: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Where the event was reported (e.g. reuters)',
      }),
    ),
    country: Type.Optional(CountryCode('Country the event concerns, ISO 3166-1 alpha-2 (e.g. UA)')),
  }),
  response: ClassifyEventResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: INTEL_REASONS.llm,
  degraded: {},
});

const getChinaDecisionSignals = noSourceGet({
  id: 'GetChinaDecisionSignals',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-china-decision-signals',
  summary: 'China policy and market decision signals',
  description:
    'One snapshot of signals from Chinese ministries, exchanges and neighbouring defence ministries, with their provenance (`payloadJson`). Public: no key needed.',
  query: Type.Object({}),
  response: GetChinaDecisionSignalsResponseSchema,
  access: 'public',
  reason: INTEL_REASONS.chinaSignals,
  degraded: { generatedAt: '', upstreamUnavailable: true },
});

const getCountryIntelBrief = noSourceGet({
  id: 'GetCountryIntelBrief',
  exampleQuery: 'country_code=DE',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-country-intel-brief',
  summary: 'Strategic brief of a country',
  description:
    'A written strategic brief on one country with the articles it rests on. `country_code` is required; `framework` adds analysis instructions. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    country_code: CountryCode(),
    framework: Type.Optional(
      Type.String({ maxLength: 2000, description: 'Analysis framework instructions' }),
    ),
  }),
  response: GetCountryIntelBriefResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: INTEL_REASONS.llm,
  degraded: (q) => ({ countryCode: q.country_code, brief: '', generatedAt: 0, sources: [] }),
});

const getIntelTimeline = noSourceGet({
  id: 'GetIntelTimeline',
  exampleQuery: 'domain=conflict',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-intel-timeline',
  summary: 'History of intelligence records',
  description:
    'Stored intelligence records of one domain and/or country, newest first, within an optional `from`..`to` window. `domain` or `country` is required (both narrow to their intersection). Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    domain: Type.Optional(StringEnum(DOMAINS, { description: 'Domain that produced the records' })),
    country: Type.Optional(CountryCode('Country of the records, ISO 3166-1 alpha-2')),
    from: Type.Optional(TimeParam('earliest occurrence, inclusive (0: no lower bound)')),
    to: Type.Optional(TimeParam('latest occurrence, inclusive (0: no upper bound)')),
    limit: Type.Optional(Int32({ minimum: 1, maximum: 200, description: 'Maximum records (at most 200)' })),
  }),
  response: GetIntelTimelineResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: INTEL_REASONS.privateStore,
  degraded: (q) => {
    const violations: Violation[] = [];
    if (q.domain === undefined && q.country === undefined)
      violations.push({ field: 'domain', description: 'domain or country is required' });
    // 0 means no bound, as in the reference.
    const from = timeParam('from', q.from === '0' ? undefined : q.from, Number.NEGATIVE_INFINITY, violations);
    const to = timeParam('to', q.to === '0' ? undefined : q.to, Number.POSITIVE_INFINITY, violations);
    if (from > to) violations.push({ field: 'from', description: 'must not be later than to' });
    rejectIfAny(violations);
    return { records: [], partial: false, upstreamUnavailable: true };
  },
});

const getPizzintStatus = noSourceGet({
  id: 'GetPizzintStatus',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-pizzint-status',
  summary: 'Pentagon pizza index and tension pairs',
  description:
    'Late-night activity near Washington pizza places as a DEFCON-style level, and, with `include_gdelt`, country-pair tension scores.',
  query: Type.Object({
    include_gdelt: Type.Optional(Type.Boolean({ description: 'Also list country-pair tension scores' })),
  }),
  response: GetPizzintStatusResponseSchema,
  access: 'key',
  reason: INTEL_REASONS.pizzint,
  degraded: { tensionPairs: [] },
});

const getRegimeHistory = noSourceGet({
  id: 'GetRegimeHistory',
  exampleQuery: 'region_id=mena',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-regime-history',
  summary: 'Regime transitions of a region',
  description:
    "The changes of a region's assessed regime, newest first. `region_id` is required; `limit` caps the list. Requires an active paid subscription; accepts a bearer token.",
  query: Type.Object({
    region_id: RegionId(),
    limit: Type.Optional(
      Int32({ minimum: 1, maximum: 100, description: 'Maximum transitions (at most 100)' }),
    ),
  }),
  response: GetRegimeHistoryResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: INTEL_REASONS.llmComposite,
  degraded: { transitions: [] },
});

const getRegionalBrief = noSourceGet({
  id: 'GetRegionalBrief',
  exampleQuery: 'region_id=mena',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-regional-brief',
  summary: 'Weekly brief of a region',
  description:
    'The latest weekly written brief on one region. `region_id` is required. Requires an active paid subscription; accepts a bearer token.',
  query: Type.Object({ region_id: RegionId() }),
  response: GetRegionalBriefResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: INTEL_REASONS.llm,
  degraded: {},
});

const getRegionalSnapshot = noSourceGet({
  id: 'GetRegionalSnapshot',
  exampleQuery: 'region_id=mena',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-regional-snapshot',
  summary: 'Latest assessment of a region',
  description:
    'The latest composite assessment of one region: regime, balance, actors, scenarios, triggers and narrative. `region_id` is required. Requires an active paid subscription; accepts a bearer token.',
  query: Type.Object({ region_id: RegionId() }),
  response: GetRegionalSnapshotResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: INTEL_REASONS.llmComposite,
  degraded: {},
});

const getRiskScores = noSourceGet({
  id: 'GetRiskScores',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-risk-scores',
  summary: 'Country instability and strategic risk scores',
  description:
    'Composite instability scores per country and strategic risk assessments, optionally of one `region`.',
  query: Type.Object({
    region: Type.Optional(
      Type.String({
        pattern: REGION_ID_PATTERN,
        maxLength: 64,
        description: 'Region to score (e.g. `mena`); all when absent',
      }),
    ),
  }),
  response: GetRiskScoresResponseSchema,
  access: 'key',
  reason: INTEL_REASONS.riskScores,
  degraded: { ciiScores: [], strategicRisks: [], degraded: true, stale: false },
});

const getSocialVelocity = noSourceGet({
  id: 'GetSocialVelocity',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-social-velocity',
  summary: 'Fast-rising world-news posts',
  description: 'Posts of world-news and geopolitics forums ranked by how fast they gain votes and comments.',
  query: Type.Object({}),
  response: GetSocialVelocityResponseSchema,
  access: 'key',
  reason: INTEL_REASONS.socialVelocity,
  degraded: { posts: [], fetchedAt: 0 },
});

const listOrefAlerts = noSourceGet({
  id: 'ListOrefAlerts',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-oref-alerts',
  summary: 'Israel Home Front Command alerts',
  description:
    'Rocket and hostile-aircraft alerts of the Israel Home Front Command in force now, or with `mode=MODE_HISTORY` the recent alert waves. `configured: false` means no alert feed is polled by this deployment (see the intelligence service README).',
  query: Type.Object({
    mode: Type.Optional(
      StringEnum(['MODE_HISTORY'] as const, {
        description: 'MODE_HISTORY: recent alert waves instead of the alerts in force',
      }),
    ),
  }),
  response: ListOrefAlertsResponseSchema,
  access: 'key',
  reason: INTEL_REASONS.oref,
  degraded: {
    configured: false,
    alerts: [],
    history: [],
    historyCount24h: 0,
    totalHistoryCount: 0,
    error: `not configured: ${INTEL_REASONS.oref}`,
  },
});

const listTelegramFeed = noSourceGet({
  id: 'ListTelegramFeed',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-telegram-feed',
  summary: 'Messages of monitored Telegram channels',
  description:
    'Recent messages of monitored open-source-intelligence Telegram channels, filtered by `topic` or `channel`.',
  query: Type.Object({
    limit: Type.Optional(Int32({ minimum: 1, maximum: 200, description: 'Maximum messages (at most 200)' })),
    topic: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Topic keyword (e.g. military, cyber)' }),
    ),
    channel: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Channel id or name' })),
  }),
  response: ListTelegramFeedResponseSchema,
  access: 'key',
  reason: INTEL_REASONS.telegram,
  degraded: { enabled: false, messages: [], count: 0, error: `not enabled: ${INTEL_REASONS.telegram}` },
});

const listXFeed = noSourceGet({
  id: 'ListXFeed',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-x-feed',
  summary: 'Posts of monitored X accounts',
  description:
    'Permalinks and facts of recent posts of monitored news accounts on X, filtered by `topic` or `account`.',
  query: Type.Object({
    limit: Type.Optional(Int32({ minimum: 1, maximum: 200, description: 'Maximum posts (at most 200)' })),
    topic: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Topic keyword (e.g. breaking, cyber)' }),
    ),
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Account handle' })),
  }),
  response: ListXFeedResponseSchema,
  access: 'key',
  reason: INTEL_REASONS.xFeed,
  degraded: { enabled: false, posts: [], count: 0, error: `not enabled: ${INTEL_REASONS.xFeed}` },
});

const deductSituation = noSourcePost({
  id: 'DeductSituation',
  service: SERVICE,
  tag: TAG,
  rpc: 'deduct-situation',
  summary: 'Analysis of a described situation',
  description:
    'A written analysis of a situation described in `query`, with optional framework and geographic context. Requires an active paid subscription; accepts a bearer token.',
  body: DeductSituationRequestSchema,
  response: DeductSituationResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: INTEL_REASONS.llm,
});

const getSimilarEvents = noSourcePost({
  id: 'GetSimilarEvents',
  exampleBody: { situation: 'A naval blockade closes a grain export corridor' },
  service: SERVICE,
  tag: TAG,
  rpc: 'get-similar-events',
  summary: 'Historical precedents of a situation',
  description:
    'Stored intelligence records most similar to a described `situation`, optionally of one country and domain. Requires entitlement tier 1 or higher; accepts a bearer token.',
  body: GetSimilarEventsRequestSchema,
  response: GetSimilarEventsResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: INTEL_REASONS.privateStore,
});

const searchIntelHistory = noSourcePost({
  id: 'SearchIntelHistory',
  exampleBody: { query: 'artillery strikes near a river crossing' },
  service: SERVICE,
  tag: TAG,
  rpc: 'search-intel-history',
  summary: 'Search of the intelligence history',
  description:
    'Stored intelligence records most similar to a free-text `query`, optionally of one country, domain and time window. Requires entitlement tier 1 or higher; accepts a bearer token.',
  body: SearchIntelHistoryRequestSchema,
  response: SearchIntelHistoryResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: INTEL_REASONS.privateStore,
});

/** The intelligence operations no public source feeds. */
export const intelligenceNoSource = noSourceList([
  classifyEvent,
  deductSituation,
  getChinaDecisionSignals,
  getCountryIntelBrief,
  getIntelTimeline,
  getPizzintStatus,
  getRegimeHistory,
  getRegionalBrief,
  getRegionalSnapshot,
  getRiskScores,
  getSimilarEvents,
  getSocialVelocity,
  listOrefAlerts,
  listTelegramFeed,
  listXFeed,
  searchIntelHistory,
]);
