/**
 * Conflict operations of the events-and-people wave: UCDP GED events in the reference's record
 * shape (read from the conflict events snapshot), and the Iran events feed, which has no public
 * source (documented degraded body).
 */
import Type, { type Static } from 'typebox';
import { CountryCode, Cursor, Int32, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
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

/** The operations of this file, in path order. */
export const conflictEventsOperations: readonly OperationDef[] = [listIranEvents, listUcdpEvents];
