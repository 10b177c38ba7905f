/**
 * Unrest service contract: protest, riot and strike events from GDELT 2.0 (and ACLED where it is
 * configured), open to anyone; its operation, response schema and degraded body.
 */
import Type from 'typebox';
import { CountryCode, Cursor, Int32, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { conflictKeys } from '../conflict/data';
import { unrestKeys } from './data';

const SERVICE = 'unrest';
const TAG = 'Unrest';

export const SEVERITY_LEVELS = [
  'SEVERITY_LEVEL_UNSPECIFIED',
  'SEVERITY_LEVEL_LOW',
  'SEVERITY_LEVEL_MEDIUM',
  'SEVERITY_LEVEL_HIGH',
] as const;
export const CONFIDENCE_LEVELS = [
  'CONFIDENCE_LEVEL_UNSPECIFIED',
  'CONFIDENCE_LEVEL_LOW',
  'CONFIDENCE_LEVEL_MEDIUM',
  'CONFIDENCE_LEVEL_HIGH',
] as const;
export const UNREST_EVENT_TYPES = [
  'UNREST_EVENT_TYPE_UNSPECIFIED',
  'UNREST_EVENT_TYPE_PROTEST',
  'UNREST_EVENT_TYPE_RIOT',
  'UNREST_EVENT_TYPE_STRIKE',
  'UNREST_EVENT_TYPE_DEMONSTRATION',
  'UNREST_EVENT_TYPE_CIVIL_UNREST',
] as const;
export const UNREST_SOURCE_TYPES = [
  'UNREST_SOURCE_TYPE_UNSPECIFIED',
  'UNREST_SOURCE_TYPE_ACLED',
  'UNREST_SOURCE_TYPE_GDELT',
  'UNREST_SOURCE_TYPE_RSS',
] as const;

const Epoch = (description: string) => Type.Integer({ format: 'int64', description });
const LatitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -90, maximum: 90, description });
const LongitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -180, maximum: 180, description });

/** One unrest event. */
export const UnrestEventSchema = Type.Object({
  id: Type.String({
    minLength: 1,
    description: 'Event identifier, prefixed with its dataset (gdelt-, acled-)',
  }),
  title: Type.Optional(Type.String({ description: 'Headline; left out (neither dataset carries one)' })),
  summary: Type.Optional(
    Type.String({ description: 'Short description; left out (neither dataset carries one)' }),
  ),
  eventType: Type.Optional(StringEnum(UNREST_EVENT_TYPES)),
  city: Type.Optional(Type.String({ description: 'City or place, when the event is geocoded to one' })),
  country: Type.Optional(
    Type.String({
      description: 'ISO 3166-1 alpha-2 code of the country, else its name as the dataset gives it',
    }),
  ),
  region: Type.Optional(Type.String({ description: 'First-level administrative region' })),
  location: Type.Optional(
    Type.Object({
      latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90 }),
      longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180 }),
    }),
  ),
  occurredAt: Type.Optional(Epoch('Day of the event (00:00 UTC), Unix epoch milliseconds')),
  severity: Type.Optional(StringEnum(SEVERITY_LEVELS)),
  fatalities: Type.Optional(Int32({ description: 'Reported deaths (ACLED only)' })),
  sources: Type.Optional(
    Type.Array(Type.String(), { description: 'Where the report came from (news site, ACLED source)' }),
  ),
  sourceType: Type.Optional(StringEnum(UNREST_SOURCE_TYPES)),
  tags: Type.Optional(
    Type.Array(Type.String(), { description: 'Dataset codes (CAMEO event code, ACLED event type)' }),
  ),
  actors: Type.Optional(Type.Array(Type.String(), { description: 'Named parties' })),
  confidence: Type.Optional(StringEnum(CONFIDENCE_LEVELS)),
  sourceUrls: Type.Optional(Type.Array(Type.String(), { description: 'Article URLs (GDELT)' })),
});

/** Events of one country and region on the page, grouped. */
export const UnrestClusterSchema = Type.Object({
  id: Type.Optional(Type.String({ description: 'cluster-<country>-<region>' })),
  country: Type.Optional(Type.String()),
  region: Type.Optional(Type.String()),
  eventCount: Type.Optional(Int32({ description: 'Events of the page in the cluster' })),
  events: Type.Optional(Type.Array(UnrestEventSchema)),
  severity: Type.Optional(StringEnum(SEVERITY_LEVELS)),
  startAt: Type.Optional(Epoch('Earliest event of the cluster, Unix epoch milliseconds')),
  endAt: Type.Optional(Epoch('Latest event of the cluster, Unix epoch milliseconds')),
  primaryCause: Type.Optional(Type.String({ description: 'Left out: no dataset states a cause' })),
});

/** The page; its empty page is the degraded answer (no events loaded, not: no unrest). */
export const UNREST_EVENTS_PAGE = pagedList('events', UnrestEventSchema, {
  items: { description: 'Newest first' },
  extra: {
    properties: {
      clusters: Type.Array(UnrestClusterSchema, {
        description: "The page's events grouped by country and region (groups of two or more)",
      }),
    },
    empty: { clusters: [] },
    beforePagination: true,
  },
});

/** GET list-unrest-events (public). */
export const listUnrestEvents = getOp({
  id: 'ListUnrestEvents',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-unrest-events',
  summary: 'Protests, riots and strikes',
  description:
    'Geocoded protest, riot and strike events: GDELT 2.0 events coded CAMEO 14 from the news every 15 minutes (the last 7 days), and ACLED demonstrations where the operator configured ACLED; `sourceType` says which. Newest first, in pages of `page_size` (pass `pagination.nextCursor` as `cursor`). `start`/`end` (inclusive, Unix epoch milliseconds or ISO 8601) keep events dated within the window, `country` one ISO 3166-1 alpha-2 country, `min_severity` events at least that severe, and the bounding box (`sw_lat`, `sw_lon`, `ne_lat`, `ne_lon`, all four together) events inside it. Without `start`/`end` every event held is listed. `clusters` groups the page by country and region. No credentials needed.',
  query: Type.Object({
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    country: Type.Optional(CountryCode('An ISO 3166-1 alpha-2 country code in upper case (e.g. IN)')),
    min_severity: Type.Optional(
      StringEnum(['SEVERITY_LEVEL_LOW', 'SEVERITY_LEVEL_MEDIUM', 'SEVERITY_LEVEL_HIGH'] as const),
    ),
    ne_lat: Type.Optional(LatitudeParam('North-east corner of the bounding box: latitude, degrees')),
    ne_lon: Type.Optional(LongitudeParam('North-east corner of the bounding box: longitude, degrees')),
    sw_lat: Type.Optional(LatitudeParam('South-west corner of the bounding box: latitude, degrees')),
    sw_lon: Type.Optional(LongitudeParam('South-west corner of the bounding box: longitude, degrees')),
  }),
  response: UNREST_EVENTS_PAGE.schema,
  access: 'public',
  cacheTier: 'medium',
  rateLimitClass: 'client-ip',
  snapshotKeys: [unrestKeys.gdeltEvents.name, conflictKeys.acledUnrest.name],
});

/** Every unrest operation. */
export const unrestOperations: readonly OperationDef[] = [listUnrestEvents];
