/**
 * Displacement service contract: UNHCR's refugee and displacement figures of the latest year, with
 * the response schema and the degraded body.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { resilienceKeys } from '../resilience/data';
import { seismologyKeys } from '../seismology/data';
import { displacementKeys } from './data';

const Count = (description: string) => Type.Integer({ format: 'int64', minimum: 0, description });

const CountryDisplacementSchema = Type.Object({
  code: Type.String({ minLength: 1, description: 'ISO 3166-1 alpha-2' }),
  name: Type.Optional(Type.String({ description: 'Country name as UNHCR gives it' })),
  refugees: Type.Optional(Count('Refugees originating from the country')),
  asylumSeekers: Type.Optional(Count('Asylum seekers originating from the country')),
  idps: Type.Optional(Count('Internally displaced persons in the country')),
  stateless: Type.Optional(Count('Stateless persons attributed to the country')),
  totalDisplaced: Type.Optional(Count('refugees + asylumSeekers + idps')),
  hostRefugees: Type.Optional(Count('Refugees hosted')),
  hostAsylumSeekers: Type.Optional(Count('Asylum seekers hosted')),
  hostTotal: Type.Optional(Count('hostRefugees + hostAsylumSeekers')),
  location: Type.Optional(
    Type.Object(
      { latitude: Type.Number({ format: 'double' }), longitude: Type.Number({ format: 'double' }) },
      { description: 'Left out: UNHCR gives no coordinates' },
    ),
  ),
});

const FlowSchema = Type.Object({
  originCode: Type.String({ minLength: 1, description: 'ISO 3166-1 alpha-2 of the origin' }),
  originName: Type.Optional(Type.String()),
  asylumCode: Type.String({ minLength: 1, description: 'ISO 3166-1 alpha-2 of the asylum country' }),
  asylumName: Type.Optional(Type.String()),
  refugees: Type.Optional(Count('Refugees of the origin in the asylum country')),
});

export const GetDisplacementSummaryResponseSchema = Type.Object({
  summary: Type.Optional(
    Type.Object({
      year: Type.Optional(Type.Integer({ format: 'int32', description: 'Year of the statistics' })),
      globalTotals: Type.Optional(
        Type.Object({
          refugees: Type.Optional(Count('Refugees worldwide')),
          asylumSeekers: Type.Optional(Count('Asylum seekers worldwide')),
          idps: Type.Optional(Count('IDPs worldwide')),
          stateless: Type.Optional(Count('Stateless persons worldwide')),
          total: Type.Optional(Count('refugees + asylumSeekers + idps')),
        }),
      ),
      countries: Type.Optional(
        Type.Array(CountryDisplacementSchema, { description: 'Most displaced first' }),
      ),
      topFlows: Type.Optional(Type.Array(FlowSchema, { description: 'Largest first' })),
    }),
  ),
  dataAvailable: Type.Boolean({
    description: 'False when no statistics are loaded (the summary is then absent)',
  }),
  fetchedAt: Type.Integer({
    format: 'int64',
    description:
      'Reference date of the statistics (31 December of their year), Unix epoch milliseconds; 0 when none are loaded',
  }),
});

/** The degraded body: no statistics loaded (not: no displacement). */
export const DISPLACEMENT_UNAVAILABLE: Static<typeof GetDisplacementSummaryResponseSchema> = {
  dataAvailable: false,
  fetchedAt: 0,
};

/** Countries and flows returned when the limits are absent or 0. */
export const DEFAULT_COUNTRY_LIMIT = 50;
export const DEFAULT_FLOW_LIMIT = 50;

export const getDisplacementSummary = getOp({
  id: 'GetDisplacementSummary',
  service: 'displacement',
  tag: 'Displacement',
  rpc: 'get-displacement-summary',
  summary: 'Refugees and displaced people by country (UNHCR)',
  description: `UNHCR's population statistics of the latest year published (refugees, asylum seekers, internally displaced and stateless people), worldwide, per country as origin and as host, and the largest origin → asylum refugee flows. \`year\` (0 or absent: the latest) must be the year held, else the answer is degraded; \`country_limit\` and \`flow_limit\` cap the lists (0 or absent: ${DEFAULT_COUNTRY_LIMIT} each). \`dataAvailable: false\` with \`fetchedAt: 0\` means no statistics are loaded, not that nobody is displaced.`,
  query: Type.Object({
    year: Type.Optional(
      Type.Integer({
        format: 'int32',
        minimum: 0,
        maximum: 2200,
        description: 'Year of the statistics (0: latest)',
      }),
    ),
    country_limit: Type.Optional(
      Type.Integer({ format: 'int32', minimum: 0, maximum: 300, description: 'Countries returned' }),
    ),
    flow_limit: Type.Optional(
      Type.Integer({ format: 'int32', minimum: 0, maximum: 1000, description: 'Flows returned' }),
    ),
  }),
  queryAliases: { countryLimit: 'country_limit', flowLimit: 'flow_limit' },
  response: GetDisplacementSummaryResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [displacementKeys.summary.name],
});

export const GetPopulationExposureResponseSchema = Type.Object({
  success: Type.Boolean({
    description: 'False when the data needed is not held, or no held hazard lies within the radius',
  }),
  countries: Type.Optional(
    Type.Array(
      Type.Object({
        code: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-3' })),
        name: Type.Optional(Type.String()),
        population: Type.Optional(
          Type.Integer({
            format: 'int64',
            description: 'Total population, latest year (World Bank SP.POP.TOTL)',
          }),
        ),
        densityPerKm2: Type.Optional(
          Type.Integer({
            format: 'int32',
            description: 'Population / surface area (AG.SRF.TOTL.K2), rounded',
          }),
        ),
      }),
      { description: 'Countries mode: every country with both figures, most populous first' },
    ),
  ),
  exposure: Type.Optional(
    Type.Object({
      exposedPopulation: Type.Optional(
        Type.Integer({ format: 'int64', description: 'densityPerKm2 × π × radius², rounded' }),
      ),
      exposureRadiusKm: Type.Optional(Type.Number({ format: 'double' })),
      nearestCountry: Type.Optional(
        Type.String({
          description: 'ISO 3166-1 alpha-3 of the country of the nearest held hazard within the radius',
        }),
      ),
      densityPerKm2: Type.Optional(Type.Integer({ format: 'int32' })),
    }),
  ),
});
export const POPULATION_EXPOSURE_UNAVAILABLE: Static<typeof GetPopulationExposureResponseSchema> = {
  success: false,
};
/** Radius of exposure mode when absent, km. */
export const DEFAULT_EXPOSURE_RADIUS_KM = 50;

export const getPopulationExposure = getOp({
  id: 'GetPopulationExposure',
  service: 'displacement',
  tag: 'Displacement',
  rpc: 'get-population-exposure',
  summary: 'Population and density by country, or people exposed around a hazard',
  description: `Countries mode (default): every country's latest total population and density (World Bank SP.POP.TOTL / AG.SRF.TOTL.K2). Exposure mode (\`mode=exposure\`, \`lat\` and \`lon\` required, \`radius\` in km, default ${DEFAULT_EXPOSURE_RADIUS_KM}): the nearest earthquake this server holds within the radius gives the country (from its place name), and that country's average density × π × radius² estimates the people exposed — a coarse national-average estimate, not a population grid. \`success: false\` when no held hazard lies within the radius or the population data is not held.`,
  query: Type.Object({
    mode: Type.Optional(
      StringEnum(['countries', 'exposure'] as const, { description: 'countries (default) or exposure' }),
    ),
    lat: Type.Optional(
      Type.Number({ format: 'double', minimum: -90, maximum: 90, description: 'Latitude (exposure mode)' }),
    ),
    lon: Type.Optional(
      Type.Number({
        format: 'double',
        minimum: -180,
        maximum: 180,
        description: 'Longitude (exposure mode)',
      }),
    ),
    radius: Type.Optional(
      Type.Number({
        format: 'double',
        exclusiveMinimum: 0,
        maximum: 1000,
        description: 'Radius, km (exposure mode)',
      }),
    ),
  }),
  response: GetPopulationExposureResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [resilienceKeys.populationArea.name, seismologyKeys.earthquakes.name],
  availability: {
    kind: 'derived',
    from: [resilienceKeys.populationArea.name, seismologyKeys.earthquakes.name],
    reason:
      'World Bank population and surface area against the earthquakes this server holds (rule in the displacement README)',
  },
});

export const displacementOperations: readonly OperationDef[] = [
  getDisplacementSummary,
  getPopulationExposure,
];
