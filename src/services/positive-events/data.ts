/**
 * Data schemas and snapshot keys of the positive-events dataset: places named by GDELT GKG
 * articles of clearly positive tone on constructive themes (the selection rule is in the README),
 * one entry per place, category and 15-minute batch.
 */
import Type, { type Static } from 'typebox';
import { ISO2_PATTERN, StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Categories of positive news, from GKG themes (README). */
export const POSITIVE_CATEGORIES = [
  'science',
  'health',
  'environment',
  'education',
  'economy',
  'culture',
  'community',
] as const;
export type PositiveCategory = (typeof POSITIVE_CATEGORIES)[number];

/** Articles of one batch naming one place in one category. */
export const PositiveGeoRecordSchema = Type.Object({
  name: Type.String({ minLength: 1, description: 'Place as GDELT geocodes it (ActionGeo-style full name)' }),
  countryCode: Type.Optional(Type.String({ pattern: ISO2_PATTERN })),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  category: StringEnum(POSITIVE_CATEGORIES),
  /** Articles of the batch selected for this place and category. */
  count: Type.Integer({ minimum: 1 }),
  /** The batch time, Unix epoch ms. */
  batchAt: Type.Integer({ minimum: 0 }),
  /** The articles' URLs (at most a few). */
  urls: Type.Array(Type.String()),
});
export type PositiveGeoRecord = Static<typeof PositiveGeoRecordSchema>;

/** The entries of the batches of the rolling window, newest batch first. */
export const PositiveGeoDataSchema = Type.Object({
  batchAt: Type.String({ description: 'The newest batch read, ISO 8601' }),
  events: Type.Array(PositiveGeoRecordSchema),
});
export type PositiveGeoData = Static<typeof PositiveGeoDataSchema>;

/** Positive-events snapshot keys. */
export const positiveEventsKeys = {
  geoEvents: defineSnapshotKey({
    name: 'positive-events:gdelt-geo',
    schema: PositiveGeoDataSchema,
    description: 'Places in positive-tone GDELT GKG articles on constructive themes, rolling 24 h',
    countRecords: (d) => d.events.length,
  }),
} as const;
