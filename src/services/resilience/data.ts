/**
 * Data schemas and snapshot keys of the resilience datasets: demographic and capability
 * observations per country, one key per upstream (UN WPP, World Bank WDI, ILOSTAT), so a failed
 * source never hides the others.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { ISO2_PATTERN, StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Age-structure metrics (UN World Population Prospects). */
export const AGE_STRUCTURE_METRICS = [
  'medianAgeYears',
  'oldAgeDependencyRatioPercent',
  'totalDependencyRatioPercent',
  'workingAgePopulationPeople',
  'workingAgePopulationProjected10yPeople',
] as const;

/** Education metrics (World Bank WDI / UNESCO UIS indicators). */
export const EDUCATION_METRICS = [
  'tertiaryEnrollmentGrossPercent',
  'stemGraduatesSharePercent',
  'researchersPerMillion',
] as const;

/** Industrial-workforce metrics (ILOSTAT). The trained-workforce total is derived, not stored. */
export const INDUSTRIAL_WORKFORCE_METRICS = [
  'craftTradesEmploymentPeople',
  'plantMachineOperatorsEmploymentPeople',
  'manufacturingEmploymentSharePercent',
] as const;

/** One of AGE_STRUCTURE_METRICS. */
export type AgeStructureMetric = (typeof AGE_STRUCTURE_METRICS)[number];
/** One of EDUCATION_METRICS. */
export type EducationMetric = (typeof EDUCATION_METRICS)[number];
/** One of INDUSTRIAL_WORKFORCE_METRICS. */
export type IndustrialWorkforceMetric = (typeof INDUSTRIAL_WORKFORCE_METRICS)[number];

/** One observation row as a parser reads it from its upstream (one country, metric and year). */
function observationRow<M extends TSchema>(metric: M) {
  return Type.Object({
    countryCode: Type.String({ pattern: ISO2_PATTERN }),
    metric,
    year: Type.Integer({ minimum: 0 }),
    value: Type.Number(),
    /** Provider and indicator, e.g. `World Bank WDI SE.TER.ENRR`. */
    source: Type.String(),
  });
}

/** Observations of one upstream: every country, metric and year it published. */
function observationSet<M extends TSchema>(metric: M) {
  return Type.Object({ observations: Type.Array(observationRow(metric)) });
}

/** UN WPP observations. */
export const AgeStructureDataSchema = observationSet(StringEnum(AGE_STRUCTURE_METRICS));
/** World Bank WDI education observations. */
export const EducationDataSchema = observationSet(StringEnum(EDUCATION_METRICS));
/** ILOSTAT workforce observations. */
export const IndustrialWorkforceDataSchema = observationSet(StringEnum(INDUSTRIAL_WORKFORCE_METRICS));

/** The row shape every observation set shares. */
export interface ObservationRow<M extends string = string> {
  countryCode: string;
  metric: M;
  year: number;
  value: number;
  source: string;
}
/** UN WPP observations as stored. */
export type AgeStructureData = Static<typeof AgeStructureDataSchema>;

/** Number of distinct countries in an observation set. */
function countCountries(d: { observations: readonly { countryCode: string }[] }): number {
  return new Set(d.observations.map((o) => o.countryCode)).size;
}

/** One country's latest population and surface area (World Bank WDI). */
export const PopulationAreaRecordSchema = Type.Object({
  /** ISO 3166-1 alpha-2. */
  code: Type.String({ pattern: '^[A-Z]{2}$' }),
  population: Type.Integer({ minimum: 0 }),
  populationYear: Type.Integer(),
  /** km², when the World Bank gives it. */
  areaKm2: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
});
export type PopulationAreaRecord = Static<typeof PopulationAreaRecordSchema>;
export const PopulationAreaDataSchema = Type.Object({ countries: Type.Array(PopulationAreaRecordSchema) });

/** Resilience snapshot keys. */
export const resilienceKeys = {
  demographicsAgeStructure: defineSnapshotKey({
    name: 'resilience:demographics-wpp',
    schema: AgeStructureDataSchema,
    description: 'UN WPP median age, dependency ratios and working-age population by country',
    countRecords: countCountries,
  }),
  demographicsEducation: defineSnapshotKey({
    name: 'resilience:demographics-education',
    schema: EducationDataSchema,
    description: 'World Bank WDI tertiary enrollment, STEM graduate share and researchers by country',
    countRecords: countCountries,
  }),
  populationArea: defineSnapshotKey({
    name: 'resilience:population-area',
    schema: PopulationAreaDataSchema,
    description:
      'World Bank total population (SP.POP.TOTL) and surface area (AG.SRF.TOTL.K2) by country, latest year',
    countRecords: (d) => d.countries.length,
  }),
  demographicsIndustrialWorkforce: defineSnapshotKey({
    name: 'resilience:demographics-ilostat',
    schema: IndustrialWorkforceDataSchema,
    description: 'ILOSTAT craft-trades and machine-operator employment and manufacturing share by country',
    countRecords: countCountries,
  }),
} as const;
