/**
 * GET /api/economic/v1/get-ecb-fx-rates: the latest ECB reference rate of each currency with its
 * change from the previous business day, filtered by `currencies` (SPEC §2.3, §4.6).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { ECB_FX_RATES_UNAVAILABLE, getEcbFxRates } from './contract-ecb';
import { economicKeys } from './data';

/** Decimals kept in `change1d`: ECB rates carry at most 6 significant digits. */
export const CHANGE_1D_DECIMALS = 6;

/** Handler of get-ecb-fx-rates. */
export const getEcbFxRatesHandler = defineHandler(getEcbFxRates, async (ctx, query) => {
  const read = await ctx.snapshots.read(economicKeys.ecbFxRates);
  if (read.status !== 'hit') return unavailable(ECB_FX_RATES_UNAVAILABLE);
  const { data } = read.snapshot;
  const filter = query.currencies?.length ? new Set(query.currencies) : undefined;
  const rates = data.rates
    .filter((r) => !filter || filter.has(r.currency))
    .map((r) => {
      const rate = { pair: `EUR${r.currency}`, rate: r.rate, date: data.date };
      if (r.previousRate === undefined) return rate;
      // Rounded so float noise (1.0920 - 1.0891 = 0.002900000000000125) does not leak out.
      return { ...rate, change1d: Number((r.rate - r.previousRate).toFixed(CHANGE_1D_DECIMALS)) };
    });
  const updatedAt = String(Date.parse(`${data.date}T00:00:00Z`));
  return fromData({ rates, updatedAt, unavailable: false }, read.snapshot.meta.fetchedAt);
});
