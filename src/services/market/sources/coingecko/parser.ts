/**
 * The one parser of CoinGecko `/api/v3/coins/markets` (a JSON array of coins: `id`, `symbol`,
 * `name`, `image`, `current_price`, `market_cap`, `total_volume`, `price_change_percentage_24h`,
 * `price_change_percentage_{24h,7d}_in_currency`, `sparkline_in_7d.price`, `last_updated`, ...).
 * Pure: text in, coins out. A coin without a price is skipped with a warning; a missing number is
 * left out, never read as 0.
 * @see https://docs.coingecko.com/reference/coins-markets
 */
import { PayloadError } from '../../../../ingest/errors';
import { num, objectOf, parseJsonBody, str } from '../../../../ingest/parse/json-values';
import type { CoinMarket } from '../../data';

/** The coins of one answer, the newest `last_updated` among them, and what was skipped. */
export interface CoinMarketsParse {
  coins: CoinMarket[];
  asOf?: string;
  warnings: string[];
}

/** Parses a `/coins/markets` body; throws PayloadError when it is not an array of coins. */
export function parseCoinMarkets(text: string): CoinMarketsParse {
  const doc = parseJsonBody(text, 'CoinGecko coins/markets');
  if (!Array.isArray(doc)) {
    const status = objectOf(objectOf(doc)?.status);
    const detail = str(status?.error_message) || str(objectOf(doc)?.error);
    throw new PayloadError(`CoinGecko coins/markets: not an array of coins${detail ? ` (${detail})` : ''}`);
  }
  const coins: CoinMarket[] = [];
  const warnings: string[] = [];
  let newest = 0;
  for (const item of doc) {
    const o = objectOf(item);
    const id = str(o?.id);
    const price = num(o?.current_price);
    if (!o || id === '' || price === undefined) {
      warnings.push(`CoinGecko coins/markets: coin ${id || '(no id)'} without a price skipped`);
      continue;
    }
    const lastUpdated = str(o.last_updated);
    const t = Date.parse(lastUpdated);
    if (!Number.isNaN(t)) newest = Math.max(newest, t);
    const change24h = num(o.price_change_percentage_24h_in_currency) ?? num(o.price_change_percentage_24h);
    const change7d = num(o.price_change_percentage_7d_in_currency);
    const spark = objectOf(o.sparkline_in_7d)?.price;
    const sparkline = Array.isArray(spark) ? spark.map(num).filter((v): v is number => v !== undefined) : [];
    const opt = <T>(key: string, v: T | undefined | '') => (v === undefined || v === '' ? {} : { [key]: v });
    coins.push({
      id,
      symbol: (str(o.symbol) || id).toUpperCase(),
      name: str(o.name) || id,
      ...opt('image', str(o.image)),
      price,
      ...opt('marketCap', num(o.market_cap)),
      ...opt('volume24h', num(o.total_volume)),
      ...opt('change24h', change24h),
      ...opt('change7d', change7d),
      ...(sparkline.length > 0 ? { sparkline } : {}),
      ...opt('lastUpdated', Number.isNaN(t) ? '' : new Date(t).toISOString()),
    });
  }
  return { coins, ...(newest > 0 ? { asOf: new Date(newest).toISOString() } : {}), warnings };
}
