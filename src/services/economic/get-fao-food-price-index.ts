/**
 * GET /api/economic/v1/get-fao-food-price-index: the newest months of the FAO Food Price Index
 * with the headline index's month-on-month and year-on-year changes (percent, two decimals).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { DEFAULT_FAO_MONTHS, FAO_FOOD_PRICE_UNAVAILABLE, getFaoFoodPriceIndex } from './contract-macro';
import { macroKeys } from './data-macro';

/** Percent change from `before` to `after`, two decimals. */
export function pctChange(after: number, before: number): number {
  return Math.round(((after - before) / before) * 10_000) / 100;
}

/** The month `n` months before `month` (YYYY-MM). */
function monthsBefore(month: string, n: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Handler of get-fao-food-price-index. */
export const getFaoFoodPriceIndexHandler = defineHandler(getFaoFoodPriceIndex, async (ctx, query) => {
  const read = await ctx.snapshots.read(macroKeys.faoFoodPriceIndex);
  if (read.status !== 'hit') return unavailable(FAO_FOOD_PRICE_UNAVAILABLE);
  const { months } = read.snapshot.data;
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const latest = months[months.length - 1]!;
  const points = months
    .slice(-(query.months ?? DEFAULT_FAO_MONTHS))
    .map(({ month, ...rest }) => ({ date: month, ...rest }));
  const prev = byMonth.get(monthsBefore(latest.month, 1));
  const yearAgo = byMonth.get(monthsBefore(latest.month, 12));
  return fromData(
    {
      points,
      currentFfpi: latest.ffpi,
      ...(prev ? { momPct: pctChange(latest.ffpi, prev.ffpi) } : {}),
      ...(yearAgo ? { yoyPct: pctChange(latest.ffpi, yearAgo.ffpi) } : {}),
      fetchedAt: `${latest.month}-01T00:00:00.000Z`,
    },
    read.snapshot.meta.fetchedAt,
  );
});
