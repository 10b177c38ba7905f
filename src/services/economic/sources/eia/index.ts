/**
 * EIA Open Data API v2 (free key, every 6 hours): the weekly US crude, SPR, natural-gas storage
 * and refinery-input series. The crude-stocks series has a bundled real capture.
 * @see https://www.eia.gov/opendata/documentation.php
 */

import { defineSource } from '../../../../ingest/source';
import { economicKeys } from '../../data';
import { EIA_ENV } from './env';
import {
  createEiaCrudeStocksJob,
  createEiaNatGasStorageJob,
  createEiaRefineryInputsJob,
  createEiaSprStocksJob,
} from './job';

/** The EIA source. */
export const eiaSource = defineSource({
  id: 'eia',
  title: 'EIA Open Data API v2 (weekly inventory series)',
  note: 'free key (EIA_API_KEY); every 6 hours',
  availability: { kind: 'operator-key', variables: ['EIA_API_KEY'], reason: 'a free EIA Open Data API key' },
  keys: [
    economicKeys.eiaCrudeStocks,
    economicKeys.eiaSprStocks,
    economicKeys.eiaNatGasStorage,
    economicKeys.eiaRefineryInputs,
  ],
  env: EIA_ENV,
  jobs: (settings) => [
    createEiaCrudeStocksJob(settings),
    createEiaSprStocksJob(settings),
    createEiaNatGasStorageJob(settings),
    createEiaRefineryInputsJob(settings),
  ],
});
