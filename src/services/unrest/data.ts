/**
 * Data schemas and snapshot keys of the unrest datasets: protest and riot events coded by GDELT
 * 2.0 from the news (CAMEO root 14), one record per event, newest first. ACLED's demonstrations
 * are the conflict service's dataset (`conflict:acled-unrest`), merged at request time.
 */
import Type, { type Static } from 'typebox';
import { ISO2_PATTERN, StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** Kinds of unrest an event can be (the reference's UnrestEventType without its prefix). */
export const UNREST_KINDS = ['protest', 'riot', 'strike', 'demonstration', 'civil_unrest'] as const;
/** Three-tier scale of severity and confidence. */
export const LEVELS = ['low', 'medium', 'high'] as const;
export type Level = (typeof LEVELS)[number];

/** One unrest event, as stored. */
export const UnrestEventRecordSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Dataset-prefixed id, e.g. gdelt-1314546200' }),
  source: Type.Union([Type.Literal('gdelt'), Type.Literal('acled')]),
  kind: StringEnum(UNREST_KINDS),
  /** Event date, Unix epoch ms (00:00 UTC of the day the dataset gives). */
  occurredAt: Type.Integer({ minimum: 0 }),
  country: Type.String({ description: 'Country name as the dataset gives it' }),
  countryCode: Type.Optional(Type.String({ pattern: ISO2_PATTERN })),
  region: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  location: Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  }),
  severity: StringEnum(LEVELS),
  confidence: StringEnum(LEVELS),
  actors: Type.Array(Type.String({ minLength: 1 })),
  fatalities: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Dataset codes of the event (CAMEO code, ACLED sub-event type). */
  tags: Type.Array(Type.String()),
  /** Where the report came from (news domain, ACLED's source field). */
  sources: Type.Array(Type.String()),
  sourceUrls: Type.Array(Type.String()),
  /** Unix epoch ms the dataset added the event (GDELT DATEADDED); absent for ACLED. */
  addedAt: Type.Optional(Type.Integer({ minimum: 0 })),
});
/** One stored unrest event. */
export type UnrestEventRecord = Static<typeof UnrestEventRecordSchema>;

/** The GDELT unrest events of the rolling window, newest first (`occurredAt`, then id). */
export const UnrestEventsDataSchema = Type.Object({
  /** The newest batch read, ISO 8601 (the snapshot's date). */
  batchAt: Type.String(),
  events: Type.Array(UnrestEventRecordSchema),
});
export type UnrestEventsData = Static<typeof UnrestEventsDataSchema>;

/** Sort key of an event (newest first, then id). */
export const unrestEventKey = (e: UnrestEventRecord): SortKey => ({ time: e.occurredAt, id: e.id });

/** Unrest snapshot keys. */
export const unrestKeys = {
  gdeltEvents: defineSnapshotKey({
    name: 'unrest:gdelt-events',
    schema: UnrestEventsDataSchema,
    description: 'Protest and riot events coded by GDELT 2.0 (CAMEO root 14), rolling window',
    countRecords: (d) => d.events.length,
  }),
} as const;
