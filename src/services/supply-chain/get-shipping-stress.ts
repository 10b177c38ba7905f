/**
 * GET /api/supply-chain/v1/get-shipping-stress: freight ETF and shipping stock quotes (Yahoo, read
 * through the market service's data.ts) with a 0-100 stress score. Rule (also in the README): each
 * component scores 50 + 2.5 × its 20-session rate of change in percent, clamped to 0-100, one
 * decimal; the score is the weighted mean of the components held when they carry at least half of
 * the weight. Bands: <25 low, <50 moderate, <75 elevated, else critical.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { marketKeys, quoteChangePercent, yahooQuoteOf } from '../market/data';
import {
  type GetShippingStressResponse,
  getShippingStress,
  SHIPPING_STRESS_COMPONENTS,
  SHIPPING_STRESS_MIN_WEIGHT,
  SHIPPING_STRESS_POINTS_PER_PCT,
  SHIPPING_STRESS_ROC_SESSIONS,
  SHIPPING_STRESS_UNAVAILABLE,
} from './contract-shipping';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A component's score 0-100 from its rate of change in percent. */
export function shippingComponentScore(rocPct: number): number {
  return round(Math.min(100, Math.max(0, 50 + SHIPPING_STRESS_POINTS_PER_PCT * rocPct)), 1);
}

/** The band of a score. */
export function shippingStressLevel(score: number): 'low' | 'moderate' | 'elevated' | 'critical' {
  if (score < 25) return 'low';
  if (score < 50) return 'moderate';
  if (score < 75) return 'elevated';
  return 'critical';
}

export const getShippingStressHandler = defineHandler(getShippingStress, async (ctx) => {
  const read = await ctx.snapshots.read(marketKeys.yahooExtraQuotes);
  const data = read.status === 'hit' ? read.snapshot.data : undefined;
  const body: GetShippingStressResponse = structuredClone(SHIPPING_STRESS_UNAVAILABLE);
  let weighted = 0;
  let weights = 0;
  const n = SHIPPING_STRESS_ROC_SESSIONS;
  for (const c of SHIPPING_STRESS_COMPONENTS) {
    const q = data ? yahooQuoteOf(data, c.symbol) : undefined;
    if (q) {
      const change = quoteChangePercent(q);
      body.carriers.push({
        symbol: c.symbol,
        name: q.name ?? c.name,
        carrierType: c.carrierType,
        price: q.price,
        ...(change !== undefined ? { changePct: round(change, 2) } : {}),
        sparkline: q.bars.slice(-30).map((b) => b.close),
      });
    }
    const closes = q?.bars.map((b) => b.close) ?? [];
    const last = closes.at(-1);
    const before = closes.at(-1 - n);
    if (closes.length < n + 1 || last === undefined || before === undefined || before === 0) {
      body.missingInputs.push(
        `Yahoo ${c.symbol}: ${n + 1} daily closes (${q ? `${closes.length} held` : 'no quote held'})`,
      );
      body.components.push({ symbol: c.symbol, weight: c.weight, missing: true });
      continue;
    }
    const roc20 = round((last / before - 1) * 100, 2);
    const score = shippingComponentScore(roc20);
    weighted += score * c.weight;
    weights += c.weight;
    body.components.push({ symbol: c.symbol, weight: c.weight, roc20, score, missing: false });
  }
  if (read.status === 'hit') body.fetchedAt = Date.parse(read.snapshot.meta.fetchedAt);
  if (weights < SHIPPING_STRESS_MIN_WEIGHT - 1e-9 || read.status !== 'hit') return unavailable(body);
  const stressScore = round(weighted / weights, 1);
  body.stressScore = stressScore;
  body.stressLevel = shippingStressLevel(stressScore);
  body.upstreamUnavailable = false;
  return fromData(body, read.snapshot.meta.fetchedAt);
});
