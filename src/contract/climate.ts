/**
 * Climate service contract (SPEC §2.2, §4.4).
 */
import Type from 'typebox';
import { Int64String } from './common';
import { getOp } from './op';

const SERVICE = 'climate';
const TAG = 'Climate';

export const Co2DataPointSchema = Type.Object({
  month: Type.String({ description: 'Month, YYYY-MM' }),
  ppm: Type.Number({ format: 'double' }),
  anomaly: Type.Number({
    format: 'double',
    description: 'Difference from the same month a year earlier, ppm',
  }),
});

export const Co2MonitoringSchema = Type.Object({
  currentPpm: Type.Number({ format: 'double', description: 'Latest monthly mean CO2 at the station, ppm' }),
  yearAgoPpm: Type.Number({ format: 'double', description: 'Monthly mean twelve months earlier, ppm' }),
  annualGrowthRate: Type.Number({ format: 'double', description: 'currentPpm - yearAgoPpm, ppm per year' }),
  preIndustrialBaseline: Type.Number({ format: 'double', description: 'Pre-industrial CO2 reference, ppm' }),
  monthlyAverage: Type.Number({
    format: 'double',
    description: 'Mean of the last twelve monthly means, ppm',
  }),
  trend12m: Type.Array(Co2DataPointSchema, { description: 'The last twelve monthly means, oldest first' }),
  methanePpb: Type.Number({
    format: 'double',
    description: 'Latest global monthly mean CH4, ppb (0 when unknown)',
  }),
  nitrousOxidePpb: Type.Number({
    format: 'double',
    description: 'Latest global monthly mean N2O, ppb (0 when unknown)',
  }),
  measuredAt: Int64String('Start of the latest month measured, Unix epoch milliseconds as a string'),
  station: Type.String({ description: 'Measuring station' }),
});

export const GetCo2MonitoringResponseSchema = Type.Object({
  monitoring: Type.Optional(Co2MonitoringSchema),
});

export const getCo2Monitoring = getOp({
  id: 'GetCo2Monitoring',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-co2-monitoring',
  summary: 'Atmospheric CO2 and methane',
  description:
    'Latest monthly mean CO2 at Mauna Loa with its twelve-month trend, and the latest global methane mean, from NOAA GML. Absent `monitoring` (with X-Data-Status: unavailable) means no data has been loaded yet.',
  query: Type.Object({}),
  response: GetCo2MonitoringResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: ['climate:co2-monitoring'],
});

/** Every climate operation. */
export const climateOperations = [getCo2Monitoring] as const;
