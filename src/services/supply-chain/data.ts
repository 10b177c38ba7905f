/**
 * Data schemas and snapshot keys of the supply-chain datasets: the curated oil and gas pipeline
 * registries (one key per registry, so each registry's job publishes on its own).
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Commodities a pipeline registry covers. */
export const PIPELINE_COMMODITIES = ['oil', 'gas'] as const;
/** One of PIPELINE_COMMODITIES. */
export type PipelineCommodity = (typeof PIPELINE_COMMODITIES)[number];

/** Physical states an evidence bundle can report. */
export const PHYSICAL_STATES = ['flowing', 'reduced', 'offline', 'unknown'] as const;
/** Kinds of source a physical state can come from. */
export const PHYSICAL_STATE_SOURCES = [
  'operator',
  'regulator',
  'press',
  'satellite',
  'ais-relay',
  'gem',
] as const;
/** Commercial states an evidence bundle can report. */
export const COMMERCIAL_STATES = ['under_contract', 'expired', 'suspended', 'unknown'] as const;

/** A point on a pipeline's route. */
export const GeoPointSchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});

/** A statement by the operator; registries sometimes hold only the text. */
export const OperatorStatementDataSchema = Type.Object({
  text: Type.String({ minLength: 1 }),
  url: Type.Optional(Type.String()),
  date: Type.Optional(Type.String()),
});

/** A sanctions listing that touches the pipeline. */
export const SanctionRefDataSchema = Type.Object({
  authority: Type.String(),
  listId: Type.String(),
  date: Type.String(),
  url: Type.String(),
});

/** The evidence bundle the public badge is derived from. */
export const PipelineEvidenceDataSchema = Type.Object({
  physicalState: StringEnum(PHYSICAL_STATES),
  physicalStateSource: StringEnum(PHYSICAL_STATE_SOURCES),
  operatorStatement: Type.Optional(OperatorStatementDataSchema),
  commercialState: StringEnum(COMMERCIAL_STATES),
  sanctionRefs: Type.Array(SanctionRefDataSchema),
  /** ISO 8601 date or date-time of the latest evidence. */
  lastEvidenceUpdate: Type.String({ minLength: 10 }),
  classifierVersion: Type.String({ minLength: 1 }),
  classifierConfidence: Type.Number({ minimum: 0, maximum: 1 }),
});
/** An evidence bundle as stored. */
export type PipelineEvidenceData = Static<typeof PipelineEvidenceDataSchema>;

/** One pipeline of a registry. Absent values are absent, never `null` or 0. */
export const PipelineRecordSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  operator: Type.String(),
  commodityType: StringEnum(PIPELINE_COMMODITIES),
  fromCountry: Type.String(),
  toCountry: Type.String(),
  transitCountries: Type.Array(Type.String()),
  capacityBcmYr: Type.Optional(Type.Number({ minimum: 0 })),
  capacityMbd: Type.Optional(Type.Number({ minimum: 0 })),
  lengthKm: Type.Optional(Type.Integer({ minimum: 0 })),
  inService: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200 })),
  startPoint: GeoPointSchema,
  endPoint: GeoPointSchema,
  waypoints: Type.Optional(Type.Array(GeoPointSchema)),
  evidence: Type.Optional(PipelineEvidenceDataSchema),
});
/** A pipeline as stored. */
export type PipelineRecord = Static<typeof PipelineRecordSchema>;

/** A published pipeline registry (the reference's curated registry file, flattened to a list). */
export const PipelineRegistrySchema = Type.Object({
  registryVersion: Type.String({ minLength: 1 }),
  classifierVersion: Type.String({ minLength: 1 }),
  source: Type.String(),
  pipelines: Type.Array(PipelineRecordSchema),
});
/** A registry as stored. */
export type PipelineRegistry = Static<typeof PipelineRegistrySchema>;

/** Supply-chain snapshot keys. */
export const supplyChainKeys = {
  pipelinesGas: defineSnapshotKey({
    name: 'supply-chain:pipelines-gas',
    schema: PipelineRegistrySchema,
    description: 'Curated gas pipeline registry with evidence bundles',
    countRecords: (d) => d.pipelines.length,
  }),
  pipelinesOil: defineSnapshotKey({
    name: 'supply-chain:pipelines-oil',
    schema: PipelineRegistrySchema,
    description: 'Curated oil pipeline registry with evidence bundles',
    countRecords: (d) => d.pipelines.length,
  }),
} as const;
