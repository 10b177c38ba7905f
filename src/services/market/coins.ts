/**
 * What the CoinGecko operations share: the coin snapshot, named ids (repeated or comma-joined,
 * trimmed, lower-cased, capped at 25), the seed-first resolution with one request-time lookup for
 * the ids the snapshot lacks, and the quote body of a coin.
 */
import { defineHandler, fromData, type HandlerContext, unavailable } from '../handler';
import { type listAiTokens, MAX_REQUESTED_NAMES, TOKENS_UNAVAILABLE } from './contract';
import { type CoinBaskets, type CoinMarket, type CoinMarketsData, marketKeys } from './data';
import { requestedNames } from './quotes';
import { COIN_ID_PATTERN } from './sources/coingecko/source';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A coin as the contract's CryptoQuote. */
export function cryptoQuoteOf(c: CoinMarket) {
  return {
    symbol: c.symbol,
    name: c.name,
    price: c.price,
    ...(c.change24h === undefined ? {} : { change: round(c.change24h, 4) }),
    ...(c.change7d === undefined ? {} : { change7d: round(c.change7d, 4) }),
    ...(c.sparkline ? { sparkline: c.sparkline } : {}),
    id: c.id,
    ...(c.marketCap === undefined ? {} : { marketCap: c.marketCap }),
    ...(c.lastUpdated ? { lastUpdated: c.lastUpdated } : {}),
  };
}

/** The coins of a basket the snapshot holds (largest market cap first) and the ids it lacks. */
export function basketCoins(data: CoinMarketsData, ids: readonly string[]) {
  const coins = ids.flatMap((id) => data.coins.filter((c) => c.id === id));
  coins.sort((a, b) => (b.marketCap ?? -1) - (a.marketCap ?? -1));
  return { coins, missing: ids.filter((id) => !data.coins.some((c) => c.id === id)) };
}

/** Why a named id has no coin. */
export type UnresolvedReason = 'INVALID_ID' | 'OVER_CAP' | 'NOT_FOUND' | 'PROVIDER_ERROR';

/** Named coins resolved for one request. */
export interface ResolvedCoins {
  coins: CoinMarket[];
  unresolved: { id: string; reason: UnresolvedReason }[];
  provider: 'seed' | 'upstream' | 'mixed' | 'degraded';
  fetchedAt?: string;
  snapshot?: { data: CoinMarketsData; fetchedAt: string };
}

/** The ids of a list parameter, trimmed and lower-cased. */
export function requestedIds(values: readonly string[] | undefined): string[] {
  return requestedNames(values, (s) => s.toLowerCase());
}

/** Resolves `ids` (already normalised): snapshot first, one lookup for the rest. */
export async function resolveCoins(ctx: HandlerContext, ids: readonly string[]): Promise<ResolvedCoins> {
  const read = await ctx.snapshots.read(marketKeys.coingeckoMarkets);
  const snapshot =
    read.status === 'hit' ? { data: read.snapshot.data, fetchedAt: read.snapshot.meta.fetchedAt } : undefined;
  const unresolved: ResolvedCoins['unresolved'] = [];
  const valid: string[] = [];
  for (const id of ids) {
    if (!COIN_ID_PATTERN.test(id)) unresolved.push({ id: id.slice(0, 80), reason: 'INVALID_ID' });
    else if (valid.length >= MAX_REQUESTED_NAMES) unresolved.push({ id, reason: 'OVER_CAP' });
    else valid.push(id);
  }
  const found = new Map<string, CoinMarket>();
  for (const id of valid) {
    const c = snapshot?.data.coins.find((x) => x.id === id);
    if (c) found.set(id, c);
  }
  const gaps = valid.filter((id) => !found.has(id));
  const times = found.size > 0 && snapshot ? [snapshot.fetchedAt] : [];
  let failed = false;
  let fetchedGaps = 0;
  if (gaps.length > 0) {
    const provider = ctx.providers.market?.coins;
    const r = provider ? await provider.markets(gaps) : undefined;
    if (r?.status === 'ok') {
      for (const c of r.coins) if (gaps.includes(c.id)) found.set(c.id, c);
      fetchedGaps = gaps.filter((id) => found.has(id)).length;
      if (fetchedGaps > 0) times.push(ctx.now().toISOString());
    } else failed = true;
    for (const id of gaps)
      if (!found.has(id)) unresolved.push({ id, reason: failed ? 'PROVIDER_ERROR' : 'NOT_FOUND' });
  }
  const fromSeed = found.size - fetchedGaps;
  const provider = failed ? 'degraded' : fetchedGaps === 0 ? 'seed' : fromSeed === 0 ? 'upstream' : 'mixed';
  const coins = valid.flatMap((id) => {
    const c = found.get(id);
    return c ? [c] : [];
  });
  const fetchedAt = times.sort()[0];
  return {
    coins,
    unresolved,
    provider,
    ...(fetchedAt ? { fetchedAt } : {}),
    ...(snapshot ? { snapshot } : {}),
  };
}

/** The handler of a token panel: the coins of one basket, largest market cap first. */
export const tokensHandler = (op: typeof listAiTokens, basket: 'ai' | 'defi' | 'other') =>
  defineHandler(op, async (ctx) => {
    const read = await ctx.snapshots.read(marketKeys.coingeckoMarkets);
    if (read.status !== 'hit') return unavailable(TOKENS_UNAVAILABLE);
    const { data, meta } = read.snapshot;
    const ids: CoinBaskets[typeof basket] = data.baskets[basket];
    const { coins, missing } = basketCoins(data, ids);
    return fromData({ tokens: coins.map(cryptoQuoteOf), unresolvedIds: missing }, meta.fetchedAt);
  });
