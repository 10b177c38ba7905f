/**
 * Data schema and snapshot key of the wildfire dataset: NASA FIRMS VIIRS near-real-time active-fire
 * detections over the configured areas. Each record holds what FIRMS publishes for one pixel,
 * normalised (numbers, UTC epoch time, confidence word) and labelled with the area it was asked for.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** VIIRS detection confidence as FIRMS grades it (`l`, `n`, `h`). */
export const FIRMS_CONFIDENCES = ['low', 'nominal', 'high'] as const;
/** One VIIRS confidence grade. */
export type FirmsConfidence = (typeof FIRMS_CONFIDENCES)[number];

/** One active-fire pixel of a FIRMS area answer. */
export const FireDetectionRecordSchema = Type.Object({
  /** `<satellite>:<acq_date>T<HHMM>:<latitude>,<longitude>`, unique across satellites and areas. */
  id: Type.String({ minLength: 1, maxLength: 100 }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  /** I-4 channel brightness temperature, K (`bright_ti4`; saturates at 367 K). */
  brightnessK: Type.Number(),
  /** I-5 channel brightness temperature, K (`bright_ti5`), when given. */
  brightnessTi5K: Type.Optional(Type.Number()),
  /** Fire radiative power, MW (`frp`). */
  frpMw: Type.Number(),
  /** Absent when the row carries no grade FIRMS documents. */
  confidence: Type.Optional(StringEnum(FIRMS_CONFIDENCES)),
  /** Satellite code as FIRMS writes it (`N` Suomi NPP, `N20` NOAA-20, `N21` NOAA-21). */
  satellite: Type.String(),
  /** FIRMS product the row came from (`VIIRS_NOAA21_NRT`). */
  product: Type.String({ minLength: 1 }),
  /** Acquisition time (`acq_date` + `acq_time`, UTC), epoch ms. */
  detectedAt: Type.Integer({ minimum: 0 }),
  /** `D` (day) or `N` (night), as FIRMS writes it; empty when absent. */
  dayNight: Type.String(),
  /** Name of the configured area whose request returned the row (the first one, when areas overlap). */
  region: Type.String({ minLength: 1 }),
});
/** One stored detection. */
export type FireDetectionRecord = Static<typeof FireDetectionRecordSchema>;

/** A detection's place in the stored and listed order: newest acquisition first, then id. */
export const fireDetectionKey = (d: FireDetectionRecord): SortKey => ({ time: d.detectedAt, id: d.id });

/** The published detections, in `fireDetectionKey` order. */
export const FireDetectionsDataSchema = Type.Object({
  detections: Type.Array(FireDetectionRecordSchema),
});
/** The `wildfire:fire-detections` data. */
export type FireDetectionsData = Static<typeof FireDetectionsDataSchema>;

/** Wildfire snapshot keys. */
export const wildfireKeys = {
  fireDetections: defineSnapshotKey({
    name: 'wildfire:fire-detections',
    schema: FireDetectionsDataSchema,
    description: 'NASA FIRMS VIIRS near-real-time active-fire detections over the configured areas',
    countRecords: (d) => d.detections.length,
  }),
} as const;
