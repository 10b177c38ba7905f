/**
 * Conflict service contract (SPEC §4.5): the armed-conflict events dataset, open to anyone; its
 * operation, response schema and degraded body.
 */
import Type from 'typebox';
import { CountryCode, Cursor, Int32, PageSize, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { conflictEventsOperations } from './contract-events';
import { conflictKeys } from './data';

const SERVICE = 'conflict';
const TAG = 'Conflict';

/** Window of list-dataset-events when `start` is absent: this many days before `end`. */
export const DEFAULT_EVENT_WINDOW_DAYS = 30;

/** A WGS84 position in decimal degrees. */
export const ConflictLocationSchema = Type.Object({
  latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90 }),
  longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180 }),
});

/** One armed-conflict event (the reference's AcledConflictEvent record). */
export const ConflictEventSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Event identifier, prefixed with its dataset' }),
  eventType: Type.String({ description: 'Classification given by the dataset' }),
  country: Type.String({ description: 'Country name as the dataset gives it' }),
  location: ConflictLocationSchema,
  occurredAt: Type.Integer({ format: 'int64', description: 'Event date, Unix epoch milliseconds' }),
  fatalities: Int32({ description: 'Reported deaths (best estimate)' }),
  actors: Type.Array(Type.String(), { description: 'Named parties involved' }),
  source: Type.String({ description: 'Original source of the report' }),
  admin1: Type.Optional(Type.String({ description: 'First-level administrative region' })),
});

/** The page of list-dataset-events; its empty page is the degraded answer: no events have been loaded. @see SPEC §7 (`X-Data-Status: unavailable`) */
export const DATASET_EVENTS_PAGE = pagedList('events', ConflictEventSchema);

/** GET list-dataset-events (public). */
export const listDatasetEvents = getOp({
  id: 'ListDatasetEvents',
  exampleQuery: 'country=UA',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-dataset-events',
  summary: 'Armed-conflict events',
  description: `Georeferenced armed-conflict events between \`start\` and \`end\` (both inclusive, Unix epoch milliseconds or ISO 8601; \`end\` defaults to now and \`start\` to ${DEFAULT_EVENT_WINDOW_DAYS} days before \`end\`), optionally in one country, newest first. No credentials needed. \`page_size\` and \`cursor\` are validated but have no effect yet: every matching event is returned.`,
  query: Type.Object({
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    country: Type.Optional(CountryCode('An ISO 3166-1 alpha-2 country code in upper case (e.g. UA)')),
  }),
  response: DATASET_EVENTS_PAGE.schema,
  access: 'public',
  cacheTier: 'medium',
  rateLimitClass: 'client-ip',
  snapshotKeys: [conflictKeys.conflictEvents.name],
});

/** Every conflict operation. */
export const conflictOperations: readonly OperationDef[] = [listDatasetEvents, ...conflictEventsOperations];
