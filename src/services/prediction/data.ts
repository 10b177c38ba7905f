/**
 * Data schemas and snapshot keys of the prediction-market datasets: the open markets of Polymarket
 * and of Kalshi, one snapshot per venue, each market normalised to one shape (yes price 0-1,
 * volume in USD, close time, link) while keeping the venue's own identifiers.
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';

/** One open market of a venue, normalised. */
export const PredictionMarketRecordSchema = Type.Object({
  /** The venue's own identifier: the Polymarket market slug, the Kalshi market ticker. */
  id: Type.String({ minLength: 1 }),
  /** The market's question. */
  title: Type.String({ minLength: 1 }),
  /** Title of the event (group of markets) it belongs to. */
  eventTitle: Type.Optional(Type.String()),
  /** The venue's identifier of that event: Polymarket event slug, Kalshi event ticker. */
  eventId: Type.Optional(Type.String()),
  /** Price of "Yes", 0 to 1 (README rule per venue); absent when the venue states none. */
  yesPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  /** Volume traded, USD (README rule per venue). */
  volume: Type.Optional(Type.Number({ minimum: 0 })),
  /** When trading closes, Unix epoch ms. */
  closesAt: Type.Optional(Type.Integer()),
  /** The market's page on the venue. */
  url: Type.String({ minLength: 1 }),
  /** The venue's category of the market (README rule). */
  category: Type.Optional(Type.String()),
  /** The venue's labels of the market (Polymarket tags, Kalshi category and series). */
  tags: Type.Array(Type.String()),
});
/** One stored market. */
export type PredictionMarketRecord = Static<typeof PredictionMarketRecordSchema>;

/** The open markets of one venue's download. */
export const PredictionMarketsDataSchema = Type.Object({
  markets: Type.Array(PredictionMarketRecordSchema),
});
/** The snapshot data. */
export type PredictionMarketsData = Static<typeof PredictionMarketsDataSchema>;

/** Prediction snapshot keys. */
export const predictionKeys = {
  polymarket: defineSnapshotKey({
    name: 'prediction:polymarket-markets',
    schema: PredictionMarketsDataSchema,
    description: 'Polymarket open markets (Gamma API events)',
    countRecords: (d) => d.markets.length,
  }),
  kalshi: defineSnapshotKey({
    name: 'prediction:kalshi-markets',
    schema: PredictionMarketsDataSchema,
    description: 'Kalshi open markets (Trade API v2 events)',
    countRecords: (d) => d.markets.length,
  }),
} as const;
