/**
 * Market operations with no public source (DESIGN §8): analyses the reference writes with a
 * language model and its store of them, and indices it scrapes from commercial pages. Routed with
 * the reference's contract; always the degraded body.
 */
import Type from 'typebox';
import { Int32, Repeated, StringEnum } from '../../contract/common';
import { noSourceGet, noSourceList } from '../no-source';

const AnalystConsensusSchema = Type.Object({
  buy: Type.Optional(Type.Integer({ format: 'int32' })),
  hold: Type.Optional(Type.Integer({ format: 'int32' })),
  period: Type.Optional(Type.String()),
  sell: Type.Optional(Type.Integer({ format: 'int32' })),
  strongBuy: Type.Optional(Type.Integer({ format: 'int32' })),
  strongSell: Type.Optional(Type.Integer({ format: 'int32' })),
  total: Type.Optional(Type.Integer({ format: 'int32' })),
});

const FundamentalsSchema = Type.Object({
  debtToEquity: Type.Optional(Type.Number({ format: 'double' })),
  earningsGrowth: Type.Optional(Type.Number({ format: 'double' })),
  ebitda: Type.Optional(Type.Number({ format: 'double' })),
  financialCurrency: Type.Optional(Type.String()),
  freeCashflow: Type.Optional(Type.Number({ format: 'double' })),
  grossMargin: Type.Optional(Type.Number({ format: 'double' })),
  operatingMargin: Type.Optional(Type.Number({ format: 'double' })),
  profitMargin: Type.Optional(Type.Number({ format: 'double' })),
  returnOnAssets: Type.Optional(Type.Number({ format: 'double' })),
  returnOnEquity: Type.Optional(Type.Number({ format: 'double' })),
  revenueGrowth: Type.Optional(Type.Number({ format: 'double' })),
  totalCash: Type.Optional(Type.Number({ format: 'double' })),
  totalDebt: Type.Optional(Type.Number({ format: 'double' })),
});

const PriceTargetSchema = Type.Object({
  current: Type.Optional(Type.Number({ format: 'double' })),
  high: Type.Optional(Type.Number({ format: 'double' })),
  low: Type.Optional(Type.Number({ format: 'double' })),
  mean: Type.Optional(Type.Number({ format: 'double' })),
  median: Type.Optional(Type.Number({ format: 'double' })),
  numberOfAnalysts: Type.Optional(Type.Integer({ format: 'int32' })),
});

const StockAnalysisHeadlineSchema = Type.Object({
  alignedTradingDate: Type.Optional(Type.String()),
  alignmentRule: Type.Optional(
    StringEnum([
      'HEADLINE_ALIGNMENT_RULE_UNSPECIFIED',
      'HEADLINE_ALIGNMENT_RULE_REGULAR_SESSION_SAME_TRADING_DAY',
      'HEADLINE_ALIGNMENT_RULE_PREMARKET_SAME_TRADING_DAY',
      'HEADLINE_ALIGNMENT_RULE_AFTER_HOURS_NEXT_TRADING_DAY',
      'HEADLINE_ALIGNMENT_RULE_NON_SESSION_NEXT_TRADING_DAY',
      'HEADLINE_ALIGNMENT_RULE_OVERNIGHT_SAME_TRADING_DAY',
    ]),
  ),
  link: Type.Optional(Type.String()),
  marketSessionAtPublish: Type.Optional(Type.String()),
  publishedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  source: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});

const UpgradeDowngradeSchema = Type.Object({
  action: Type.Optional(Type.String()),
  epochGradeDate: Type.Optional(Type.Integer({ format: 'int64' })),
  firm: Type.Optional(Type.String()),
  fromGrade: Type.Optional(Type.String()),
  toGrade: Type.Optional(Type.String()),
});

const AnalyzeStockResponseSchema = Type.Object({
  action: Type.Optional(Type.String()),
  analysisAt: Type.Optional(Type.Integer({ format: 'int64' })),
  analysisId: Type.Optional(Type.String()),
  analystConsensus: Type.Optional(AnalystConsensusSchema),
  atr: Type.Optional(Type.Number({ format: 'double' })),
  available: Type.Optional(Type.Boolean()),
  biasMa10: Type.Optional(Type.Number({ format: 'double' })),
  biasMa20: Type.Optional(Type.Number({ format: 'double' })),
  biasMa5: Type.Optional(Type.Number({ format: 'double' })),
  bullishFactors: Type.Optional(Type.Array(Type.String())),
  changePercent: Type.Optional(Type.Number({ format: 'double' })),
  compositeScore: Type.Optional(Type.Number({ format: 'double' })),
  confidence: Type.Optional(Type.String()),
  consensusEps: Type.Optional(Type.Number({ format: 'double' })),
  consensusRevenue: Type.Optional(Type.Number({ format: 'double' })),
  currency: Type.Optional(Type.String()),
  currentPrice: Type.Optional(Type.Number({ format: 'double' })),
  display: Type.Optional(Type.String()),
  dividendCagr: Type.Optional(Type.Number({ format: 'double' })),
  dividendFrequency: Type.Optional(Type.String()),
  dividendYield: Type.Optional(Type.Number({ format: 'double' })),
  engineVersion: Type.Optional(Type.String()),
  exDividendDate: Type.Optional(Type.Integer({ format: 'int64' })),
  extendedChangePercent: Type.Optional(Type.Number({ format: 'double' })),
  extendedPrice: Type.Optional(Type.Number({ format: 'double' })),
  fallback: Type.Optional(Type.Boolean()),
  fundamentalScore: Type.Optional(Type.Number({ format: 'double' })),
  fundamentals: Type.Optional(FundamentalsSchema),
  generatedAt: Type.Optional(Type.String()),
  headlines: Type.Optional(Type.Array(StockAnalysisHeadlineSchema)),
  ma10: Type.Optional(Type.Number({ format: 'double' })),
  ma20: Type.Optional(Type.Number({ format: 'double' })),
  ma5: Type.Optional(Type.Number({ format: 'double' })),
  ma60: Type.Optional(Type.Number({ format: 'double' })),
  macdBar: Type.Optional(Type.Number({ format: 'double' })),
  macdDea: Type.Optional(Type.Number({ format: 'double' })),
  macdDif: Type.Optional(Type.Number({ format: 'double' })),
  macdStatus: Type.Optional(Type.String()),
  marketSession: Type.Optional(Type.String()),
  maxDrawdown: Type.Optional(Type.Number({ format: 'double' })),
  model: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  newsSearched: Type.Optional(Type.Boolean()),
  newsSentiment: Type.Optional(Type.Number({ format: 'double' })),
  newsSummary: Type.Optional(Type.String()),
  nextEarningsDate: Type.Optional(Type.String()),
  payoutRatio: Type.Optional(Type.Number({ format: 'double' })),
  priceTarget: Type.Optional(PriceTargetSchema),
  provider: Type.Optional(Type.String()),
  ratingAction: Type.Optional(Type.String()),
  ratingBullishFactors: Type.Optional(Type.Array(Type.String())),
  ratingConfidence: Type.Optional(Type.String()),
  ratingRiskFactors: Type.Optional(Type.Array(Type.String())),
  ratingSignal: Type.Optional(Type.String()),
  ratingSummary: Type.Optional(Type.String()),
  ratingWhyNow: Type.Optional(Type.String()),
  realizedVolatility: Type.Optional(Type.Number({ format: 'double' })),
  recentUpgrades: Type.Optional(Type.Array(UpgradeDowngradeSchema)),
  resistanceLevels: Type.Optional(Type.Array(Type.Number({ format: 'double' }))),
  riskFactors: Type.Optional(Type.Array(Type.String())),
  rsi12: Type.Optional(Type.Number({ format: 'double' })),
  rsiStatus: Type.Optional(Type.String()),
  signal: Type.Optional(Type.String()),
  signalScore: Type.Optional(Type.Number({ format: 'double' })),
  stopLoss: Type.Optional(Type.Number({ format: 'double' })),
  summary: Type.Optional(Type.String()),
  supportLevels: Type.Optional(Type.Array(Type.Number({ format: 'double' }))),
  symbol: Type.Optional(Type.String()),
  takeProfit: Type.Optional(Type.Number({ format: 'double' })),
  technicalSummary: Type.Optional(Type.String()),
  trailingAnnualDividendRate: Type.Optional(Type.Number({ format: 'double' })),
  trendStatus: Type.Optional(Type.String()),
  volumeRatio5d: Type.Optional(Type.Number({ format: 'double' })),
  volumeStatus: Type.Optional(Type.String()),
  whyNow: Type.Optional(Type.String()),
});

const BacktestStockEvaluationSchema = Type.Object({
  analysisAt: Type.Optional(Type.Integer({ format: 'int64' })),
  analysisId: Type.Optional(Type.String()),
  directionCorrect: Type.Optional(Type.Boolean()),
  entryPrice: Type.Optional(Type.Number({ format: 'double' })),
  exitPrice: Type.Optional(Type.Number({ format: 'double' })),
  outcome: Type.Optional(Type.String()),
  signal: Type.Optional(Type.String()),
  signalScore: Type.Optional(Type.Number({ format: 'double' })),
  simulatedReturnPct: Type.Optional(Type.Number({ format: 'double' })),
  stopLoss: Type.Optional(Type.Number({ format: 'double' })),
  takeProfit: Type.Optional(Type.Number({ format: 'double' })),
});

const BacktestStockResponseSchema = Type.Object({
  actionableEvaluations: Type.Optional(Type.Integer({ format: 'int32' })),
  available: Type.Optional(Type.Boolean()),
  avgSimulatedReturnPct: Type.Optional(Type.Number({ format: 'double' })),
  cumulativeSimulatedReturnPct: Type.Optional(Type.Number({ format: 'double' })),
  currency: Type.Optional(Type.String()),
  directionAccuracy: Type.Optional(Type.Number({ format: 'double' })),
  display: Type.Optional(Type.String()),
  engineVersion: Type.Optional(Type.String()),
  evalWindowDays: Type.Optional(Type.Integer({ format: 'int32' })),
  evaluations: Type.Optional(Type.Array(BacktestStockEvaluationSchema)),
  evaluationsRun: Type.Optional(Type.Integer({ format: 'int32' })),
  generatedAt: Type.Optional(Type.String()),
  latestSignal: Type.Optional(Type.String()),
  latestSignalScore: Type.Optional(Type.Number({ format: 'double' })),
  name: Type.Optional(Type.String()),
  ratingBasis: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  symbol: Type.Optional(Type.String()),
  winRate: Type.Optional(Type.Number({ format: 'double' })),
});

const FearGreedCategorySchema = Type.Object({
  contribution: Type.Optional(Type.Number({ format: 'double' })),
  degraded: Type.Optional(Type.Boolean()),
  inputsJson: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number({ format: 'double' })),
  weight: Type.Optional(Type.Number({ format: 'double' })),
});

const FearGreedSectorPerformanceSchema = Type.Object({
  change1d: Type.Optional(Type.Number({ format: 'double' })),
  name: Type.Optional(Type.String()),
  symbol: Type.Optional(Type.String()),
});

const GetFearGreedIndexResponseSchema = Type.Object({
  aaiiBear: Type.Optional(Type.Number({ format: 'double' })),
  aaiiBull: Type.Optional(Type.Number({ format: 'double' })),
  breadth: Type.Optional(FearGreedCategorySchema),
  cnnFearGreed: Type.Optional(Type.Number({ format: 'double' })),
  cnnLabel: Type.Optional(Type.String()),
  compositeLabel: Type.Optional(Type.String()),
  compositeScore: Type.Optional(Type.Number({ format: 'double' })),
  credit: Type.Optional(FearGreedCategorySchema),
  crossAsset: Type.Optional(FearGreedCategorySchema),
  fedRate: Type.Optional(Type.String()),
  fsiLabel: Type.Optional(Type.String()),
  fsiValue: Type.Optional(Type.Number({ format: 'double' })),
  hySpread: Type.Optional(Type.Number({ format: 'double' })),
  hygPrice: Type.Optional(Type.Number({ format: 'double' })),
  liquidity: Type.Optional(FearGreedCategorySchema),
  macro: Type.Optional(FearGreedCategorySchema),
  momentum: Type.Optional(FearGreedCategorySchema),
  pctAbove200d: Type.Optional(Type.Number({ format: 'double' })),
  positioning: Type.Optional(FearGreedCategorySchema),
  previousScore: Type.Optional(Type.Number({ format: 'double' })),
  putCallRatio: Type.Optional(Type.Number({ format: 'double' })),
  sectorPerformance: Type.Optional(Type.Array(FearGreedSectorPerformanceSchema)),
  seededAt: Type.Optional(Type.String()),
  sentiment: Type.Optional(FearGreedCategorySchema),
  tltPrice: Type.Optional(Type.Number({ format: 'double' })),
  trend: Type.Optional(FearGreedCategorySchema),
  unavailable: Type.Optional(Type.Boolean()),
  vix: Type.Optional(Type.Number({ format: 'double' })),
  volatility: Type.Optional(FearGreedCategorySchema),
  yield10y: Type.Optional(Type.Number({ format: 'double' })),
});

const BreadthSnapshotSchema = Type.Object({
  date: Type.Optional(Type.String()),
  pctAbove200d: Type.Optional(Type.Number({ format: 'double' })),
  pctAbove20d: Type.Optional(Type.Number({ format: 'double' })),
  pctAbove50d: Type.Optional(Type.Number({ format: 'double' })),
});

const GetMarketBreadthHistoryResponseSchema = Type.Object({
  currentPctAbove200d: Type.Optional(Type.Number({ format: 'double' })),
  currentPctAbove20d: Type.Optional(Type.Number({ format: 'double' })),
  currentPctAbove50d: Type.Optional(Type.Number({ format: 'double' })),
  history: Type.Optional(Type.Array(BreadthSnapshotSchema)),
  unavailable: Type.Optional(Type.Boolean()),
  updatedAt: Type.Optional(Type.String()),
});

const StockAnalysisHistoryItemSchema = Type.Object({
  snapshots: Type.Optional(Type.Array(AnalyzeStockResponseSchema)),
  symbol: Type.Optional(Type.String()),
});

const GetStockAnalysisHistoryResponseSchema = Type.Object({
  items: Type.Optional(Type.Array(StockAnalysisHistoryItemSchema)),
});

const ListStoredStockBacktestsResponseSchema = Type.Object({
  items: Type.Optional(Type.Array(BacktestStockResponseSchema)),
});

const SERVICE = 'market';
const TAG = 'Market';

/** Why nothing is served, by kind of source the reference uses. */
export const MARKET_REASONS = {
  llm: 'the reference writes the analysis with a language model over quotes and news; no public upstream publishes it',
  backtest:
    'the reference replays its own model-written stock signals over price history; without those signals there is nothing to replay',
  store: 'the reference reads its private store of model-written analyses; no public upstream holds them',
  fearGreed:
    'the reference composes the index from scraped commercial pages (CNN, AAII, Barchart); none publishes it as open data',
  breadth:
    "the reference scrapes Barchart's quote pages for the share of S&P 500 stocks above their moving averages; there is no open feed",
} as const;

/** A ticker as quote providers spell it (e.g. AAPL, BRK-B, ^GSPC, EURUSD=X). */
const SYMBOL_PATTERN = '^[A-Za-z0-9^][A-Za-z0-9.=^-]{0,19}$';
const Ticker = (description: string) => Type.String({ pattern: SYMBOL_PATTERN, description });
const Symbols = (description: string) =>
  Repeated(Type.String({ pattern: SYMBOL_PATTERN }), { minItems: 1, maxItems: 50, description });
const CompanyName = () =>
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'Company name, to tell apart symbols that collide',
  });
const EvalWindowDays = () =>
  Int32({ minimum: 1, maximum: 365, description: 'Days after each signal over which its outcome is judged' });

const analyzeStock = noSourceGet({
  id: 'AnalyzeStock',
  exampleQuery: 'symbol=AAPL',
  service: SERVICE,
  tag: TAG,
  rpc: 'analyze-stock',
  summary: 'Analysis report of a stock',
  description:
    'Technical indicators, fundamentals, analyst consensus, news and a written rating of one stock. `symbol` is required. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    symbol: Ticker('Ticker to analyse (e.g. AAPL)'),
    name: Type.Optional(CompanyName()),
    include_news: Type.Optional(Type.Boolean({ description: 'Also search recent news' })),
  }),
  response: AnalyzeStockResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: MARKET_REASONS.llm,
  degraded: (q) => ({ available: false, symbol: q.symbol, generatedAt: '' }),
});

const backtestStock = noSourceGet({
  id: 'BacktestStock',
  exampleQuery: 'symbol=AAPL',
  service: SERVICE,
  tag: TAG,
  rpc: 'backtest-stock',
  summary: 'Backtest of the stock signal',
  description:
    'How the technical signal of one stock would have fared over its recent price history. `symbol` is required. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    symbol: Ticker('Ticker to backtest (e.g. AAPL)'),
    name: Type.Optional(CompanyName()),
    eval_window_days: Type.Optional(EvalWindowDays()),
  }),
  response: BacktestStockResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: MARKET_REASONS.backtest,
  degraded: (q) => ({ available: false, symbol: q.symbol, evaluations: [], generatedAt: '' }),
});

const getFearGreedIndex = noSourceGet({
  id: 'GetFearGreedIndex',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-fear-greed-index',
  summary: 'Fear and greed sentiment index',
  description:
    'A composite market-sentiment index with its categories (momentum, breadth, volatility, credit…) and sector performance.',
  query: Type.Object({}),
  response: GetFearGreedIndexResponseSchema,
  access: 'key',
  reason: MARKET_REASONS.fearGreed,
  degraded: { unavailable: true, sectorPerformance: [], seededAt: '' },
});

const getMarketBreadthHistory = noSourceGet({
  id: 'GetMarketBreadthHistory',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-market-breadth-history',
  summary: 'Market breadth history',
  description: 'Daily share of S&P 500 stocks trading above their 20-, 50- and 200-day moving averages.',
  query: Type.Object({}),
  response: GetMarketBreadthHistoryResponseSchema,
  access: 'key',
  reason: MARKET_REASONS.breadth,
  degraded: { unavailable: true, history: [], updatedAt: '' },
});

const getStockAnalysisHistory = noSourceGet({
  id: 'GetStockAnalysisHistory',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-stock-analysis-history',
  summary: 'Stored analyses of stocks',
  description:
    'Earlier analysis reports of the given `symbols`, newest first, at most `limit_per_symbol` each. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    symbols: Type.Optional(Symbols('Tickers whose analyses to list (repeat the parameter, at most 50)')),
    limit_per_symbol: Type.Optional(
      Int32({ minimum: 1, maximum: 100, description: 'Maximum analyses per ticker' }),
    ),
    include_news: Type.Optional(Type.Boolean({ description: 'Include the stored news of each analysis' })),
  }),
  response: GetStockAnalysisHistoryResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: MARKET_REASONS.store,
  degraded: { items: [] },
});

const listStoredStockBacktests = noSourceGet({
  id: 'ListStoredStockBacktests',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-stored-stock-backtests',
  summary: 'Stored backtests of stocks',
  description:
    'Earlier backtests of the given `symbols` over an evaluation window. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    symbols: Type.Optional(Symbols('Tickers whose backtests to list (repeat the parameter, at most 50)')),
    eval_window_days: Type.Optional(EvalWindowDays()),
  }),
  response: ListStoredStockBacktestsResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: MARKET_REASONS.store,
  degraded: { items: [] },
});

/**
 * The market operations no public source feeds, in reference order. Not wired here: the market
 * service's `index.ts` adds `...marketNoSource.operations` and `...marketNoSource.handlers`.
 */
export const marketNoSource = noSourceList([
  analyzeStock,
  backtestStock,
  getFearGreedIndex,
  getMarketBreadthHistory,
  getStockAnalysisHistory,
  listStoredStockBacktests,
]);
