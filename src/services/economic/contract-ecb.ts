/**
 * Contract of get-ecb-fx-rates (SPEC §2.3, §4.6). `updatedAt` is the rates' own business day as
 * Unix epoch milliseconds (SPEC §2: `updatedAt` in economic responses is epoch ms), carried as a
 * decimal string because the reference types the field as a string.
 */
import Type, { type Static } from 'typebox';
import { Repeated } from '../../contract/common';
import { getOp } from '../../contract/op';
import { CURRENCY_CODE_PATTERN, economicKeys } from './data';

/** Most currency filters one request may carry. */
export const MAX_CURRENCY_FILTERS = 50;

/** One EUR reference rate. */
export const EcbFxRateSchema = Type.Object({
  pair: Type.String({ description: 'EUR followed by the quote currency, e.g. EURUSD' }),
  rate: Type.Number({ format: 'double', description: 'Units of the quote currency per 1 EUR' }),
  date: Type.String({ description: 'Business day of the rate, YYYY-MM-DD' }),
  change1d: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Rate minus the previous business day rate; absent without that day in the 90-day history',
    }),
  ),
});

/** GetEcbFxRatesResponse. */
export const GetEcbFxRatesResponseSchema = Type.Object({
  rates: Type.Array(EcbFxRateSchema, { description: 'One rate per currency, in ECB file order' }),
  updatedAt: Type.Optional(
    Type.String({
      pattern: '^\\d+$',
      description: 'Start (00:00Z) of the business day the rates are for, Unix epoch ms as a decimal string',
    }),
  ),
  unavailable: Type.Boolean({ description: 'True when no rates have been loaded; the list is then empty' }),
});

/** The degraded answer: no rates have been loaded. @see SPEC §7 */
export const ECB_FX_RATES_UNAVAILABLE: Static<typeof GetEcbFxRatesResponseSchema> = {
  rates: [],
  unavailable: true,
};

/** GET /api/economic/v1/get-ecb-fx-rates. */
export const getEcbFxRates = getOp({
  id: 'GetEcbFxRates',
  service: 'economic',
  tag: 'Economic',
  rpc: 'get-ecb-fx-rates',
  summary: 'ECB euro reference rates',
  description:
    "The European Central Bank's euro foreign exchange reference rates of the latest business day, each with its change from the previous business day. `currencies` (repeated ISO 4217 codes) limits the answer to those currencies; absent returns all. An empty list with `unavailable: true` and X-Data-Status: unavailable means no rates have been loaded yet.",
  query: Type.Object({
    currencies: Type.Optional(
      Repeated(Type.String({ pattern: CURRENCY_CODE_PATTERN }), {
        maxItems: MAX_CURRENCY_FILTERS,
        description: 'Quote currencies to return, ISO 4217 (repeat the parameter for several)',
      }),
    ),
  }),
  response: GetEcbFxRatesResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [economicKeys.ecbFxRates.name],
});
