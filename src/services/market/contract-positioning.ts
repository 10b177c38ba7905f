/**
 * Market contract, positioning operations: Hyperliquid perpetuals flow and CFTC futures positioning.
 */
import Type, { type Static } from 'typebox';
import { Int32 } from '../../contract/common';
import { getOp } from '../../contract/op';
import { Double, SERVICE, Sparkline, TAG } from './contract-common';
import { marketKeys } from './data';

export const HyperliquidAssetFlowSchema = Type.Object({
  symbol: Type.Optional(Type.String({ description: 'Hyperliquid coin name' })),
  display: Type.Optional(Type.String({ description: 'Display label (the coin name)' })),
  assetClass: Type.Optional(Type.String({ description: 'crypto (main perpetuals dex)' })),
  group: Type.Optional(Type.String({ description: 'Unused' })),
  funding: Type.Optional(Type.String({ description: 'Hourly funding rate as published (decimal string)' })),
  openInterest: Type.Optional(Type.String({ description: 'Open interest in coins, as published' })),
  markPx: Type.Optional(Type.String({ description: 'Mark price, as published' })),
  oraclePx: Type.Optional(Type.String({ description: 'Oracle price, as published' })),
  dayNtlVlm: Type.Optional(Type.String({ description: '24 h notional volume in USD, as published' })),
  fundingScore: Type.Optional(Double('min(100, |funding annualised, percent|)')),
  volumeScore: Type.Optional(Double('min(100, 50 × day volume / open-interest notional)')),
  oiScore: Type.Optional(Double('min(100, 10 × |percent change of open interest over the kept polls|)')),
  basisScore: Type.Optional(Double('min(100, 100 × |mark − oracle| / oracle in percent)')),
  composite: Type.Optional(Double('Mean of the component scores present')),
  sparkFunding: Type.Optional(Sparkline('Funding of the kept polls (up to 60, 5 min apart), oldest first')),
  sparkOi: Type.Optional(Sparkline('Open interest of the kept polls, oldest first')),
  sparkScore: Type.Optional(Sparkline('Composite score of the kept polls, oldest first')),
  warmup: Type.Optional(
    Type.Boolean({ description: 'True until a second poll allows the open-interest change' }),
  ),
  stale: Type.Optional(Type.Boolean({ description: 'True when the last poll had no context for the coin' })),
  staleSince: Type.Optional(
    Type.String({ format: 'int64', description: 'Epoch ms of the first poll without it' }),
  ),
  missingPolls: Type.Optional(Int32({ description: 'Polls in a row without a context for the coin' })),
  alerts: Type.Optional(Type.Array(Type.String(), { description: 'Components scoring 80 or more' })),
});

export const GetHyperliquidFlowResponseSchema = Type.Object({
  ts: Type.Optional(Type.String({ format: 'int64', description: 'Poll time, Unix epoch ms' })),
  fetchedAt: Type.Optional(Type.String({ description: 'Poll time, ISO 8601' })),
  warmup: Type.Optional(Type.Boolean({ description: 'True while any coin is warming up' })),
  assetCount: Type.Optional(Int32({ description: 'Coins listed' })),
  assets: Type.Array(HyperliquidAssetFlowSchema),
  unavailable: Type.Optional(Type.Boolean({ description: 'True when no poll has been loaded' })),
});

export const HYPERLIQUID_FLOW_UNAVAILABLE: Static<typeof GetHyperliquidFlowResponseSchema> = {
  assets: [],
  assetCount: 0,
  unavailable: true,
};

export const getHyperliquidFlow = getOp({
  id: 'GetHyperliquidFlow',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-hyperliquid-flow',
  summary: 'Hyperliquid perpetuals flow',
  description:
    'Funding, open interest, mark and oracle prices and day volume of the configured Hyperliquid perpetuals (`HYPERLIQUID_COINS`), polled every 5 minutes, with component scores and sparklines of the last polls (README "Hyperliquid flow"). Format from the Hyperliquid documentation; not yet checked against a whole live capture.',
  query: Type.Object({}),
  response: GetHyperliquidFlowResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.hyperliquidFlow.name],
});

// ---------- CFTC COT ----------

const Int64Text = (description: string) => Type.Optional(Type.String({ format: 'int64', description }));

export const CotInstrumentSchema = Type.Object({
  name: Type.Optional(Type.String({ description: 'Contract name (configured)' })),
  code: Type.Optional(Type.String({ description: 'CFTC contract market code' })),
  reportDate: Type.Optional(
    Type.String({ description: 'Report date, YYYY-MM-DD (positions as of that Tuesday)' }),
  ),
  assetManagerLong: Int64Text('Asset managers, long contracts'),
  assetManagerShort: Int64Text('Asset managers, short contracts'),
  leveragedFundsLong: Int64Text('Leveraged funds, long contracts'),
  leveragedFundsShort: Int64Text('Leveraged funds, short contracts'),
  dealerLong: Int64Text('Dealers, long contracts'),
  dealerShort: Int64Text('Dealers, short contracts'),
  netPct: Type.Optional(
    Double('Leveraged funds net position (long − short) as a percent of open interest; absent when unknown'),
  ),
  smallTraderLong: Int64Text('Non-reportable positions, long (the small-trader residual)'),
  smallTraderShort: Int64Text('Non-reportable positions, short'),
  smallTraderAvailable: Type.Optional(
    Type.Boolean({ description: 'True when both non-reportable figures are present' }),
  ),
  openInterest: Int64Text('Open interest, futures and options combined'),
  marketName: Type.Optional(Type.String({ description: 'CFTC market and exchange names' })),
});

export const GetCotPositioningResponseSchema = Type.Object({
  instruments: Type.Array(CotInstrumentSchema),
  reportDate: Type.Optional(
    Type.String({ description: 'Newest report date among the instruments, YYYY-MM-DD' }),
  ),
  unavailable: Type.Optional(Type.Boolean({ description: 'True when no report has been loaded' })),
  missingCodes: Type.Optional(
    Type.Array(Type.String(), { description: 'Configured contract codes the report had no row for' }),
  ),
});

export const COT_POSITIONING_UNAVAILABLE: Static<typeof GetCotPositioningResponseSchema> = {
  instruments: [],
  unavailable: true,
};

export const getCotPositioning = getOp({
  id: 'GetCotPositioning',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-cot-positioning',
  summary: 'Futures positioning (CFTC Commitments of Traders)',
  description:
    'Positions of dealers, asset managers, leveraged funds and non-reportable traders in the configured financial futures (`CFTC_COT_CONTRACTS`), from the newest CFTC Traders in Financial Futures report (futures and options combined). Format from the CFTC documentation; not yet checked against a live capture.',
  query: Type.Object({}),
  response: GetCotPositioningResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.cotPositions.name],
});
