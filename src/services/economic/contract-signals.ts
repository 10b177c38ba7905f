/**
 * The macro-signals wave of the economic service: get-macro-signals, seven signals derived from
 * Yahoo chart closes (market service) and the alternative.me crypto Fear & Greed index. The rule
 * is written in the service README and in `get-macro-signals.ts`.
 */
import Type, { type Static } from 'typebox';
import { Int32 } from '../../contract/common';
import { getOp } from '../../contract/op';
import { YAHOO_QUOTE_KEYS } from '../market/data';
import { signalsKeys } from './data-signals';

const Double = (description: string) => Type.Number({ format: 'double', description });
const Closes = (description: string) => Type.Array(Type.Number({ format: 'double' }), { description });
const Status = (values: string) => Type.String({ description: values });

export const FearGreedHistoryEntrySchema = Type.Object({
  date: Type.String({ description: 'Day of the reading, YYYY-MM-DD' }),
  value: Int32({ minimum: 0, maximum: 100, description: 'Index value 0-100' }),
});

export const MacroSignalsSchema = Type.Object({
  liquidity: Type.Object({
    status: Status(
      '"SQUEEZE" when JPY=X fell more than 2 % in 30 sessions (the yen strengthened), "NORMAL" or "UNKNOWN"',
    ),
    value: Type.Optional(Double('JPY=X 30-session rate of change, percent; absent when not held')),
    sparkline: Closes('Last 30 JPY=X closes, oldest first'),
  }),
  flowStructure: Type.Object({
    status: Status('"PASSIVE GAP", "ALIGNED" or "UNKNOWN"'),
    btcReturn5: Type.Optional(Double('BTC-USD 5-session return, percent')),
    qqqReturn5: Type.Optional(Double('QQQ 5-session return, percent')),
  }),
  macroRegime: Type.Object({
    status: Status('"RISK-ON", "DEFENSIVE" or "UNKNOWN"'),
    qqqRoc20: Type.Optional(Double('QQQ 20-session rate of change, percent')),
    xlpRoc20: Type.Optional(Double('XLP 20-session rate of change, percent')),
  }),
  technicalTrend: Type.Object({
    status: Status('"BULLISH", "BEARISH", "NEUTRAL" or "UNKNOWN"'),
    btcPrice: Type.Optional(Double('Latest BTC-USD price')),
    sma50: Type.Optional(Double('50-session simple moving average of BTC-USD closes')),
    sma200: Type.Optional(Double('200-session simple moving average; absent when fewer closes are held')),
    vwap30d: Type.Optional(Double('30-session volume-weighted average close')),
    mayerMultiple: Type.Optional(Double('btcPrice / sma200')),
    sparkline: Closes('Last 30 BTC-USD closes, oldest first'),
  }),
  hashRate: Type.Object({
    status: Status(
      '"GROWING", "DECLINING", "STABLE" or "UNKNOWN" (hash rate is not ingested: always UNKNOWN)',
    ),
    change30d: Type.Optional(Double('Hash rate change over 30 days, percent')),
  }),
  priceMomentum: Type.Object({
    status: Status('"STRONG", "MODERATE", "WEAK" or "UNKNOWN" (from the Mayer multiple)'),
  }),
  fearGreed: Type.Object({
    status: Status('Classification of the latest reading as published (e.g. "Fear"), or "UNKNOWN"'),
    value: Type.Optional(Int32({ minimum: 0, maximum: 100, description: 'Latest index value 0-100' })),
    history: Type.Array(FearGreedHistoryEntrySchema, { description: 'Daily readings held, oldest first' }),
  }),
});

export const GetMacroSignalsResponseSchema = Type.Object({
  timestamp: Type.Optional(Type.String({ description: 'Fetch time of the oldest input used, ISO 8601' })),
  verdict: Type.String({
    description: '"BUY" (a strict majority of evaluated signals bullish), "CASH" or "UNKNOWN"',
  }),
  bullishCount: Int32({ description: 'Evaluated signals that are bullish' }),
  totalCount: Int32({ description: 'Evaluated signals (status other than UNKNOWN)' }),
  signals: MacroSignalsSchema,
  meta: Type.Object({ qqqSparkline: Closes('Last 30 QQQ closes, oldest first') }),
  missingInputs: Type.Array(Type.String(), {
    description: 'Inputs the project does not hold, by name (a signal reading them is UNKNOWN)',
  }),
  unavailable: Type.Boolean({ description: 'True when no signal could be evaluated' }),
});
export type GetMacroSignalsResponse = Static<typeof GetMacroSignalsResponseSchema>;

const unknownSignals = (): Static<typeof MacroSignalsSchema> => ({
  liquidity: { status: 'UNKNOWN', sparkline: [] },
  flowStructure: { status: 'UNKNOWN' },
  macroRegime: { status: 'UNKNOWN' },
  technicalTrend: { status: 'UNKNOWN', sparkline: [] },
  hashRate: { status: 'UNKNOWN' },
  priceMomentum: { status: 'UNKNOWN' },
  fearGreed: { status: 'UNKNOWN', history: [] },
});

/** The degraded answer: nothing evaluated (the handler names the missing inputs). @see SPEC §7 */
export const MACRO_SIGNALS_UNAVAILABLE: GetMacroSignalsResponse = {
  verdict: 'UNKNOWN',
  bullishCount: 0,
  totalCount: 0,
  signals: unknownSignals(),
  meta: { qqqSparkline: [] },
  missingInputs: [],
  unavailable: true,
};

/** GET /api/economic/v1/get-macro-signals. */
export const getMacroSignals = getOp({
  id: 'GetMacroSignals',
  service: 'economic',
  tag: 'Economic',
  rpc: 'get-macro-signals',
  summary: 'Macro signal dashboard with a BUY/CASH verdict',
  description:
    'Seven signals derived from daily Yahoo chart closes of JPY=X, BTC-USD, QQQ and XLP (the market service baskets) and the alternative.me crypto Fear & Greed index: yen liquidity (30-session change), BTC/QQQ flow structure (5-session returns), QQQ/XLP regime (20-session changes), BTC technical trend and Mayer-multiple momentum (moving averages), hash rate, and Fear & Greed. The verdict is BUY when a strict majority of the evaluated signals is bullish, CASH otherwise. Thresholds are in the service README. An input the project does not hold is named in `missingInputs` and its signal is UNKNOWN; hash rate (mempool.space) is not ingested, and the 3-month chart window holds fewer than the 200 closes the 200-session average needs.',
  query: Type.Object({}),
  response: GetMacroSignalsResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [...YAHOO_QUOTE_KEYS.map((k) => k.name), signalsKeys.cryptoFearGreed.name],
  availability: {
    kind: 'derived',
    from: ['Yahoo Finance chart quotes (market service)', 'alternative.me crypto Fear & Greed index'],
    reason: 'signals computed from other datasets by the rule in the economic README',
  },
});

/** The wave's operations. */
export const signalsOperations = [getMacroSignals] as const;
