/**
 * Positive-events service contract: places of positive news (GDELT GKG tone and themes), with the
 * response schema and the degraded body.
 */
import Type, { type Static } from 'typebox';
import { CountryCode, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { POSITIVE_CATEGORIES, positiveEventsKeys } from './data';

const LatitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -90, maximum: 90, description });
const LongitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -180, maximum: 180, description });

/** One place of positive news in one category. */
export const PositiveGeoEventSchema = Type.Object({
  latitude: Type.Optional(Type.Number({ format: 'double' })),
  longitude: Type.Optional(Type.Number({ format: 'double' })),
  name: Type.Optional(Type.String({ description: 'Place as GDELT geocodes it ("City, Region, Country")' })),
  count: Type.Optional(
    Type.Integer({ format: 'int32', description: 'Selected articles naming the place in the window' }),
  ),
  timestamp: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Newest batch that named it, Unix epoch milliseconds' }),
  ),
  category: Type.Optional(Type.String({ description: `One of ${POSITIVE_CATEGORIES.join(', ')}` })),
});

export const ListPositiveGeoEventsResponseSchema = Type.Object({
  events: Type.Array(PositiveGeoEventSchema, { description: 'Most articles first' }),
  fetchedAt: Type.Integer({
    format: 'int64',
    description:
      'Date of the data (the newest GDELT batch read), Unix epoch milliseconds; 0 when none is available',
  }),
  stale: Type.Boolean({ description: 'True when the data is older than three 15-minute batches' }),
});

/** The degraded body: no batch has been read (not: no positive news). */
export const POSITIVE_GEO_UNAVAILABLE: Static<typeof ListPositiveGeoEventsResponseSchema> = {
  events: [],
  fetchedAt: 0,
  stale: true,
};

/** GET list-positive-geo-events. */
export const listPositiveGeoEvents = getOp({
  id: 'ListPositiveGeoEvents',
  service: 'positive-events',
  tag: 'Positive Events',
  rpc: 'list-positive-geo-events',
  summary: 'Places in positive news',
  description:
    'Places named by news articles of clearly positive tone on constructive themes (science, health, environment, education, economy, culture, community), from the GDELT 2.0 Global Knowledge Graph of the last 24 hours; one entry per place and category with its article count, most articles first. The selection rule (tone at least +3, excluded themes, theme → category) is published in the service README. Optional filters: `category`, `country` (ISO 3166-1 alpha-2), `start`/`end` (batch time, inclusive, Unix epoch milliseconds or ISO 8601) and a bounding box (`sw_lat`, `sw_lon`, `ne_lat`, `ne_lon`, all four together).',
  query: Type.Object({
    category: Type.Optional(StringEnum(POSITIVE_CATEGORIES)),
    country: Type.Optional(CountryCode('An ISO 3166-1 alpha-2 country code in upper case (e.g. US)')),
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    ne_lat: Type.Optional(LatitudeParam('North-east corner of the bounding box: latitude, degrees')),
    ne_lon: Type.Optional(LongitudeParam('North-east corner of the bounding box: longitude, degrees')),
    sw_lat: Type.Optional(LatitudeParam('South-west corner of the bounding box: latitude, degrees')),
    sw_lon: Type.Optional(LongitudeParam('South-west corner of the bounding box: longitude, degrees')),
  }),
  response: ListPositiveGeoEventsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [positiveEventsKeys.geoEvents.name],
});

export const positiveEventsOperations: readonly OperationDef[] = [listPositiveGeoEvents];
