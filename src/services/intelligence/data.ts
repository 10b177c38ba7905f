/**
 * Data schemas and snapshot keys of the intelligence datasets: market-implication cards. There is
 * no public upstream: the snapshot is only published by an operator tool, so offline the
 * operation answers its degraded body.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Analysis frameworks a card set can be generated under. */
export const MARKET_FRAMEWORK_IDS = [
  'dalio-macro',
  'buffett-value',
  'pmesii-pt',
  'doomsday-prepper',
] as const;
/** One of MARKET_FRAMEWORK_IDS. */
export type MarketFrameworkId = (typeof MARKET_FRAMEWORK_IDS)[number];

/** Position a card suggests. */
export const CARD_DIRECTIONS = ['LONG', 'SHORT', 'HEDGE'] as const;
/** Horizon a card is about. */
export const CARD_TIMEFRAMES = ['1W', '2W', '1M', '3M'] as const;
/** How strongly the generator holds a card. */
export const CARD_CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const;

/** One link of the chain from a driver to the instrument. */
export const TransmissionNodeSchema = Type.Object({
  node: Type.String(),
  impactType: Type.String(),
  logic: Type.String(),
});

/** One trade-implication card. */
export const MarketImplicationCardSchema = Type.Object({
  ticker: Type.String({ minLength: 1 }),
  name: Type.String(),
  direction: StringEnum(CARD_DIRECTIONS),
  timeframe: StringEnum(CARD_TIMEFRAMES),
  confidence: StringEnum(CARD_CONFIDENCES),
  title: Type.String(),
  narrative: Type.String(),
  riskCaveat: Type.String(),
  driver: Type.String(),
  transmissionChain: Type.Array(TransmissionNodeSchema),
});
/** A card as stored. */
export type MarketImplicationCard = Static<typeof MarketImplicationCardSchema>;

/** A generated card set: the general cards, and optionally cards per framework. */
export const MarketImplicationsDataSchema = Type.Object({
  /** ISO 8601 time the cards were generated. */
  generatedAt: Type.String({ format: 'date-time' }),
  cards: Type.Array(MarketImplicationCardSchema),
  frameworks: Type.Optional(
    Type.Array(
      Type.Object({
        frameworkId: StringEnum(MARKET_FRAMEWORK_IDS),
        cards: Type.Array(MarketImplicationCardSchema),
      }),
    ),
  ),
});
/** A generated card set as stored. */
export type MarketImplicationsData = Static<typeof MarketImplicationsDataSchema>;

/** Intelligence snapshot keys. */
export const intelligenceKeys = {
  marketImplications: defineSnapshotKey({
    name: 'intelligence:market-implications',
    schema: MarketImplicationsDataSchema,
    description: 'Generated trade-implication cards (published by an operator tool only)',
    countRecords: (d) => d.cards.length,
  }),
} as const;
