/**
 * GET /api/economic/v1/get-macro-signals: seven signals derived from Yahoo chart closes (read
 * through the market service's data.ts) and the alternative.me Fear & Greed readings. Rule (also
 * in the README), with ROC(n) = (last close / close n sessions earlier - 1) * 100:
 * - liquidity: JPY=X ROC(30) < -2 → SQUEEZE, else NORMAL (bullish when NORMAL);
 * - flowStructure: |BTC-USD ROC(5) - QQQ ROC(5)| > 5 → PASSIVE GAP, else ALIGNED (bullish);
 * - macroRegime: QQQ ROC(20) > XLP ROC(20) → RISK-ON (bullish), else DEFENSIVE;
 * - technicalTrend: BTC price above SMA50 and SMA200 → BULLISH (bullish), below SMA200 → BEARISH,
 *   else NEUTRAL; needs 200 closes;
 * - priceMomentum: Mayer multiple (price / SMA200) ≥ 1.2 → STRONG (bullish), ≥ 0.8 → MODERATE,
 *   else WEAK;
 * - hashRate: not ingested, always UNKNOWN;
 * - fearGreed: latest reading; bullish when its value is above 50.
 * Verdict: BUY when bullish signals are a strict majority of the evaluated ones, else CASH;
 * UNKNOWN when none is evaluated.
 */
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { YAHOO_QUOTE_KEYS, type YahooQuote, yahooQuoteOf } from '../market/data';
import { type GetMacroSignalsResponse, getMacroSignals, MACRO_SIGNALS_UNAVAILABLE } from './contract-signals';
import { signalsKeys } from './data-signals';

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Rate of change over n sessions, percent, or undefined without n + 1 closes. */
export function roc(closes: readonly number[], n: number): number | undefined {
  const last = closes.at(-1);
  const before = closes.at(-1 - n);
  if (closes.length < n + 1 || last === undefined || before === undefined || before === 0) return undefined;
  return round((last / before - 1) * 100);
}

/** Simple moving average of the last n closes, or undefined without n closes. */
export function sma(closes: readonly number[], n: number): number | undefined {
  if (closes.length < n) return undefined;
  return round(closes.slice(-n).reduce((a, b) => a + b, 0) / n);
}

function vwap(bars: YahooQuote['bars'], n: number): number | undefined {
  const last = bars.slice(-n);
  if (last.length < n || last.some((b) => b.volume === undefined)) return undefined;
  const volume = last.reduce((a, b) => a + (b.volume ?? 0), 0);
  if (volume === 0) return undefined;
  return round(last.reduce((a, b) => a + b.close * (b.volume ?? 0), 0) / volume);
}

/** Macro-signal symbols and the basket they are configured in by default. */
export const SIGNAL_SYMBOLS = ['JPY=X', 'BTC-USD', 'QQQ', 'XLP'] as const;

export const getMacroSignalsHandler = defineHandler(getMacroSignals, async (ctx) => {
  const reads = [];
  const quotes = new Map<string, YahooQuote>();
  for (const key of YAHOO_QUOTE_KEYS) {
    const read = await ctx.snapshots.read(key);
    if (read.status !== 'hit') continue;
    let used = false;
    for (const symbol of SIGNAL_SYMBOLS) {
      const q = quotes.has(symbol) ? undefined : yahooQuoteOf(read.snapshot.data, symbol);
      if (q && q.bars.length > 0) {
        quotes.set(symbol, q);
        used = true;
      }
    }
    if (used) reads.push(read);
  }
  const fngRead = await ctx.snapshots.read(signalsKeys.cryptoFearGreed);
  if (fngRead.status === 'hit') reads.push(fngRead);

  const missing: string[] = [];
  const closesOf = (symbol: (typeof SIGNAL_SYMBOLS)[number], need: number, what: string) => {
    const closes = quotes.get(symbol)?.bars.map((b) => b.close) ?? [];
    if (closes.length < need) {
      const held = quotes.has(symbol) ? `${closes.length} held` : 'no quote held';
      missing.push(`Yahoo ${symbol}: ${need} daily closes for ${what} (${held})`);
    }
    return closes;
  };
  const body: GetMacroSignalsResponse = structuredClone(MACRO_SIGNALS_UNAVAILABLE);
  const s = body.signals;
  const bullish: boolean[] = [];

  const jpy = closesOf('JPY=X', 31, 'liquidity');
  const jpyRoc = roc(jpy, 30);
  s.liquidity.sparkline = jpy.slice(-30);
  if (jpyRoc !== undefined) {
    s.liquidity = { ...s.liquidity, value: jpyRoc, status: jpyRoc < -2 ? 'SQUEEZE' : 'NORMAL' };
    bullish.push(s.liquidity.status === 'NORMAL');
  }

  const btc = closesOf('BTC-USD', 6, 'flow structure');
  const qqq = closesOf('QQQ', 21, 'flow structure and macro regime');
  body.meta.qqqSparkline = qqq.slice(-30);
  const btc5 = roc(btc, 5);
  const qqq5 = roc(qqq, 5);
  s.flowStructure = {
    status: 'UNKNOWN',
    ...(btc5 !== undefined ? { btcReturn5: btc5 } : {}),
    ...(qqq5 !== undefined ? { qqqReturn5: qqq5 } : {}),
  };
  if (btc5 !== undefined && qqq5 !== undefined) {
    s.flowStructure.status = Math.abs(btc5 - qqq5) > 5 ? 'PASSIVE GAP' : 'ALIGNED';
    bullish.push(s.flowStructure.status === 'ALIGNED');
  }

  const xlp = closesOf('XLP', 21, 'macro regime');
  const qqq20 = roc(qqq, 20);
  const xlp20 = roc(xlp, 20);
  s.macroRegime = {
    status: 'UNKNOWN',
    ...(qqq20 !== undefined ? { qqqRoc20: qqq20 } : {}),
    ...(xlp20 !== undefined ? { xlpRoc20: xlp20 } : {}),
  };
  if (qqq20 !== undefined && xlp20 !== undefined) {
    s.macroRegime.status = qqq20 > xlp20 ? 'RISK-ON' : 'DEFENSIVE';
    bullish.push(s.macroRegime.status === 'RISK-ON');
  }

  const btcQuote = quotes.get('BTC-USD');
  const btcLong = closesOf('BTC-USD', 200, 'technical trend and price momentum (200-session average)');
  const sma50 = sma(btcLong, 50);
  const sma200 = sma(btcLong, 200);
  const vwap30d = btcQuote ? vwap(btcQuote.bars, 30) : undefined;
  const price = btcQuote?.price;
  const mayer = price !== undefined && sma200 ? round(price / sma200, 3) : undefined;
  s.technicalTrend = {
    status: 'UNKNOWN',
    sparkline: btcLong.slice(-30),
    ...(price !== undefined ? { btcPrice: price } : {}),
    ...(sma50 !== undefined ? { sma50 } : {}),
    ...(sma200 !== undefined ? { sma200 } : {}),
    ...(vwap30d !== undefined ? { vwap30d } : {}),
    ...(mayer !== undefined ? { mayerMultiple: mayer } : {}),
  };
  if (price !== undefined && sma50 !== undefined && sma200 !== undefined) {
    s.technicalTrend.status =
      price > sma50 && price > sma200 ? 'BULLISH' : price < sma200 ? 'BEARISH' : 'NEUTRAL';
    bullish.push(s.technicalTrend.status === 'BULLISH');
  }
  if (mayer !== undefined) {
    s.priceMomentum.status = mayer >= 1.2 ? 'STRONG' : mayer >= 0.8 ? 'MODERATE' : 'WEAK';
    bullish.push(s.priceMomentum.status === 'STRONG');
  }

  missing.push('mempool.space Bitcoin hash rate (not ingested)');

  if (fngRead.status === 'hit') {
    const readings = fngRead.snapshot.data.readings;
    const latest = readings.at(-1);
    s.fearGreed = {
      status: latest?.classification ?? 'UNKNOWN',
      ...(latest ? { value: latest.value } : {}),
      history: readings.slice(-30).map((r) => ({ date: r.date, value: r.value })),
    };
    if (latest) bullish.push(latest.value > 50);
  } else {
    missing.push('alternative.me crypto Fear & Greed index (no snapshot held)');
  }

  body.missingInputs = missing;
  body.totalCount = bullish.length;
  body.bullishCount = bullish.filter(Boolean).length;
  if (body.totalCount === 0) return unavailable(body);
  body.verdict = body.bullishCount * 2 > body.totalCount ? 'BUY' : 'CASH';
  body.unavailable = false;
  const fetchedAt = oldestFetchedAt(reads) ?? new Date(0).toISOString();
  body.timestamp = fetchedAt;
  return fromData(body, fetchedAt);
});
