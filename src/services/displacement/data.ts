/**
 * Data schemas and snapshot keys of the displacement datasets: UNHCR's population statistics of
 * one year, aggregated per country (as origin and as host), with the largest origin → asylum
 * refugee flows.
 */
import Type, { type Static } from 'typebox';
import { ISO2_PATTERN } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

const Count = Type.Integer({ minimum: 0 });

/** One country's figures of the year. */
export const CountryDisplacementRecordSchema = Type.Object({
  code: Type.String({ pattern: ISO2_PATTERN }),
  name: Type.String(),
  /** As origin. */
  refugees: Count,
  asylumSeekers: Count,
  idps: Count,
  stateless: Count,
  /** As host (country of asylum). */
  hostRefugees: Count,
  hostAsylumSeekers: Count,
});
export type CountryDisplacementRecord = Static<typeof CountryDisplacementRecordSchema>;

export const DisplacementFlowRecordSchema = Type.Object({
  originCode: Type.String({ pattern: ISO2_PATTERN }),
  originName: Type.String(),
  asylumCode: Type.String({ pattern: ISO2_PATTERN }),
  asylumName: Type.String(),
  refugees: Count,
});
export type DisplacementFlowRecord = Static<typeof DisplacementFlowRecordSchema>;

export const DisplacementDataSchema = Type.Object({
  year: Type.Integer({ minimum: 1951 }),
  totals: Type.Object({ refugees: Count, asylumSeekers: Count, idps: Count, stateless: Count }),
  /** Most displaced first. */
  countries: Type.Array(CountryDisplacementRecordSchema),
  /** Largest first, at most `MAX_FLOWS`. */
  flows: Type.Array(DisplacementFlowRecordSchema),
});
export type DisplacementData = Static<typeof DisplacementDataSchema>;

/** Displacement snapshot keys. */
export const displacementKeys = {
  summary: defineSnapshotKey({
    name: 'displacement:unhcr-summary',
    schema: DisplacementDataSchema,
    description: 'UNHCR population statistics of the latest year, per country and largest flows',
    countRecords: (d) => d.countries.length,
  }),
} as const;
