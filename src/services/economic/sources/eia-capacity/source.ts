/**
 * EIA API v2 annual US generating capability by energy source (state electricity profiles,
 * Form EIA-860), key `EIA_API_KEY` as for the weekly EIA series. The format is known from EIA's
 * documentation only (no real capture of this route): no bundle.
 * @see https://www.eia.gov/opendata/documentation.php
 */
import { singleGetJob } from '../../../../ingest/get-job';
import { defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { CAPACITY_SOURCES, energyKeys } from '../../data-energy';
import { EIA_ENV } from '../eia/source';
import { parseEiaCapacity } from './parser';

/** The capability route. */
export const EIA_CAPABILITY_ROUTE = '/v2/electricity/state-electricity-profiles/capability/data/';
/** Daily plus up to 2 hours of jitter (the data is annual). */
export const EIA_CAPABILITY_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 2 * 3_600_000 } as const;
/** Rows asked for: every producer type of three sources over several decades fits. */
export const EIA_CAPABILITY_LENGTH = 5000;

/** The request URL (the key is added at fetch time and never shown). */
export function eiaCapabilityUrl(base: string, apiKey: string): string {
  const params = new URLSearchParams({ api_key: apiKey, frequency: 'annual', 'data[0]': 'capability' });
  params.append('facets[stateid][]', 'US');
  for (const s of CAPACITY_SOURCES) params.append('facets[energysourceid][]', s);
  params.append('sort[0][column]', 'period');
  params.append('sort[0][direction]', 'desc');
  params.append('offset', '0');
  params.append('length', String(EIA_CAPABILITY_LENGTH));
  return `${joinUrl(base, EIA_CAPABILITY_ROUTE)}?${params.toString()}`;
}

/** The EIA generating-capability source. */
export const eiaCapacitySource = defineSource({
  id: 'eia-capacity',
  title: 'EIA Open Data API v2 (annual generating capability)',
  note: 'free key (EIA_API_KEY); daily; format from the documentation',
  availability: {
    kind: 'documented-format',
    reason: "EIA API v2 documentation and the route's column names; no real capture of this route yet",
    variables: ['EIA_API_KEY'],
  },
  keys: [energyKeys.eiaEnergyCapacity],
  env: EIA_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'eia-energy-capacity',
      key: energyKeys.eiaEnergyCapacity,
      title: 'EIA API v2',
      url: eiaCapabilityUrl(settings.EIA_BASE_URL, settings.EIA_API_KEY ?? ''),
      shownUrl: `${joinUrl(settings.EIA_BASE_URL, EIA_CAPABILITY_ROUTE)} energysourceid ${CAPACITY_SOURCES.join(',')}`,
      resource: 'capability',
      accept: 'application/json',
      schedule: EIA_CAPABILITY_SCHEDULE,
      credentials:
        settings.EIA_API_KEY === undefined
          ? { kind: 'missing', hint: 'set EIA_API_KEY' }
          : { kind: 'configured' },
      minRecords: 1,
      parse: parseEiaCapacity,
    }),
  ],
});
