/**
 * Parser of the Kalshi Trade API v2 `/events?with_nested_markets=true` answer:
 * `{cursor, events[{event_ticker, series_ticker, title, category, last_updated_ts, markets[...]}],
 * milestones[]}`. Prices are dollar strings (`last_price_dollars` `"0.1200"`), sizes and volumes
 * fixed-point strings (`volume_fp` `"134.00"`, contracts); the older integer fields (`last_price`
 * in cents, `volume`) are read when the dollar ones are absent. Open-ended events close in 2099.
 * Only markets with status `active` or `open` are kept; the others are counted in a warning.
 * Pure: text in, records out.
 * @see https://docs.kalshi.com/api-reference
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objects, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { PredictionMarketRecord, PredictionMarketsData } from '../../data';

const RESOURCE = 'Kalshi events';
/** Series pages: `/markets/<series ticker, lower case>`. */
export const KALSHI_SITE = 'https://kalshi.com';
const OPEN_STATUSES = new Set(['active', 'open']);

/** Parses one `/events` download; throws PayloadError when it is not an event list. */
export function parseKalshiEvents(text: string): ParseResult<PredictionMarketsData> {
  const body = jsonObject(text, RESOURCE);
  if (!Array.isArray(body.events)) throw new PayloadError(`${RESOURCE}: no events[]`);
  const markets: PredictionMarketRecord[] = [];
  const seen = new Set<string>();
  let newest = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  for (const event of objects(body.events)) {
    for (const market of objects(event.markets)) {
      const record = OPEN_STATUSES.has(str(market.status)) ? toRecord(event, market) : undefined;
      if (!record || seen.has(record.id)) {
        skipped++;
        continue;
      }
      seen.add(record.id);
      markets.push(record);
      newest = Math.max(newest, time(market.updated_time) ?? newest, time(event.last_updated_ts) ?? newest);
    }
  }
  return {
    data: { markets },
    ...(Number.isFinite(newest) ? { asOf: new Date(newest).toISOString() } : {}),
    warnings: skipped > 0 ? [`${RESOURCE}: ${skipped} closed, settled or unreadable markets left out`] : [],
  };
}

function toRecord(
  event: Record<string, unknown>,
  market: Record<string, unknown>,
): PredictionMarketRecord | undefined {
  const id = str(market.ticker);
  const title = str(market.title) || str(event.title);
  if (!id || !title) return undefined;
  const eventTicker = str(market.event_ticker) || str(event.event_ticker);
  const series = str(event.series_ticker) || eventTicker.split('-')[0] || id.split('-')[0] || id;
  const category = str(event.category);
  const yesPrice = yesPriceOf(market);
  const volume = volumeOf(market);
  const closesAt = time(market.close_time);
  const eventTitle = str(event.title);
  return {
    id,
    title,
    ...(eventTitle ? { eventTitle } : {}),
    ...(eventTicker ? { eventId: eventTicker } : {}),
    ...(yesPrice === undefined ? {} : { yesPrice }),
    ...(volume === undefined ? {} : { volume }),
    ...(closesAt === undefined ? {} : { closesAt }),
    url: `${KALSHI_SITE}/markets/${encodeURIComponent(series.toLowerCase())}`,
    ...(category ? { category } : {}),
    tags: [category, str(event.series_ticker)].filter((t) => t !== ''),
  };
}

/**
 * The last traded price of Yes; without a trade, the midpoint of the Yes bid and ask when there is
 * an ask. In dollars per $1 contract, so already 0 to 1.
 */
function yesPriceOf(market: Record<string, unknown>): number | undefined {
  const last = dollars(market.last_price_dollars, market.last_price);
  if (last !== undefined && last > 0) return inUnit(last);
  const bid = dollars(market.yes_bid_dollars, market.yes_bid);
  const ask = dollars(market.yes_ask_dollars, market.yes_ask);
  if (ask !== undefined && ask > 0) return inUnit(((bid ?? 0) + ask) / 2);
  return last === undefined ? undefined : inUnit(last);
}

/** Contracts traded (`volume_fp`, else `volume`) times each contract's dollar notional ($1). */
function volumeOf(market: Record<string, unknown>): number | undefined {
  const contracts = num(market.volume_fp) ?? num(market.volume);
  if (contracts === undefined || contracts < 0) return undefined;
  const notional = num(market.notional_value_dollars) ?? 1;
  return Math.round(contracts * notional * 100) / 100;
}

/** A dollar string, else the legacy cents integer converted to dollars. */
function dollars(value: unknown, cents: unknown): number | undefined {
  const d = num(value);
  if (d !== undefined) return d;
  const c = num(cents);
  return c === undefined ? undefined : c / 100;
}

function inUnit(price: number): number | undefined {
  return price >= 0 && price <= 1 ? Math.round(price * 10_000) / 10_000 : undefined;
}

function time(value: unknown): number | undefined {
  const text = str(value);
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(ms) ? undefined : ms;
}
