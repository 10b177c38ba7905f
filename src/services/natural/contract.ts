/**
 * Natural service contract: list-natural-events (public, as the reference declares it), its query,
 * the NaturalEvent record with the reference's field names, and the degraded body.
 */
import Type, { type Static } from 'typebox';
import { Cursor, Int32, PageSize, Repeated, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { climateKeys } from '../climate/data';
import { naturalKeys } from './data';

const SERVICE = 'natural';
const TAG = 'Natural';

/** EONET category ids the service can answer (what the merged datasets hold). */
export const NATURAL_CATEGORIES = ['severeStorms', 'wildfires', 'floods', 'drought', 'tempExtremes'] as const;
/** One of NATURAL_CATEGORIES. */
export type NaturalCategory = (typeof NATURAL_CATEGORIES)[number];
/** The upstreams an event can come from, as the `source` filter names them. */
export const NATURAL_SOURCES = ['eonet', 'gdacs', 'nhc'] as const;
/** One of NATURAL_SOURCES. */
export type NaturalSource = (typeof NATURAL_SOURCES)[number];
/** Largest `days` accepted (ten years). */
export const MAX_EVENT_DAYS = 3650;

const Double = (options: Record<string, unknown> = {}) => Type.Number({ format: 'double', ...options });
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });
const Latitude = (description: string) => Type.Optional(Double({ minimum: -90, maximum: 90, description }));
const Longitude = (description: string) =>
  Type.Optional(Double({ minimum: -180, maximum: 180, description }));

/** A position of a ring or track. */
export const CoordinateSchema = Type.Object({ lat: Double(), lon: Double() });
/** One closed ring of a forecast cone. */
export const CoordRingSchema = Type.Object({ points: Type.Array(CoordinateSchema) });
/** One forecast position of a storm. */
export const ForecastPointSchema = Type.Object({
  category: Type.Optional(Int32()),
  hour: Type.Optional(Int32({ description: 'Hours after the advisory' })),
  lat: Type.Optional(Double()),
  lon: Type.Optional(Double()),
  windKt: Type.Optional(Int32()),
});
/** One past position of a storm. */
export const PastTrackPointSchema = Type.Object({
  lat: Type.Optional(Double()),
  lon: Type.Optional(Double()),
  timestamp: Type.Optional(EpochMs('Time of the position, Unix epoch ms')),
  windKt: Type.Optional(Int32()),
});

/** What one agency says about a storm, kept apart from the others (wind periods differ). */
export const CycloneAgencyObservationSchema = Type.Object({
  agency: Type.String({ description: 'NHC, GDACS or EONET' }),
  agencyId: Type.String({ description: "The agency's own id of the storm" }),
  classification: Type.Optional(Type.String()),
  lat: Double(),
  lon: Double(),
  observedAt: Type.Optional(EpochMs('Time of the observation (NHC advisory), Unix epoch ms')),
  pressureMb: Type.Optional(Int32()),
  sourceName: Type.String(),
  sourceUrl: Type.Optional(Type.String()),
  status: Type.String({ description: 'active or closed' }),
  windAveragingPeriodMinutes: Type.Optional(Int32()),
  windKt: Type.Optional(Int32()),
});

/** One natural event: an EONET or GDACS event, an NHC storm, or one storm several of them report. */
export const NaturalEventSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'EONET id, gdacs-<type>-<id> or nhc-<ATCF id>' }),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  category: StringEnum(NATURAL_CATEGORIES, { description: 'EONET category id' }),
  categoryTitle: Type.String(),
  lat: Double({ minimum: -90, maximum: 90 }),
  lon: Double({ minimum: -180, maximum: 180 }),
  date: EpochMs('Start of the event (EONET, GDACS) or time of the advisory (NHC), Unix epoch ms'),
  magnitude: Type.Optional(Double({ description: 'Maximum sustained wind of an NHC storm' })),
  magnitudeUnit: Type.Optional(Type.String()),
  sourceUrl: Type.Optional(Type.String()),
  sourceName: Type.String({ description: 'NASA EONET, GDACS or NHC (the record the event is placed by)' }),
  closed: Type.Boolean({ description: 'True when the source marks the event as over' }),
  stormId: Type.Optional(Type.String({ description: 'NHC ATCF id (upper case) or gdacs-TC-<id>' })),
  stormName: Type.Optional(Type.String()),
  basin: Type.Optional(Type.String({ description: 'AL, EP or CP (NHC storms)' })),
  stormCategory: Type.Optional(Int32({ description: 'Saffir-Simpson category, 0 below hurricane strength' })),
  classification: Type.Optional(Type.String()),
  windKt: Type.Optional(Int32({ description: 'Maximum sustained (1-minute) wind, kt' })),
  pressureMb: Type.Optional(Int32()),
  movementDir: Type.Optional(Int32({ description: 'Direction of motion, degrees' })),
  movementSpeedKt: Type.Optional(Int32()),
  forecastTrack: Type.Optional(
    Type.Array(ForecastPointSchema, { description: 'Not published yet: no source feeds it' }),
  ),
  conePolygon: Type.Optional(
    Type.Array(CoordRingSchema, { description: 'Not published yet: no source feeds it' }),
  ),
  pastTrack: Type.Optional(
    Type.Array(PastTrackPointSchema, { description: 'Not published yet: no source feeds it' }),
  ),
  canonicalId: Type.Optional(
    Type.String({ description: 'One id of a storm across agencies (<agency>:<id>)' }),
  ),
  canonicalAliases: Type.Optional(Type.Array(Type.String(), { description: 'Normalised storm names' })),
  matchingConfidence: Type.Optional(Type.String({ description: 'alias-bounded or single-source' })),
  windAveragingPeriodMinutes: Type.Optional(Int32()),
  agencyObservations: Type.Optional(Type.Array(CycloneAgencyObservationSchema)),
});
/** One event of the response. */
export type NaturalEvent = Static<typeof NaturalEventSchema>;

/** The page of list-natural-events; its empty page is the degraded answer: no source has been loaded. @see DESIGN §4 (`dataAvailable: false`) */
export const NATURAL_EVENTS_PAGE = pagedList('events', NaturalEventSchema, {
  extra: {
    properties: {
      dataAvailable: Type.Boolean({
        description: 'False when no source snapshot exists (events is then empty)',
      }),
      fetchedAt: EpochMs('Date of the oldest source snapshot used, Unix epoch ms; 0 when none exists'),
    },
    empty: { dataAvailable: false, fetchedAt: 0 },
    beforePagination: true,
  },
});

/** GET /api/natural/v1/list-natural-events (public). */
export const listNaturalEvents = getOp({
  id: 'ListNaturalEvents',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-natural-events',
  summary: 'Natural events: wildfires, storms, floods, droughts and heat',
  description:
    "Open natural events from NASA EONET and GDACS with the active tropical cyclones of NOAA's National Hurricane Center, newest `date` first, one record per storm when several sources report it. Filters: `category` and `source` (repeatable), a time window on `date` (`start`/`end`, inclusive, epoch ms or ISO 8601, or `days` back from now), a bounding box (all four corners; `sw_lon` greater than `ne_lon` crosses the antimeridian). Without a window, every event of the latest snapshots. Pages of `page_size`; pass `pagination.nextCursor` as `cursor` for the next. No credentials needed. An empty list with `dataAvailable: false` and `fetchedAt: 0` means no data has been loaded, not that nothing is happening.",
  query: Type.Object({
    days: Type.Optional(
      Int32({
        minimum: 1,
        maximum: MAX_EVENT_DAYS,
        description: 'Events dated in the last N days (not with start)',
      }),
    ),
    start: Type.Optional(TimeParam('the earliest event date, inclusive')),
    end: Type.Optional(TimeParam('the latest event date, inclusive')),
    category: Type.Optional(
      Repeated(StringEnum(NATURAL_CATEGORIES), {
        maxItems: NATURAL_CATEGORIES.length,
        description: 'EONET categories to return (repeat the parameter for several)',
      }),
    ),
    source: Type.Optional(
      Repeated(StringEnum(NATURAL_SOURCES), {
        maxItems: NATURAL_SOURCES.length,
        description: 'Only events one of these sources reports (repeat the parameter for several)',
      }),
    ),
    sw_lat: Latitude('South-west corner latitude'),
    sw_lon: Longitude('South-west corner longitude'),
    ne_lat: Latitude('North-east corner latitude'),
    ne_lon: Longitude('North-east corner longitude'),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
  }),
  response: NATURAL_EVENTS_PAGE.schema,
  access: 'public',
  cacheTier: 'medium',
  rateLimitClass: 'client-ip',
  snapshotKeys: [
    climateKeys.disastersEonet.name,
    climateKeys.disastersGdacs.name,
    naturalKeys.stormsNhc.name,
  ],
});

/** Every natural operation. */
export const naturalOperations: readonly OperationDef[] = [listNaturalEvents];
