/**
 * FAO Food Price Index (keyless CSV, daily job; FAO publishes monthly, early in the month after).
 * The bundle is a real capture (months to 2026-03).
 * @see https://www.fao.org/worldfoodsituation/foodpricesindex/en/
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { macroKeys } from '../../data-macro';
import { parseFaoFoodPriceIndex } from './parser';

/** Declared variables of the source. */
export const FAO_FFPI_ENV = {
  FAO_FFPI_BASE_URL: envVar.url({
    default: 'https://www.fao.org',
    description: 'FAO origin serving the Food Price Index CSV.',
  }),
} as const;

/** Path of the CSV under the FAO origin. */
export const FAO_FFPI_PATH =
  '/media/docs/worldfoodsituationlibraries/default-document-library/food_price_indices_data.csv';
/** Daily plus up to 2 hours of jitter. */
export const FAO_FFPI_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 2 * 3_600_000 } as const;

/** The FAO Food Price Index source. */
export const faoFfpiSource = defineSource({
  id: 'fao-ffpi',
  title: 'FAO Food Price Index (CSV)',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [macroKeys.faoFoodPriceIndex],
  env: FAO_FFPI_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'fao-food-price-index',
      key: macroKeys.faoFoodPriceIndex,
      title: 'FAO Food Price Index',
      url: joinUrl(settings.FAO_FFPI_BASE_URL, FAO_FFPI_PATH),
      resource: 'csv',
      accept: 'text/csv, */*',
      schedule: FAO_FFPI_SCHEDULE,
      minRecords: 12,
      bundle: bundleBeside(import.meta.url, {
        name: 'fao-ffpi',
        files: { csv: 'food_price_indices_data.csv' },
        capturedAt: '2026-04-24T00:00:00Z',
      }),
      parse: parseFaoFoodPriceIndex,
    }),
  ],
});
