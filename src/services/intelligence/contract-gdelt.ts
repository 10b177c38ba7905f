/**
 * Intelligence operations of the events-and-people wave: cross-source signals derived from the
 * datasets this project holds, and GDELT DOC 2.0 searches and topic timelines (request time).
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { conflictKeys } from '../conflict/data';
import { seismologyKeys } from '../seismology/data';
import { unrestKeys } from '../unrest/data';
import { wildfireKeys } from '../wildfire/data';

const SERVICE = 'intelligence';
const TAG = 'Intelligence';

export const SIGNAL_SEVERITIES = [
  'CROSS_SOURCE_SIGNAL_SEVERITY_UNSPECIFIED',
  'CROSS_SOURCE_SIGNAL_SEVERITY_LOW',
  'CROSS_SOURCE_SIGNAL_SEVERITY_MEDIUM',
  'CROSS_SOURCE_SIGNAL_SEVERITY_HIGH',
  'CROSS_SOURCE_SIGNAL_SEVERITY_CRITICAL',
] as const;
export type SignalSeverity = (typeof SIGNAL_SEVERITIES)[number];

/** The reference's signal types; this project derives the four it has inputs for (README). */
export const SIGNAL_TYPES = [
  'CROSS_SOURCE_SIGNAL_TYPE_UNSPECIFIED',
  'CROSS_SOURCE_SIGNAL_TYPE_COMPOSITE_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_THERMAL_SPIKE',
  'CROSS_SOURCE_SIGNAL_TYPE_GPS_JAMMING',
  'CROSS_SOURCE_SIGNAL_TYPE_MILITARY_FLIGHT_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_UNREST_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_OREF_ALERT_CLUSTER',
  'CROSS_SOURCE_SIGNAL_TYPE_VIX_SPIKE',
  'CROSS_SOURCE_SIGNAL_TYPE_COMMODITY_SHOCK',
  'CROSS_SOURCE_SIGNAL_TYPE_CYBER_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_SHIPPING_DISRUPTION',
  'CROSS_SOURCE_SIGNAL_TYPE_SANCTIONS_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_EARTHQUAKE_SIGNIFICANT',
  'CROSS_SOURCE_SIGNAL_TYPE_RADIATION_ANOMALY',
  'CROSS_SOURCE_SIGNAL_TYPE_INFRASTRUCTURE_OUTAGE',
  'CROSS_SOURCE_SIGNAL_TYPE_WILDFIRE_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_DISPLACEMENT_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_FORECAST_DETERIORATION',
  'CROSS_SOURCE_SIGNAL_TYPE_MARKET_STRESS',
  'CROSS_SOURCE_SIGNAL_TYPE_WEATHER_EXTREME',
  'CROSS_SOURCE_SIGNAL_TYPE_MEDIA_TONE_DETERIORATION',
  'CROSS_SOURCE_SIGNAL_TYPE_RISK_SCORE_SPIKE',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** The datasets the signals are derived from. */
export const SIGNAL_INPUT_KEYS = [
  unrestKeys.gdeltEvents.name,
  conflictKeys.acledUnrest.name,
  seismologyKeys.earthquakes.name,
  wildfireKeys.fireDetections.name,
] as const;

export const CrossSourceSignalSchema = Type.Object({
  id: Type.Optional(Type.String({ description: 'Stable id: type, theater and the newest input record' })),
  type: Type.Optional(StringEnum(SIGNAL_TYPES)),
  theater: Type.Optional(
    Type.String({ description: 'Country, place or monitored area the signal is about' }),
  ),
  summary: Type.Optional(
    Type.String({ description: 'What fired, with the figures and the input datasets it was derived from' }),
  ),
  severity: Type.Optional(StringEnum(SIGNAL_SEVERITIES)),
  severityScore: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Score used for ranking (higher is more severe); its scale per type is in the README',
    }),
  ),
  detectedAt: Type.Optional(
    Type.Integer({
      format: 'int64',
      description: 'Time of the newest input record behind the signal, Unix epoch milliseconds',
    }),
  ),
  contributingTypes: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Composite: the signal types co-firing in the theater; otherwise the input datasets',
    }),
  ),
  signalCount: Type.Optional(
    Type.Integer({ format: 'int32', description: 'Composite: number of co-firing signals' }),
  ),
});

export const ListCrossSourceSignalsResponseSchema = Type.Object({
  signals: Type.Array(CrossSourceSignalSchema, { description: 'Most severe first' }),
  evaluatedAt: Type.Integer({
    format: 'int64',
    description:
      'When these signals were derived (at request time), Unix epoch milliseconds; 0 when no input is held',
  }),
  compositeCount: Type.Integer({ format: 'int32', description: 'Composite escalations among the signals' }),
  missingInputs: Type.Array(Type.String(), {
    description:
      'Inputs not held: datasets of this project without a snapshot, and the reference signal types this project has no dataset for (empty in the degraded body)',
  }),
});

/** The degraded body: no input held (the documented empty body; it lists nothing). */
export const CROSS_SOURCE_SIGNALS_UNAVAILABLE: Static<typeof ListCrossSourceSignalsResponseSchema> = {
  signals: [],
  evaluatedAt: 0,
  compositeCount: 0,
  missingInputs: [],
};

/** GET list-cross-source-signals. */
export const listCrossSourceSignals = getOp({
  id: 'ListCrossSourceSignals',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-cross-source-signals',
  summary: 'Signals derived across datasets',
  description:
    'Signals derived at request time from the datasets this project holds: unrest surges per country (GDELT and ACLED unrest events), significant earthquakes (USGS), wildfire escalations per monitored area (NASA FIRMS), and composite escalations where two signal types fire in the same country. Each signal names its input datasets; the rule and thresholds are published in the intelligence service README. `missingInputs` lists what is not held, including the reference signal types this project has no dataset for.',
  query: Type.Object({}),
  response: ListCrossSourceSignalsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [...SIGNAL_INPUT_KEYS],
  availability: {
    kind: 'derived',
    from: [...SIGNAL_INPUT_KEYS],
    reason:
      'thresholds over unrest, earthquake and fire datasets held by this project (rule in the intelligence README)',
  },
});

/** GDELT's article sort orders. */
export const GDELT_SORTS = ['DateDesc', 'DateAsc', 'ToneDesc', 'ToneAsc', 'HybridRel'] as const;
/** Articles returned when `max_records` is absent or 0. */
export const DEFAULT_GDELT_RECORDS = 10;
/** Most articles GDELT returns for one ArtList query. */
export const MAX_GDELT_RECORDS = 250;
/** A GDELT timespan: a number and a unit (minutes, hours, days, weeks, months). */
export const GDELT_TIMESPAN_PATTERN = '^[1-9][0-9]{0,3}(min|h|hours|d|days|w|weeks|m|months)$';

export const GdeltArticleSchema = Type.Object({
  title: Type.Optional(Type.String({ description: 'Headline' })),
  url: Type.Optional(Type.String({ description: 'Article URL' })),
  source: Type.Optional(Type.String({ description: 'Domain of the publisher' })),
  date: Type.Optional(
    Type.String({ description: 'When GDELT saw it, as GDELT writes it (20240101T000000Z)' }),
  ),
  image: Type.Optional(Type.String({ description: 'Social-sharing image URL' })),
  language: Type.Optional(
    Type.String({ description: 'Language of the article (GDELT names it, e.g. English)' }),
  ),
  tone: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Left out: the article list does not carry a tone (use tone_filter)',
    }),
  ),
});

export const SearchGdeltDocumentsResponseSchema = Type.Object({
  articles: Type.Array(GdeltArticleSchema),
  query: Type.String({ description: 'The query sent to GDELT (with the tone filter appended)' }),
  error: Type.String({ description: 'Why there are no articles: empty on success' }),
});

/** The degraded body: GDELT gave no usable answer (not: nothing matched). */
export const searchGdeltUnavailable = (query: string, error: string) => ({ articles: [], query, error });

/** GET search-gdelt-documents. */
export const searchGdeltDocuments = getOp({
  id: 'SearchGdeltDocuments',
  service: SERVICE,
  tag: TAG,
  rpc: 'search-gdelt-documents',
  summary: 'Search world news (GDELT DOC 2.0)',
  description: `Full-text search of the world news GDELT monitored in the last three months, asked of the GDELT DOC 2.0 API at request time (answers reused for 15 minutes). \`query\` uses GDELT's syntax (phrases in quotes, OR, \`domain:\`, \`sourcecountry:\`, \`theme:\`); \`tone_filter\` (e.g. \`tone>5\`, \`tone<-5\`) is appended to it; \`timespan\` limits the search to the recent past (e.g. \`15min\`, \`24h\`, \`7d\`, \`3m\`; default: GDELT's three months); \`sort\` orders by date, tone or relevance; \`max_records\` (default ${DEFAULT_GDELT_RECORDS}, at most ${MAX_GDELT_RECORDS}). When GDELT refuses the query or does not answer, \`articles\` is empty and \`error\` says why.`,
  query: Type.Object({
    query: Type.String({ minLength: 1, maxLength: 500, description: 'GDELT search query' }),
    max_records: Type.Optional(
      Type.Integer({
        format: 'int32',
        minimum: 0,
        maximum: MAX_GDELT_RECORDS,
        description: 'Articles to return (0: the default)',
      }),
    ),
    timespan: Type.Optional(
      Type.String({ pattern: GDELT_TIMESPAN_PATTERN, description: 'Recent period searched, e.g. 24h' }),
    ),
    tone_filter: Type.Optional(
      Type.String({
        pattern: '^tone(>|<)-?[0-9]{1,2}(\\.[0-9]+)?$',
        description: 'Tone condition appended to the query, e.g. tone>5',
      }),
    ),
    sort: Type.Optional(
      StringEnum(GDELT_SORTS, {
        description: 'Order: DateDesc (default), DateAsc, ToneDesc, ToneAsc, HybridRel',
      }),
    ),
  }),
  response: SearchGdeltDocumentsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  providerSources: ['gdelt-doc'],
  exampleQuery: 'query=earthquake',
});

/** Our query of each reference topic (README). */
export const GDELT_TOPIC_QUERIES = {
  military: '(military OR troops OR "armed forces" OR airstrike)',
  cyber: '(cyberattack OR ransomware OR "data breach" OR hackers)',
  nuclear: '("nuclear weapon" OR "nuclear test" OR "uranium enrichment" OR warhead)',
  sanctions: '(sanctions OR embargo OR "export controls")',
  intelligence: '(espionage OR "intelligence agency" OR spy OR surveillance)',
  maritime: '(maritime OR shipping OR "naval" OR piracy)',
} as const;
export const GDELT_TOPICS = Object.keys(GDELT_TOPIC_QUERIES) as (keyof typeof GDELT_TOPIC_QUERIES)[];
/** Period of a topic timeline when `timespan` is absent. */
export const DEFAULT_TIMELINE_SPAN = '7d';

const TimelinePoint = Type.Object({
  date: Type.Optional(
    Type.String({ description: 'Time of the point as GDELT writes it (20240101T000000Z)' }),
  ),
  value: Type.Optional(
    Type.Number({ format: 'double', description: 'Share of monitored coverage (vol, %) or average tone' }),
  ),
});

export const GetGdeltTopicTimelineResponseSchema = Type.Object({
  topic: Type.String({ description: 'The topic asked for' }),
  vol: Type.Array(TimelinePoint, { description: 'Coverage volume: share of all monitored articles, %' }),
  tone: Type.Array(TimelinePoint, { description: 'Average tone of the matching articles' }),
  fetchedAt: Type.String({ description: 'When GDELT answered (ISO 8601); empty when it did not' }),
  error: Type.String({ description: 'Why a series is missing: empty on success' }),
});

/** The degraded body of a topic: no series. */
export const topicTimelineUnavailable = (topic: string, error: string) => ({
  topic,
  vol: [],
  tone: [],
  fetchedAt: '',
  error,
});

/** GET get-gdelt-topic-timeline. */
export const getGdeltTopicTimeline = getOp({
  id: 'GetGdeltTopicTimeline',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-gdelt-topic-timeline',
  summary: 'Coverage and tone timelines of a topic (GDELT DOC 2.0)',
  description: `How much of the world's news covers a topic and with what tone, asked of the GDELT DOC 2.0 API at request time (modes TimelineVol and TimelineTone; answers reused for 15 minutes). \`topic\` is one of ${GDELT_TOPICS.join(', ')}; each stands for a fixed GDELT query published in the intelligence README. \`timespan\` (beyond the reference; default ${DEFAULT_TIMELINE_SPAN}) sets the period. A series GDELT does not give is empty and \`error\` says why.`,
  query: Type.Object({
    topic: StringEnum(GDELT_TOPICS, { description: 'Topic id' }),
    timespan: Type.Optional(
      Type.String({ pattern: GDELT_TIMESPAN_PATTERN, description: 'Period, e.g. 24h or 7d' }),
    ),
  }),
  response: GetGdeltTopicTimelineResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  providerSources: ['gdelt-doc'],
  exampleQuery: 'topic=military',
});

/** The operations of this file. */
export const intelligenceGdeltOperations: readonly OperationDef[] = [
  getGdeltTopicTimeline,
  listCrossSourceSignals,
  searchGdeltDocuments,
];
