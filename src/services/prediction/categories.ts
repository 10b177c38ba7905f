/**
 * The rule behind the `category` filter (README "Rules"): the contract's categories are topics, not
 * venue sections, so a market belongs to a category when one of the category's terms appears as a
 * whole word (case and diacritics ignored) in the market's venue labels (Polymarket tags, Kalshi
 * category and series), its question or its event's title.
 */
import type { PredictionMarketRecord } from './data';

/** The `category` values of the contract. */
export const PREDICTION_CATEGORIES = [
  'ai',
  'tech',
  'crypto',
  'science',
  'economy',
  'fed',
  'inflation',
  'interest-rates',
  'recession',
  'trade',
  'tariffs',
  'debt-ceiling',
] as const;
/** One contract category. */
export type PredictionCategory = (typeof PREDICTION_CATEGORIES)[number];

/** The terms of each category, matched as whole words or phrases. */
export const CATEGORY_TERMS: Readonly<Record<PredictionCategory, readonly string[]>> = {
  ai: ['ai', 'artificial intelligence', 'openai', 'chatgpt', 'llm', 'agi'],
  tech: ['tech', 'technology', 'big tech', 'semiconductor', 'semiconductors', 'chips', 'software'],
  crypto: ['crypto', 'cryptocurrency', 'bitcoin', 'btc', 'ethereum', 'eth', 'solana', 'stablecoin'],
  science: ['science', 'space', 'nasa', 'climate'],
  economy: ['economy', 'economic', 'economics', 'gdp', 'finance', 'unemployment', 'jobs report'],
  fed: ['fed', 'federal reserve', 'fomc', 'fed chair'],
  inflation: ['inflation', 'cpi', 'pce'],
  'interest-rates': ['interest rate', 'interest rates', 'rate cut', 'rate cuts', 'rate hike', 'fed funds'],
  recession: ['recession'],
  trade: ['trade war', 'trade deal', 'trade deficit', 'exports', 'imports'],
  tariffs: ['tariff', 'tariffs'],
  'debt-ceiling': ['debt ceiling', 'debt limit'],
};

/** Lower case, no diacritics, punctuation as spaces, single spaces, padded for word search. */
export function normalise(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${plain} `;
}

/** The searchable text of a market: labels, question and event title. */
export function searchText(m: PredictionMarketRecord): string {
  return normalise([...m.tags, m.category ?? '', m.title, m.eventTitle ?? ''].join(' | '));
}

/** `CATEGORY_TERMS` normalised once, as `inCategory` searches for them. */
const NORMALISED_TERMS: ReadonlyMap<PredictionCategory, readonly string[]> = new Map(
  PREDICTION_CATEGORIES.map((category) => [category, CATEGORY_TERMS[category].map(normalise)]),
);

/** Whether a market (its `searchText`) belongs to a category. */
export function inCategory(text: string, category: PredictionCategory): boolean {
  return (NORMALISED_TERMS.get(category) ?? []).some((term) => text.includes(term));
}
