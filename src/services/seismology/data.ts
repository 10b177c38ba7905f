/**
 * Data schemas and snapshot keys of the seismology datasets: the events of one USGS GeoJSON
 * summary feed, as the feed states them (no derived field is stored).
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** PAGER alert levels USGS publishes (`properties.alert`). */
export const PAGER_ALERTS = ['green', 'yellow', 'orange', 'red'] as const;
/** One PAGER alert level. */
export type PagerAlert = (typeof PAGER_ALERTS)[number];

/** One seismic event of a USGS summary feed. */
export const EarthquakeRecordSchema = Type.Object({
  /** The feed's event id (`us7000t23e`): network code + event code. */
  id: Type.String({ minLength: 1, maxLength: 100 }),
  place: Type.Optional(Type.String()),
  /** Preferred magnitude; absent when the feed gives none. */
  magnitude: Type.Optional(Type.Number()),
  /** Method of the magnitude (`ml`, `mb`, `mww`, ...). */
  magnitudeType: Type.Optional(Type.String()),
  /** Origin time, Unix epoch ms. */
  occurredAt: Type.Integer(),
  /** Last revision of the event, Unix epoch ms. */
  updatedAt: Type.Optional(Type.Integer()),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  /** Depth below the surface, km (negative: above sea level). */
  depthKm: Type.Optional(Type.Number()),
  /** USGS event page. */
  sourceUrl: Type.Optional(Type.String()),
  /** Event type (`earthquake`, `quarry blast`, `explosion`, ...). */
  eventType: Type.Optional(Type.String()),
  /** Review status (`automatic`, `reviewed`, `deleted`). */
  status: Type.Optional(Type.String()),
  /** PAGER alert level, when PAGER has assessed the event. */
  alert: Type.Optional(StringEnum(PAGER_ALERTS)),
  /** USGS significance (`sig`): magnitude, maximum intensity, felt reports and estimated impact. */
  significance: Type.Optional(Type.Integer({ minimum: 0 })),
  /** True when the event lies in a region where USGS flags tsunami information. */
  tsunami: Type.Optional(Type.Boolean()),
});
/** One stored event. */
export type EarthquakeRecord = Static<typeof EarthquakeRecordSchema>;

/** An event's place in the stored and listed order: newest origin time first, then id. */
export const earthquakeKey = (e: EarthquakeRecord): SortKey => ({ time: e.occurredAt, id: e.id });

/** The events of the feed read (in `earthquakeKey` order), with the feed's own title and address. */
export const EarthquakesDataSchema = Type.Object({
  feed: Type.Object({
    title: Type.Optional(Type.String()),
    url: Type.Optional(Type.String()),
  }),
  earthquakes: Type.Array(EarthquakeRecordSchema),
});
/** The snapshot data. */
export type EarthquakesData = Static<typeof EarthquakesDataSchema>;

/** Seismology snapshot keys. */
export const seismologyKeys = {
  earthquakes: defineSnapshotKey({
    name: 'seismology:earthquakes',
    schema: EarthquakesDataSchema,
    description: 'Seismic events of one USGS GeoJSON summary feed (default M2.5+, past week)',
    countRecords: (d) => d.earthquakes.length,
  }),
} as const;
