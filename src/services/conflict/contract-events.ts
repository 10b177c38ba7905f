/**
 * Conflict operations of the events-and-people wave: UCDP GED events in the reference's record
 * shape (read from the conflict events snapshot), and the Iran events feed, which has no public
 * source (documented degraded body).
 */
import Type, { type Static } from 'typebox';
import { CountryCode, Cursor, Int32, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { BATCH_ERROR_STATUSES, getOp, type OperationDef, postOp } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { conflictKeys } from './data';

const SERVICE = 'conflict';
const TAG = 'Conflict';

/** UCDP's violence types as the reference names them. */
export const UCDP_VIOLENCE_TYPES = [
  'UCDP_VIOLENCE_TYPE_UNSPECIFIED',
  'UCDP_VIOLENCE_TYPE_STATE_BASED',
  'UCDP_VIOLENCE_TYPE_NON_STATE',
  'UCDP_VIOLENCE_TYPE_ONE_SIDED',
] as const;

/** One UCDP GED event. */
export const UcdpViolenceEventSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'UCDP GED event id' }),
  dateStart: Type.Optional(
    Type.Integer({
      format: 'int64',
      description: 'First day of the event (00:00 UTC), Unix epoch milliseconds',
    }),
  ),
  dateEnd: Type.Optional(
    Type.Integer({
      format: 'int64',
      description: 'Last day of the event; left out (the snapshot keeps the first day only)',
    }),
  ),
  location: Type.Optional(
    Type.Object({
      latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90 }),
      longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180 }),
    }),
  ),
  country: Type.Optional(Type.String({ description: "Country as UCDP names it (e.g. 'DR Congo (Zaire)')" })),
  sideA: Type.Optional(Type.String({ description: 'Side A of the dyad' })),
  sideB: Type.Optional(Type.String({ description: 'Side B of the dyad' })),
  deathsBest: Type.Optional(Int32({ description: 'Best estimate of deaths' })),
  deathsLow: Type.Optional(Int32({ description: 'Low estimate; left out (not kept by the snapshot)' })),
  deathsHigh: Type.Optional(Int32({ description: 'High estimate; left out (not kept by the snapshot)' })),
  violenceType: Type.Optional(StringEnum(UCDP_VIOLENCE_TYPES)),
  sourceOriginal: Type.Optional(Type.String({ description: 'Original source of the report' })),
});

/** The page; its empty page is the degraded body (no UCDP events loaded). */
export const UCDP_EVENTS_PAGE = pagedList('events', UcdpViolenceEventSchema, {
  items: { description: 'Newest first' },
});

/** GET list-ucdp-events. */
export const listUcdpEvents = getOp({
  id: 'ListUcdpEvents',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-ucdp-events',
  summary: 'UCDP georeferenced violence events',
  description:
    "Events of organised violence from the UCDP Georeferenced Event Dataset (the candidate release of the last 90 days, read with the operator's UCDP token), newest first, in pages of `page_size` (pass `pagination.nextCursor` as `cursor`). `start`/`end` (inclusive, Unix epoch milliseconds or ISO 8601) keep events whose first day lies in the window, `country` one ISO 3166-1 alpha-2 country. Without `start`/`end` every event held is listed.",
  query: Type.Object({
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    country: Type.Optional(CountryCode('An ISO 3166-1 alpha-2 country code in upper case (e.g. SD)')),
  }),
  response: UCDP_EVENTS_PAGE.schema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [conflictKeys.conflictEvents.name],
});

/** One Iran event as the reference's feed carried it. */
export const IranEventSchema = Type.Object({
  id: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
  sourceUrl: Type.Optional(Type.String()),
  latitude: Type.Optional(Type.Number({ format: 'double' })),
  longitude: Type.Optional(Type.Number({ format: 'double' })),
  locationName: Type.Optional(Type.String()),
  timestamp: Type.Optional(
    Type.String({ format: 'int64', description: 'Unix epoch milliseconds, as a string' }),
  ),
  severity: Type.Optional(Type.String()),
});

export const ListIranEventsResponseSchema = Type.Object({
  events: Type.Array(IranEventSchema),
  scrapedAt: Type.String({ format: 'int64', description: 'Always "0": no feed is read' }),
});

/** The documented degraded body: no events, `scrapedAt` "0". */
export const IRAN_EVENTS_UNAVAILABLE: Static<typeof ListIranEventsResponseSchema> = {
  events: [],
  scrapedAt: '0',
};

/** GET list-iran-events. */
export const listIranEvents = getOp({
  id: 'ListIranEvents',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-iran-events',
  summary: 'Iran conflict events (no public source)',
  description:
    'Routed for the reference\'s clients and always degraded: the reference filled it by hand from a private scrape of a third-party live map and switched it off; no public upstream publishes these records. The answer is always `{"events": [], "scrapedAt": "0"}` with `X-Data-Status: unavailable`.',
  query: Type.Object({}),
  response: ListIranEventsResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: {
    kind: 'no-public-source',
    reason:
      "the reference's feed was a hand-loaded dump of a private LiveUAMap scrape, switched off; no public upstream",
  },
});

/** One country's humanitarian summary (HDX HAPI conflict events of its latest month). */
export const HumanitarianCountrySummarySchema = Type.Object({
  countryCode: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2' })),
  countryName: Type.Optional(Type.String({ description: 'Country name as HDX gives it' })),
  conflictEventsTotal: Type.Optional(
    Int32({ description: 'Political violence, civilian targeting and demonstration events of the month' }),
  ),
  conflictPoliticalViolenceEvents: Type.Optional(
    Int32({ description: 'Political violence + civilian targeting events' }),
  ),
  conflictFatalities: Type.Optional(
    Int32({ description: 'Fatalities of political violence and civilian targeting' }),
  ),
  conflictDemonstrations: Type.Optional(Int32({ description: 'Demonstration events' })),
  referencePeriod: Type.Optional(Type.String({ description: 'First day of the month (YYYY-MM-DD)' })),
  updatedAt: Type.Optional(
    Type.Integer({
      format: 'int64',
      description: 'Left out: HAPI rows carry no update time (the answer is dated by X-Data-Fetched-At)',
    }),
  ),
});
export type HumanitarianCountrySummary = Static<typeof HumanitarianCountrySummarySchema>;

export const GetHumanitarianSummaryResponseSchema = Type.Object({
  summary: Type.Optional(HumanitarianCountrySummarySchema),
});
/** The degraded body: no summaries loaded (not: no conflict). */
export const HUMANITARIAN_UNAVAILABLE: Static<typeof GetHumanitarianSummaryResponseSchema> = {};

export const getHumanitarianSummary = getOp({
  id: 'GetHumanitarianSummary',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-humanitarian-summary',
  summary: 'Humanitarian conflict summary of a country (HDX HAPI)',
  description:
    "Conflict events, fatalities and demonstrations of a country's latest month in the Humanitarian Data Exchange's HAPI (ACLED-derived monthly counts), read daily with the operator's free HAPI app identifier. `summary` is absent when HAPI has no figures for the country.",
  query: Type.Object({
    country_code: CountryCode('ISO 3166-1 alpha-2 country code in upper case (e.g. YE)'),
  }),
  response: GetHumanitarianSummaryResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [conflictKeys.humanitarian.name],
  exampleQuery: 'country_code=YE',
});

/** Most countries in one batch. */
export const MAX_HUMANITARIAN_BATCH = 25;

export const GetHumanitarianSummaryBatchRequestSchema = Type.Object({
  countryCodes: Type.Optional(
    Type.Array(CountryCode('ISO 3166-1 alpha-2 country code in upper case'), {
      minItems: 1,
      maxItems: MAX_HUMANITARIAN_BATCH,
      description: 'Countries to look up (optional as in the reference: absent asks for none)',
    }),
  ),
});
export const GetHumanitarianSummaryBatchResponseSchema = Type.Object({
  results: Type.Record(Type.String(), HumanitarianCountrySummarySchema, {
    description: 'Summary per requested country that has one, keyed by its code',
  }),
  fetched: Int32({ description: 'Countries with a summary' }),
  requested: Int32({ description: 'Distinct countries requested' }),
});
/** The degraded body of the batch: no summaries loaded. */
export const HUMANITARIAN_BATCH_UNAVAILABLE = (requested: number) => ({ results: {}, fetched: 0, requested });

export const getHumanitarianSummaryBatch = postOp({
  id: 'GetHumanitarianSummaryBatch',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-humanitarian-summary-batch',
  summary: 'Humanitarian conflict summaries of several countries (HDX HAPI)',
  description: `The summaries of get-humanitarian-summary for up to ${MAX_HUMANITARIAN_BATCH} countries in one call. Each distinct country counts as one request against the caller's rate limit. With an \`Idempotency-Key\` header, a retry with the same key and body replays the first answer.`,
  body: GetHumanitarianSummaryBatchRequestSchema,
  response: GetHumanitarianSummaryBatchResponseSchema,
  access: 'key',
  cacheTier: 'none',
  rateLimitClass: 'caller',
  snapshotKeys: [conflictKeys.humanitarian.name],
  routed: true,
  errorStatuses: BATCH_ERROR_STATUSES,
});

/** The operations of this file, in path order. */
export const conflictEventsOperations: readonly OperationDef[] = [
  getHumanitarianSummary,
  getHumanitarianSummaryBatch,
  listIranEvents,
  listUcdpEvents,
];
