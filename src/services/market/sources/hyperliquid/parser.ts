/**
 * Parser of Hyperliquid `POST /info {"type":"metaAndAssetCtxs"}`: a two-element array
 * `[meta, assetCtxs]`, where `meta.universe[i]` (`name`, `szDecimals`, `maxLeverage`, optional
 * `onlyIsolated`, `isDelisted`, `marginTableId`) and `assetCtxs[i]` (decimal strings `funding`,
 * `openInterest`, `prevDayPx`, `dayNtlVlm`, `premium`, `oraclePx`, `markPx`, `midPx`, `impactPxs`;
 * `premium`, `midPx`, `impactPxs` may be null) describe the same perpetual. Built from the official
 * documentation's example (fixtures/SOURCE.md); not yet checked against a whole live capture.
 * Pure: the previous snapshot only carries the configured coins' history forward.
 * @see https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/api/info-endpoint/perpetuals
 */
import { PayloadError } from '../../../../ingest/errors';
import { num, objectOf, parseJsonBody, str } from '../../../../ingest/parse/json-values';
import type { HyperliquidAsset, HyperliquidFlowData, HyperliquidSample } from '../../data';

/** Polls kept per coin (5 hours at one poll every 5 minutes). */
export const HYPERLIQUID_HISTORY_SAMPLES = 60;
/** Context fields kept, as published. */
export const CTX_FIELDS = [
  'funding',
  'openInterest',
  'markPx',
  'oraclePx',
  'dayNtlVlm',
  'prevDayPx',
  'premium',
] as const;

/** Component scores of one context (0-100 each) and their mean; README "Hyperliquid flow". */
export function flowScores(ctx: Readonly<Record<string, string>>, oiChangePct?: number) {
  const n = (k: string) => num(ctx[k]);
  const cap = (v: number) => Math.round(Math.min(100, Math.abs(v)) * 10) / 10;
  const funding = n('funding');
  const mark = n('markPx');
  const oracle = n('oraclePx');
  const oi = n('openInterest');
  const vol = n('dayNtlVlm');
  const scores: Record<string, number> = {};
  if (funding !== undefined) scores.fundingScore = cap(funding * 24 * 365 * 100);
  if (mark !== undefined && oracle !== undefined && oracle > 0)
    scores.basisScore = cap(((mark - oracle) / oracle) * 100 * 100);
  if (vol !== undefined && oi !== undefined && mark !== undefined && oi * mark > 0)
    scores.volumeScore = cap((vol / (oi * mark)) * 50);
  if (oiChangePct !== undefined) scores.oiScore = cap(oiChangePct * 10);
  const values = Object.values(scores);
  const composite =
    values.length > 0 ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : undefined;
  return { ...scores, ...(composite === undefined ? {} : { composite }) } as {
    fundingScore?: number;
    basisScore?: number;
    volumeScore?: number;
    oiScore?: number;
    composite?: number;
  };
}

/** Percent change of `current` open interest from the oldest poll of `history` that has one. */
export function oiChangePct(
  history: readonly HyperliquidSample[],
  current: number | undefined,
): number | undefined {
  const first = history.find((h) => h.openInterest !== undefined)?.openInterest;
  if (first === undefined || first === 0 || current === undefined) return undefined;
  return ((current - first) / first) * 100;
}

/** Parses one answer for the configured coins, carrying `previous` history forward. */
export function parseMetaAndAssetCtxs(
  text: string,
  coins: readonly string[],
  polledAt: number,
  previous?: HyperliquidFlowData,
): { data: HyperliquidFlowData; warnings: string[] } {
  const doc = parseJsonBody(text, 'Hyperliquid metaAndAssetCtxs');
  const meta = Array.isArray(doc) ? objectOf(doc[0]) : undefined;
  const ctxs = Array.isArray(doc) ? doc[1] : undefined;
  if (!meta || !Array.isArray(meta.universe) || !Array.isArray(ctxs))
    throw new PayloadError('Hyperliquid metaAndAssetCtxs: not [meta, assetCtxs]');
  const universe: unknown[] = meta.universe;
  const warnings: string[] = [];
  if (universe.length !== ctxs.length)
    warnings.push(`Hyperliquid: ${universe.length} universe entries but ${ctxs.length} contexts`);
  const index = new Map<string, number>();
  universe.forEach((u, i) => {
    const name = str(objectOf(u)?.name);
    if (name !== '' && !index.has(name.toUpperCase())) index.set(name.toUpperCase(), i);
  });
  const assets: HyperliquidAsset[] = coins.map((coin) => {
    const before = previous?.assets.find((a) => a.symbol === coin);
    const i = index.get(coin.toUpperCase());
    const u = i === undefined ? undefined : objectOf(universe[i]);
    const c = i === undefined ? undefined : objectOf(ctxs[i]);
    const ctx: Record<string, string> = {};
    for (const f of CTX_FIELDS) {
      const v = str(c?.[f]);
      if (v !== '' && num(v) !== undefined) ctx[f] = v;
    }
    const history = [...(before?.history ?? [])];
    const maxLeverage = num(u?.maxLeverage);
    if (!c || ctx.markPx === undefined || u?.isDelisted === true) {
      return {
        symbol: coin,
        ...(maxLeverage === undefined ? {} : { maxLeverage }),
        ctx: before?.ctx ?? {},
        missingPolls: (before?.missingPolls ?? 0) + 1,
        staleSince: before?.staleSince ?? polledAt,
        history,
      };
    }
    const funding = num(ctx.funding);
    const openInterest = num(ctx.openInterest);
    const change = oiChangePct(history, openInterest);
    const { composite } = flowScores(ctx, change);
    history.push({
      t: polledAt,
      ...(funding === undefined ? {} : { funding }),
      ...(openInterest === undefined ? {} : { openInterest }),
      ...(composite === undefined ? {} : { score: composite }),
    });
    return {
      symbol: coin,
      ...(maxLeverage === undefined ? {} : { maxLeverage }),
      ctx,
      missingPolls: 0,
      history: history.slice(-HYPERLIQUID_HISTORY_SAMPLES),
    };
  });
  return { data: { polledAt, assets }, warnings };
}
