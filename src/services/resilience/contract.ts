/**
 * Resilience service contract (SPEC §2.3, §4.6): its operation, response schema and degraded body.
 */
import Type, { type Static } from 'typebox';
import { CountryCode, Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import {
  type CapabilityMetric,
  missingObservation,
  type ObservationGroup,
  WORKFORCE_METRICS,
} from './capability-metrics';
import { AGE_STRUCTURE_METRICS, EDUCATION_METRICS, resilienceKeys } from './data';

const SERVICE = 'resilience';
const TAG = 'Resilience';

/** Fetch stages of the demographics dataset, one per upstream. */
export const DEMOGRAPHICS_STAGES = ['wpp', 'education', 'ilostat'] as const;
/** States a stage can report. */
export const STAGE_STATUSES = ['fresh', 'retained', 'unavailable'] as const;

/**
 * One measured value. `available` is false when the upstream has no value for the country that
 * passes validation; `value`, `year` and `source` are then absent (a measured 0 stays a 0).
 */
export const CapabilityObservationSchema = Type.Object({
  available: Type.Boolean({
    description: 'True only when a value with its year and source passed validation',
  }),
  value: Type.Optional(Type.Number({ format: 'double' })),
  unit: Type.String({ description: 'Unit of the metric: years, percent, people or people per million' }),
  source: Type.Optional(Type.String({ description: 'Provider and indicator of the value' })),
  year: Type.Optional(Int32({ minimum: 0, description: 'Year the value is for, as the source states it' })),
});

/** Age-structure observations (UN WPP). */
export const DemographicsAgeStructureSchema = Type.Object({
  available: Type.Boolean({ description: 'True when any metric of the group is available' }),
  medianAgeYears: CapabilityObservationSchema,
  oldAgeDependencyRatioPercent: CapabilityObservationSchema,
  totalDependencyRatioPercent: CapabilityObservationSchema,
  workingAgePopulationPeople: CapabilityObservationSchema,
  workingAgePopulationProjected10yPeople: CapabilityObservationSchema,
});

/** Education observations (World Bank WDI). */
export const DemographicsEducationSchema = Type.Object({
  available: Type.Boolean({ description: 'True when any metric of the group is available' }),
  researchersPerMillion: CapabilityObservationSchema,
  stemGraduatesSharePercent: CapabilityObservationSchema,
  tertiaryEnrollmentGrossPercent: CapabilityObservationSchema,
});

/** Industrial-workforce observations (ILOSTAT). */
export const DemographicsIndustrialWorkforceSchema = Type.Object({
  available: Type.Boolean({ description: 'True when any metric of the group is available' }),
  craftTradesEmploymentPeople: CapabilityObservationSchema,
  plantMachineOperatorsEmploymentPeople: CapabilityObservationSchema,
  trainedIndustrialWorkforcePeople: CapabilityObservationSchema,
  manufacturingEmploymentSharePercent: CapabilityObservationSchema,
});

/** State of one upstream stage, so one failed source never hides the others. */
export const DemographicsCapabilityStageSchema = Type.Object({
  name: StringEnum(DEMOGRAPHICS_STAGES, { description: 'Upstream stage: wpp, education or ilostat' }),
  status: StringEnum(STAGE_STATUSES, {
    description: 'fresh when the stage has data (see fetchedAt for its age), unavailable otherwise',
  }),
  fetchedAt: Type.String({ description: 'ISO 8601 time of the stage data; empty when unavailable' }),
  recordCount: Int32({ minimum: 0, description: 'Countries the stage has data for' }),
  newestObservationYear: Int32({ minimum: 0, description: 'Newest observation year; 0 when none' }),
});

/** GetDemographicsCapabilityResponse (SPEC §2.3). */
export const GetDemographicsCapabilityResponseSchema = Type.Object({
  countryCode: Type.String(),
  available: Type.Boolean({
    description: 'True when at least one validated observation exists for the country',
  }),
  fetchedAt: Type.String({
    description: 'ISO 8601 time of the oldest stage data used; empty when no stage has data',
  }),
  stages: Type.Array(DemographicsCapabilityStageSchema),
  ageStructure: DemographicsAgeStructureSchema,
  education: DemographicsEducationSchema,
  industrialWorkforce: DemographicsIndustrialWorkforceSchema,
});

/** GetDemographicsCapabilityResponse as served. */
export type DemographicsCapability = Static<typeof GetDemographicsCapabilityResponseSchema>;

/** A group of metrics none of which has a value. */
function missingGroup<M extends CapabilityMetric>(metrics: readonly M[]): ObservationGroup<M> {
  const entries = metrics.map((m) => [m, missingObservation(m)] as const);
  return { available: false, ...Object.fromEntries(entries) } as ObservationGroup<M>;
}

/** The degraded answer: no stage has data. @see SPEC §2.3 (`available`) */
export function demographicsUnavailable(countryCode: string): DemographicsCapability {
  return {
    countryCode,
    available: false,
    fetchedAt: '',
    stages: DEMOGRAPHICS_STAGES.map((name) => ({
      name,
      status: 'unavailable' as const,
      fetchedAt: '',
      recordCount: 0,
      newestObservationYear: 0,
    })),
    ageStructure: missingGroup(AGE_STRUCTURE_METRICS),
    education: missingGroup(EDUCATION_METRICS),
    industrialWorkforce: missingGroup(WORKFORCE_METRICS),
  };
}

/** GET /api/resilience/v1/get-demographics-capability. */
export const getDemographicsCapability = getOp({
  id: 'GetDemographicsCapability',
  exampleQuery: 'country_code=DE',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-demographics-capability',
  summary: 'Demographic and workforce capability of a country',
  description:
    'Age structure (UN WPP), education (World Bank WDI) and industrial workforce (ILOSTAT) observations for one country, each validated on the server. `country_code` (alias `countryCode`) is required. `available: false` means no validated observation exists; with X-Data-Status: unavailable it means no stage has data yet. Requires entitlement tier 1 or higher.',
  query: Type.Object({ country_code: CountryCode() }),
  queryAliases: { countryCode: 'country_code' },
  response: GetDemographicsCapabilityResponseSchema,
  access: { minTier: 1 },
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [
    resilienceKeys.demographicsAgeStructure.name,
    resilienceKeys.demographicsEducation.name,
    resilienceKeys.demographicsIndustrialWorkforce.name,
  ],
});

/** Every resilience operation. */
export const resilienceOperations: readonly OperationDef[] = [getDemographicsCapability];
