/**
 * Contract of list-world-bank-indicators: any World Bank WDI indicator, asked of the World Bank
 * API at request time, paged with a real cursor (DESIGN §8).
 */
import Type from 'typebox';
import { CountryCode, Cursor, Int32, PageSize } from '../../contract/common';
import { getOp } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';

/** A World Bank indicator code (`NY.GDP.MKTP.CD`, `SP.POP.TOTL`). */
export const INDICATOR_CODE_PATTERN = '^[A-Za-z0-9]+(\\.[A-Za-z0-9_]+){0,6}$';

export const WorldBankCountryDataSchema = Type.Object({
  countryCode: Type.String({ description: 'ISO 3166-1 alpha-2 country code' }),
  countryName: Type.Optional(Type.String({ description: 'Country name, as the World Bank gives it' })),
  indicatorCode: Type.String({ description: 'World Bank indicator code' }),
  indicatorName: Type.Optional(Type.String({ description: 'Indicator name, as the World Bank gives it' })),
  value: Type.Optional(Type.Number({ format: 'double', description: 'Indicator value' })),
  year: Type.Optional(Int32({ description: 'Year of the value' })),
});

/** The page of indicator values. */
export const WORLD_BANK_INDICATORS_PAGE = pagedList('data', WorldBankCountryDataSchema);

/** GET /api/economic/v1/list-world-bank-indicators. */
export const listWorldBankIndicators = getOp({
  id: 'ListWorldBankIndicators',
  service: 'economic',
  tag: 'Economic',
  rpc: 'list-world-bank-indicators',
  summary: 'World Bank development indicators',
  description:
    "Values of one World Bank indicator (any WDI code, e.g. NY.GDP.MKTP.CD) per country, asked of the World Bank API at request time and cached for a day. Without `year`, each country's most recent year with a value; with `country_code`, that country only. Regional and income-group aggregates are left out. Sorted by year (newest first), then country code; paged by `page_size` and `cursor`. Without an answer from the World Bank the empty page with X-Data-Status: unavailable.",
  query: Type.Object({
    indicator_code: Type.String({
      pattern: INDICATOR_CODE_PATTERN,
      maxLength: 64,
      description: 'World Bank indicator code, e.g. NY.GDP.MKTP.CD',
    }),
    country_code: Type.Optional(CountryCode()),
    year: Type.Optional(
      Int32({
        minimum: 1960,
        maximum: 2100,
        description: "Year of the values; default: each country's latest",
      }),
    ),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
  }),
  response: WORLD_BANK_INDICATORS_PAGE.schema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  providerSources: ['worldbank-indicators'],
  exampleQuery: 'indicator_code=NY.GDP.MKTP.CD',
});
