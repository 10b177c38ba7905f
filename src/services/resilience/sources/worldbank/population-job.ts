/**
 * `resilience:population-area` ← World Bank WDI `SP.POP.TOTL` (total population) and
 * `AG.SRF.TOTL.K2` (surface area, km²) of every economy over the last years, through the same
 * World Bank client as the education job; each country keeps its latest population and area.
 * Read by the displacement service (population exposure). Dated by the newest population year's
 * end. Weekly (the series change yearly).
 */
import type { EnvValues } from '../../../../env-vars';
import { PayloadError } from '../../../../ingest/errors';
import { type AnyIngestJob, defineJob, type ParseResult, type Payload } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { fetchWorldBankIndicator } from '../../../../ingest/worldbank';
import { type PopulationAreaRecord, resilienceKeys } from '../../data';
import { WORLD_BANK_RUN_TIMEOUT_MS, WORLD_BANK_SCHEDULE } from './job';
import { parseWorldBankPage } from './parser';
import type { WORLD_BANK_ENV } from './source';

export const POPULATION_INDICATOR = 'SP.POP.TOTL';
export const AREA_INDICATOR = 'AG.SRF.TOTL.K2';
/** Years asked for back from now (the latest published year lags one or two). */
export const POPULATION_YEARS_BACK = 6;

/** Each country's latest population and latest area from the pages of both indicators. */
export function buildPopulationArea(payload: Payload): ParseResult<{ countries: PopulationAreaRecord[] }> {
  const pop = new Map<string, { value: number; year: number }>();
  const area = new Map<string, { value: number; year: number }>();
  for (const [name, body] of Object.entries(payload)) {
    for (const o of parseWorldBankPage(body, `World Bank ${name}`).observations) {
      const into =
        o.indicatorId === POPULATION_INDICATOR ? pop : o.indicatorId === AREA_INDICATOR ? area : undefined;
      const seen = into?.get(o.countryCode);
      if (into && (!seen || o.year > seen.year)) into.set(o.countryCode, { value: o.value, year: o.year });
    }
  }
  if (pop.size === 0) throw new PayloadError(`World Bank ${POPULATION_INDICATOR}: no country value`);
  const countries = [...pop.entries()]
    .map(([code, p]) => {
      const a = area.get(code);
      return {
        code,
        population: Math.round(p.value),
        populationYear: p.year,
        ...(a && a.value > 0 ? { areaKm2: a.value } : {}),
      };
    })
    .sort((x, y) => y.population - x.population || (x.code < y.code ? -1 : 1));
  const newest = Math.max(...countries.map((c) => c.populationYear));
  return { data: { countries }, asOf: `${newest}-12-31T00:00:00.000Z` };
}

/** Creates the World Bank population and area job. */
export function createWorldBankPopulationJob(settings: EnvValues<typeof WORLD_BANK_ENV>): AnyIngestJob {
  const base = settings.WORLD_BANK_BASE_URL;
  return defineJob({
    id: 'worldbank-population-area',
    key: resilienceKeys.populationArea,
    source: `World Bank WDI ${joinUrl(base, '/v2/country/all/indicator/')} ${POPULATION_INDICATOR},${AREA_INDICATOR}`,
    schedule: WORLD_BANK_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: WORLD_BANK_RUN_TIMEOUT_MS,
    async fetch({ http, now, warn }) {
      const to = now().getUTCFullYear();
      const from = to - POPULATION_YEARS_BACK;
      const parts = await Promise.all(
        [POPULATION_INDICATOR, AREA_INDICATOR].map((id) =>
          fetchWorldBankIndicator(http, base, id, from, to, warn),
        ),
      );
      return Object.assign({}, ...parts) as Payload;
    },
    async parse(payload) {
      return buildPopulationArea(payload);
    },
  });
}
