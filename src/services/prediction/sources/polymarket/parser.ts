/**
 * Parser of the Polymarket Gamma API `/events` answer: a JSON array of events, each with its
 * `markets[]`. Several market fields are JSON encoded inside strings (`outcomes`,
 * `outcomePrices`, `clobTokenIds`), market `volume` is a decimal string beside its numeric twin
 * `volumeNum`, and `closedTime` is not ISO. Only open markets are kept (event and market `active`,
 * not `closed`, not `archived`); the others are counted in a warning. Pure: text in, records out.
 * @see https://docs.polymarket.com/developers/gamma-markets-api/overview
 */
import { PayloadError } from '../../../../ingest/errors';
import { num, objects, parseJsonBody, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { PredictionMarketRecord, PredictionMarketsData } from '../../data';

const RESOURCE = 'Polymarket Gamma events';
/** Market pages: `/event/<event slug>/<market slug>`. */
export const POLYMARKET_SITE = 'https://polymarket.com';

/**
 * Polymarket's top-level sections, in the order they win when an event carries several: the
 * answered `category` is the label of the first of these among the event's tags, else its first tag.
 */
export const POLYMARKET_SECTIONS = [
  'politics',
  'elections',
  'geopolitics',
  'crypto',
  'economy',
  'finance',
  'business',
  'tech',
  'science',
  'sports',
  'culture',
  'world',
] as const;

/** Parses one `/events` download; throws PayloadError when it is not an event list. */
export function parsePolymarketEvents(text: string): ParseResult<PredictionMarketsData> {
  const body = parseJsonBody(text, RESOURCE);
  if (!Array.isArray(body)) throw new PayloadError(`${RESOURCE}: body is not a JSON array of events`);
  const markets: PredictionMarketRecord[] = [];
  const seen = new Set<string>();
  let newest = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  for (const event of objects(body)) {
    if (!Array.isArray(event.markets)) throw new PayloadError(`${RESOURCE}: an event has no markets[]`);
    const eventOpen = isOpen(event);
    const tags = objects(event.tags);
    const labels = tags.map((t) => str(t.label)).filter((l) => l !== '');
    const category = sectionOf(tags) ?? labels[0];
    for (const market of objects(event.markets)) {
      const record = eventOpen && isOpen(market) ? toRecord(event, market, labels, category) : undefined;
      if (!record || seen.has(record.id)) {
        skipped++;
        continue;
      }
      seen.add(record.id);
      markets.push(record);
      newest = Math.max(newest, time(market.updatedAt) ?? newest, time(event.updatedAt) ?? newest);
    }
  }
  return {
    data: { markets },
    ...(Number.isFinite(newest) ? { asOf: new Date(newest).toISOString() } : {}),
    warnings: skipped > 0 ? [`${RESOURCE}: ${skipped} closed, inactive or unreadable markets left out`] : [],
  };
}

function isOpen(o: Record<string, unknown>): boolean {
  return o.active === true && o.closed !== true && o.archived !== true;
}

function toRecord(
  event: Record<string, unknown>,
  market: Record<string, unknown>,
  tags: string[],
  category: string | undefined,
): PredictionMarketRecord | undefined {
  const slug = str(market.slug);
  const id = slug || str(market.id);
  const title = str(market.question) || str(event.title);
  if (!id || !title) return undefined;
  const eventSlug = str(event.slug);
  const yesPrice = yesPriceOf(market);
  const volume = num(market.volumeNum) ?? num(market.volume);
  const closesAt = time(market.endDate);
  const eventTitle = str(event.title);
  return {
    id,
    title,
    ...(eventTitle ? { eventTitle } : {}),
    ...(eventSlug ? { eventId: eventSlug } : {}),
    ...(yesPrice === undefined ? {} : { yesPrice }),
    ...(volume === undefined || volume < 0 ? {} : { volume }),
    ...(closesAt === undefined ? {} : { closesAt }),
    url: eventSlug
      ? `${POLYMARKET_SITE}/event/${encodeURIComponent(eventSlug)}/${encodeURIComponent(slug || id)}`
      : `${POLYMARKET_SITE}/market/${encodeURIComponent(id)}`,
    ...(category ? { category } : {}),
    tags,
  };
}

/** The price of the "Yes" outcome, from the two JSON-in-string arrays; undefined when none. */
function yesPriceOf(market: Record<string, unknown>): number | undefined {
  const outcomes = stringArray(market.outcomes);
  const prices = stringArray(market.outcomePrices);
  const i = outcomes.findIndex((o) => o.toLowerCase() === 'yes');
  const price = i < 0 ? undefined : num(prices[i]);
  return price !== undefined && price >= 0 && price <= 1 ? price : undefined;
}

/** A JSON array of strings encoded in a string (or already an array); [] when unreadable. */
function stringArray(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map((v) => str(v)) : [];
}

function sectionOf(tags: Record<string, unknown>[]): string | undefined {
  for (const section of POLYMARKET_SECTIONS) {
    const tag = tags.find((t) => str(t.slug).toLowerCase() === section);
    const label = tag ? str(tag.label) : '';
    if (label) return label;
  }
  return undefined;
}

/** An ISO time (or Polymarket's `YYYY-MM-DD HH:MM:SS+00`) in epoch ms. */
function time(value: unknown): number | undefined {
  const text = str(value);
  if (!text) return undefined;
  const iso = text.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\+00$/, '$1T$2Z');
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}
