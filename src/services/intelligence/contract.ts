/**
 * Intelligence service contract (SPEC §2.3, §4.6): its operation, response schema and degraded body.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { intelligenceGdeltOperations } from './contract-gdelt';
import { orbitOperations } from './contract-orbit';
import { portOperations } from './contract-ports';
import {
  CARD_CONFIDENCES,
  CARD_DIRECTIONS,
  CARD_TIMEFRAMES,
  intelligenceKeys,
  MARKET_FRAMEWORK_IDS,
} from './data';

const SERVICE = 'intelligence';
const TAG = 'Intelligence';

/** Why a card list is empty. */
export const EMPTY_REASONS = ['', 'no_cards', 'data_unavailable'] as const;

/** One link of the chain from a driver to the instrument. */
export const TransmissionNodeSchema = Type.Object({
  node: Type.String({ description: 'Step of the chain, e.g. a market or an indicator' }),
  impactType: Type.String(),
  logic: Type.String({ description: 'Why the step follows from the previous one' }),
});

/** One trade-implication card. */
export const MarketImplicationCardSchema = Type.Object({
  ticker: Type.String({ description: 'Instrument the card is about' }),
  name: Type.String({ description: 'Name of the instrument' }),
  direction: StringEnum(CARD_DIRECTIONS),
  timeframe: StringEnum(CARD_TIMEFRAMES),
  confidence: StringEnum(CARD_CONFIDENCES),
  title: Type.String(),
  narrative: Type.String(),
  riskCaveat: Type.String({ description: 'What would invalidate the card' }),
  driver: Type.String({ description: 'World event or condition behind the card' }),
  transmissionChain: Type.Array(TransmissionNodeSchema),
});

/** ListMarketImplicationsResponse (SPEC §2.3). */
export const ListMarketImplicationsResponseSchema = Type.Object({
  cards: Type.Array(MarketImplicationCardSchema),
  degraded: Type.Boolean({ description: 'True when no cards can be served' }),
  emptyReason: StringEnum(EMPTY_REASONS, {
    description: 'no_cards: the latest generation produced none; data_unavailable: nothing generated yet',
  }),
  generatedAt: Type.String({ description: 'ISO 8601 time the cards were generated; empty when none' }),
});

/** The degraded answer: nothing has been generated. @see SPEC §7 (degraded in the body) */
export const MARKET_IMPLICATIONS_UNAVAILABLE: Static<typeof ListMarketImplicationsResponseSchema> = {
  cards: [],
  degraded: true,
  emptyReason: 'data_unavailable',
  generatedAt: '',
};

/** GET /api/intelligence/v1/list-market-implications. */
export const listMarketImplications = getOp({
  id: 'ListMarketImplications',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-market-implications',
  summary: 'Trade-implication cards',
  description:
    'Generated cards that link current world events to possible market moves. `framework_id` (alias `frameworkId`) selects the card set of one analysis framework when one was generated, and the general set otherwise. This deployment has no generator: cards exist only when an operator publishes them, and the answer is otherwise `degraded` with `emptyReason: data_unavailable`. Requires an active paid subscription; accepts a bearer token.',
  query: Type.Object({
    framework_id: Type.Optional(
      StringEnum(MARKET_FRAMEWORK_IDS, { description: 'Analysis framework whose cards to list' }),
    ),
  }),
  queryAliases: { frameworkId: 'framework_id' },
  response: ListMarketImplicationsResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [intelligenceKeys.marketImplications.name],
  availability: {
    kind: 'no-public-source',
    reason: 'the reference generates these cards with a language model; no public upstream publishes them',
  },
});

/** Every intelligence operation. */
export const intelligenceOperations: readonly OperationDef[] = [
  listMarketImplications,
  ...portOperations,
  ...orbitOperations,
  ...intelligenceGdeltOperations,
];
