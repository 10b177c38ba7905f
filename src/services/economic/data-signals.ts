/**
 * Data schema and snapshot key of the macro-signals wave: the alternative.me crypto Fear & Greed
 * index (daily readings). The Yahoo quotes the signals also read belong to the market service.
 */
import Type, { type Static } from 'typebox';
import { ISO_DATE_PATTERN } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** One daily reading of the index. */
export const FearGreedReadingSchema = Type.Object({
  /** UTC day of the reading (`timestamp`, epoch seconds, at 00:00Z). */
  date: Type.String({ pattern: ISO_DATE_PATTERN }),
  value: Type.Integer({ minimum: 0, maximum: 100 }),
  /** `value_classification` as published (Extreme Fear, Fear, Neutral, Greed, Extreme Greed). */
  classification: Type.String(),
});

/** The readings of one answer, oldest first. */
export const FearGreedDataSchema = Type.Object({
  readings: Type.Array(FearGreedReadingSchema, { minItems: 1 }),
});
/** The `economic:alternative-me-fng` data. */
export type FearGreedData = Static<typeof FearGreedDataSchema>;

/** Snapshot keys of the wave. */
export const signalsKeys = {
  cryptoFearGreed: defineSnapshotKey({
    name: 'economic:alternative-me-fng',
    schema: FearGreedDataSchema,
    description: 'alternative.me crypto Fear & Greed index, daily readings',
    countRecords: (d) => d.readings.length,
  }),
} as const;
