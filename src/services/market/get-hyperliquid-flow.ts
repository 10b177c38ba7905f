/**
 * GET /api/market/v1/get-hyperliquid-flow: the configured Hyperliquid perpetuals as of the last
 * poll, with component scores (README "Hyperliquid flow") and sparklines of the kept polls.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { getHyperliquidFlow, HYPERLIQUID_FLOW_UNAVAILABLE } from './contract';
import { type HyperliquidAsset, marketKeys } from './data';
import { flowScores, oiChangePct } from './sources/hyperliquid/parser';

/** A component scoring at least this is named in `alerts`. */
export const ALERT_SCORE = 80;
const ALERT_NAMES = {
  fundingScore: 'funding extreme',
  basisScore: 'mark-oracle dislocation',
  volumeScore: 'volume surge',
  oiScore: 'open-interest swing',
} as const;

function assetOf(a: HyperliquidAsset) {
  const stale = a.missingPolls > 0;
  const past = stale ? a.history : a.history.slice(0, -1);
  const change = stale ? undefined : oiChangePct(past, Number(a.ctx.openInterest));
  const scores = stale ? {} : flowScores(a.ctx, change);
  const alerts = Object.entries(ALERT_NAMES).flatMap(([k, name]) =>
    (scores[k as keyof typeof scores] ?? 0) >= ALERT_SCORE ? [name] : [],
  );
  const spark = (f: 'funding' | 'openInterest' | 'score') =>
    a.history.flatMap((h) => (h[f] === undefined ? [] : [h[f]]));
  const ctx = (k: string) => (a.ctx[k] === undefined ? {} : { [k]: a.ctx[k] });
  return {
    symbol: a.symbol,
    display: a.symbol,
    assetClass: 'crypto',
    ...ctx('funding'),
    ...ctx('openInterest'),
    ...ctx('markPx'),
    ...ctx('oraclePx'),
    ...ctx('dayNtlVlm'),
    ...scores,
    sparkFunding: spark('funding'),
    sparkOi: spark('openInterest'),
    sparkScore: spark('score'),
    warmup: !stale && past.length === 0,
    stale,
    ...(a.staleSince === undefined ? {} : { staleSince: String(a.staleSince) }),
    missingPolls: a.missingPolls,
    alerts,
  };
}

/** Handler of get-hyperliquid-flow. */
export const getHyperliquidFlowHandler = defineHandler(getHyperliquidFlow, async (ctx) => {
  const read = await ctx.snapshots.read(marketKeys.hyperliquidFlow);
  if (read.status !== 'hit') return unavailable(HYPERLIQUID_FLOW_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const assets = data.assets.map(assetOf);
  return fromData(
    {
      ts: String(data.polledAt),
      fetchedAt: new Date(data.polledAt).toISOString(),
      warmup: assets.some((a) => a.warmup),
      assetCount: assets.length,
      assets,
      unavailable: false,
    },
    meta.fetchedAt,
  );
});
