/**
 * GET /api/economic/v1/list-bigmac-prices: every country of the newest Big Mac index edition, by
 * name. `code` is ISO 3166-1 alpha-2 where the index's ISO-3 code maps to one, else the index's
 * own code (EUZ); the flag is derived from the alpha-2 code.
 */
import { iso2OfIso3 } from '../../reference/countries';
import { defineHandler, fromData, unavailable } from '../handler';
import { BIGMAC_UNAVAILABLE, listBigMacPrices } from './contract-macro';
import { macroKeys } from './data-macro';

/** The flag emoji of an ISO 3166-1 alpha-2 code (regional indicator symbols). */
export function flagOf(iso2: string): string {
  return String.fromCodePoint(...[...iso2].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const SOURCE_SITE = 'The Economist Big Mac index (github.com/TheEconomist/big-mac-data)';

/** Handler of list-bigmac-prices. */
export const listBigMacPricesHandler = defineHandler(listBigMacPrices, async (ctx) => {
  const read = await ctx.snapshots.read(macroKeys.bigMacPrices);
  if (read.status !== 'hit') return unavailable(BIGMAC_UNAVAILABLE);
  const { data } = read.snapshot;
  const countries = data.rows
    .map((r) => {
      const iso2 = iso2OfIso3(r.iso3);
      return {
        code: iso2 ?? r.iso3,
        name: r.name,
        currency: r.currency,
        ...(iso2 ? { flag: flagOf(iso2) } : {}),
        localPrice: r.localPrice,
        usdPrice: Math.round(r.dollarPrice * 100) / 100,
        fxRate: r.dollarEx,
        sourceSite: SOURCE_SITE,
        available: true,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const byUsd = [...countries].sort((a, b) => a.usdPrice - b.usdPrice);
  return fromData(
    {
      countries,
      fetchedAt: `${data.edition}T00:00:00.000Z`,
      ...(data.previousEdition ? { prevFetchedAt: `${data.previousEdition}T00:00:00.000Z` } : {}),
      wowAvailable: false,
      ...(byUsd.length > 0
        ? { cheapestCountry: byUsd[0]!.code, mostExpensiveCountry: byUsd[byUsd.length - 1]!.code }
        : {}),
    },
    read.snapshot.meta.fetchedAt,
  );
});
