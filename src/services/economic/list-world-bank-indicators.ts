/**
 * GET /api/economic/v1/list-world-bank-indicators: one indicator from the request-time World Bank
 * lookup, newest year first then country, paged with a keyset cursor (year, country). Without a
 * provider or an answer, the empty page with X-Data-Status: unavailable (DESIGN §4).
 */
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter, sortByKey } from '../keyset-cursor';
import { listWorldBankIndicators, WORLD_BANK_INDICATORS_PAGE } from './contract-worldbank';
import type { WorldBankIndicatorRow } from './providers';

const keyOf = (r: WorldBankIndicatorRow) => ({ time: r.year, id: r.countryCode });

/** Handler of list-world-bank-indicators. */
export const listWorldBankIndicatorsHandler = defineHandler(listWorldBankIndicators, async (ctx, query) => {
  const after = decodeCursor(query.cursor);
  const provider = ctx.providers.economic?.worldBank;
  if (!provider) return unavailable(WORLD_BANK_INDICATORS_PAGE.empty);
  let answer: Awaited<ReturnType<typeof provider.indicator>>;
  try {
    answer = await provider.indicator({
      indicator: query.indicator_code.toUpperCase(),
      ...(query.country_code ? { country: query.country_code } : {}),
      ...(query.year === undefined ? {} : { year: query.year }),
    });
  } catch {
    return unavailable(WORLD_BANK_INDICATORS_PAGE.empty);
  }
  const rows = sortByKey(
    answer.rows.filter(
      (r) =>
        (!query.country_code || r.countryCode === query.country_code) &&
        (query.year === undefined || r.year === query.year),
    ),
    keyOf,
  );
  const { page, pagination } = pageAfter(rows, keyOf, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData({ data: page, pagination }, answer.fetchedAt);
});
