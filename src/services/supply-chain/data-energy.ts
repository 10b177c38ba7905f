/**
 * Data schemas and snapshot keys of the energy supply wave: the curated storage-facility,
 * fuel-shortage and energy-disruption registries, and the USGS Mineral Commodity Summaries
 * production table. One key per upstream document, so each job publishes on its own.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import {
  COMMERCIAL_STATES,
  GeoPointSchema,
  OperatorStatementDataSchema,
  SanctionRefDataSchema,
} from './data';

/** Kinds of storage facility the registry covers. */
export const FACILITY_TYPES = ['ugs', 'spr', 'lng_export', 'lng_import', 'crude_tank_farm'] as const;
/** One of FACILITY_TYPES. */
export type FacilityType = (typeof FACILITY_TYPES)[number];
/** Units a facility's working capacity is published in. */
export const CAPACITY_UNITS = ['TWh', 'Mb', 'Mtpa'] as const;
/** Physical states a storage evidence bundle can report. */
export const STORAGE_PHYSICAL_STATES = [
  'operational',
  'reduced',
  'offline',
  'under_construction',
  'unknown',
] as const;
/** Kinds of source a storage physical state can come from. */
export const STORAGE_STATE_SOURCES = ['operator', 'regulator', 'press', 'satellite', 'ais-relay'] as const;

/** The evidence bundle of a storage facility. */
export const StorageEvidenceDataSchema = Type.Object({
  physicalState: StringEnum(STORAGE_PHYSICAL_STATES),
  physicalStateSource: StringEnum(STORAGE_STATE_SOURCES),
  operatorStatement: Type.Optional(OperatorStatementDataSchema),
  commercialState: StringEnum(COMMERCIAL_STATES),
  sanctionRefs: Type.Array(SanctionRefDataSchema),
  fillDisclosed: Type.Boolean(),
  fillSource: Type.String(),
  /** ISO 8601 date or date-time of the latest evidence. */
  lastEvidenceUpdate: Type.String({ minLength: 10 }),
  classifierVersion: Type.String({ minLength: 1 }),
  classifierConfidence: Type.Number({ minimum: 0, maximum: 1 }),
});
/** A storage evidence bundle as stored. */
export type StorageEvidenceData = Static<typeof StorageEvidenceDataSchema>;

/** One storage facility. Absent values stay absent, never 0. */
export const StorageFacilityRecordSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  operator: Type.String(),
  facilityType: StringEnum(FACILITY_TYPES),
  country: Type.String(),
  location: GeoPointSchema,
  capacityTwh: Type.Optional(Type.Number({ minimum: 0 })),
  capacityMb: Type.Optional(Type.Number({ minimum: 0 })),
  capacityMtpa: Type.Optional(Type.Number({ minimum: 0 })),
  workingCapacityUnit: Type.Optional(StringEnum(CAPACITY_UNITS)),
  inService: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200 })),
  evidence: Type.Optional(StorageEvidenceDataSchema),
});
/** A storage facility as stored. */
export type StorageFacilityRecord = Static<typeof StorageFacilityRecordSchema>;

/** Header fields every curated registry file carries. */
const RegistryHeader = {
  registryVersion: Type.String({ minLength: 1 }),
  classifierVersion: Type.String(),
  source: Type.String(),
};

/** The storage-facility registry as stored. */
export const StorageRegistrySchema = Type.Object({
  ...RegistryHeader,
  facilities: Type.Array(StorageFacilityRecordSchema),
});
/** A storage registry as stored. */
export type StorageRegistry = Static<typeof StorageRegistrySchema>;

/** Products a fuel shortage can concern. */
export const FUEL_PRODUCTS = ['petrol', 'diesel', 'jet', 'heating_oil'] as const;
/** Severities the registry's curators assign. */
export const SHORTAGE_SEVERITIES = ['confirmed', 'watch'] as const;
/** Kinds of source a piece of evidence comes from. */
export const EVIDENCE_SOURCE_TYPES = ['regulator', 'operator', 'press', 'ais-relay', 'satellite'] as const;

/** One cited source. */
export const EvidenceSourceDataSchema = Type.Object({
  authority: Type.String(),
  title: Type.String(),
  url: Type.String(),
  date: Type.String(),
  sourceType: Type.String(),
});

/** One fuel shortage. */
export const FuelShortageRecordSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  country: Type.String(),
  product: StringEnum(FUEL_PRODUCTS),
  severity: StringEnum(SHORTAGE_SEVERITIES),
  firstSeen: Type.String(),
  lastConfirmed: Type.Optional(Type.String()),
  resolvedAt: Type.Optional(Type.String()),
  impactTypes: Type.Array(Type.String()),
  causeChain: Type.Array(Type.String()),
  shortDescription: Type.String(),
  evidence: Type.Object({
    evidenceSources: Type.Array(EvidenceSourceDataSchema),
    firstRegulatorConfirmation: Type.Optional(Type.String()),
    classifierVersion: Type.String(),
    classifierConfidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    lastEvidenceUpdate: Type.Optional(Type.String()),
  }),
});
/** A fuel shortage as stored. */
export type FuelShortageRecord = Static<typeof FuelShortageRecordSchema>;

/** The fuel-shortage registry as stored. */
export const ShortageRegistrySchema = Type.Object({
  ...RegistryHeader,
  shortages: Type.Array(FuelShortageRecordSchema),
});
/** A fuel-shortage registry as stored. */
export type ShortageRegistry = Static<typeof ShortageRegistrySchema>;

/** Kinds of asset a disruption touches. */
export const DISRUPTION_ASSET_TYPES = ['pipeline', 'storage'] as const;
/** Kinds of disruption. */
export const DISRUPTION_EVENT_TYPES = [
  'sabotage',
  'sanction',
  'maintenance',
  'mechanical',
  'weather',
  'commercial',
  'war',
  'other',
] as const;

/** One energy disruption. */
export const DisruptionRecordSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  assetId: Type.String(),
  assetType: StringEnum(DISRUPTION_ASSET_TYPES),
  eventType: StringEnum(DISRUPTION_EVENT_TYPES),
  startAt: Type.String(),
  /** Absent while the event is ongoing. */
  endAt: Type.Optional(Type.String()),
  capacityOfflineBcmYr: Type.Optional(Type.Number({ minimum: 0 })),
  capacityOfflineMbd: Type.Optional(Type.Number({ minimum: 0 })),
  causeChain: Type.Array(Type.String()),
  shortDescription: Type.String(),
  sources: Type.Array(EvidenceSourceDataSchema),
  classifierVersion: Type.String(),
  classifierConfidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  lastEvidenceUpdate: Type.Optional(Type.String()),
});
/** An energy disruption as stored. */
export type DisruptionRecord = Static<typeof DisruptionRecordSchema>;

/** The energy-disruption registry as stored. */
export const DisruptionRegistrySchema = Type.Object({
  ...RegistryHeader,
  events: Type.Array(DisruptionRecordSchema),
});
/** An energy-disruption registry as stored. */
export type DisruptionRegistry = Static<typeof DisruptionRegistrySchema>;

/** Production stages of the USGS tables. */
export const MINERAL_STAGES = ['mine', 'refinery'] as const;
/** One of MINERAL_STAGES. */
export type MineralStage = (typeof MINERAL_STAGES)[number];

/** One country row of a USGS production table (one commodity, stage and year). */
export const MineralRowSchema = Type.Object({
  /** Country as USGS names it ("Other countries" for the residual row). */
  country: Type.String(),
  /** ISO 3166-1 alpha-2; empty for the residual row or a name that maps to no country. */
  iso2: Type.String(),
  /** Production in the table's unit; absent when withheld or none. */
  output: Type.Optional(Type.Number({ minimum: 0 })),
  withheld: Type.Boolean(),
  estimated: Type.Boolean(),
  residual: Type.Boolean(),
});
/** A country row as stored. */
export type MineralRow = Static<typeof MineralRowSchema>;

/** One production table: a commodity's stage in one year. */
export const MineralTableSchema = Type.Object({
  /** Lower-case commodity id, e.g. `cobalt`. */
  commodityId: Type.String({ minLength: 1 }),
  /** Commodity as USGS names it, e.g. `Cobalt`. */
  commodity: Type.String({ minLength: 1 }),
  stage: StringEnum(MINERAL_STAGES),
  /** USGS wording of the statistic, e.g. `Mine production`. */
  detail: Type.String(),
  year: Type.Integer(),
  unit: Type.String(),
  /** USGS's rounded world total, when published as a number. */
  worldTotal: Type.Optional(Type.Number({ minimum: 0 })),
  critical: Type.Boolean(),
  rows: Type.Array(MineralRowSchema),
});
/** A production table as stored. */
export type MineralTable = Static<typeof MineralTableSchema>;

/** The USGS Mineral Commodity Summaries production tables as stored. */
export const MineralProductionSchema = Type.Object({
  /** Newest production year in the file. */
  dataYear: Type.Integer(),
  tables: Type.Array(MineralTableSchema),
});
/** The production tables as stored. */
export type MineralProduction = Static<typeof MineralProductionSchema>;

/** Snapshot keys of the energy supply wave. */
export const supplyChainEnergyKeys = {
  storageFacilities: defineSnapshotKey({
    name: 'supply-chain:storage-facilities',
    schema: StorageRegistrySchema,
    description:
      'Curated strategic storage registry (gas storage, SPR, LNG terminals, tank farms) with evidence',
    countRecords: (d) => d.facilities.length,
  }),
  fuelShortages: defineSnapshotKey({
    name: 'supply-chain:fuel-shortages',
    schema: ShortageRegistrySchema,
    description: 'Curated fuel-shortage registry with cited evidence',
    countRecords: (d) => d.shortages.length,
  }),
  energyDisruptions: defineSnapshotKey({
    name: 'supply-chain:energy-disruptions',
    schema: DisruptionRegistrySchema,
    description: 'Curated registry of pipeline and storage disruptions with cited sources',
    countRecords: (d) => d.events.length,
  }),
  mineralProduction: defineSnapshotKey({
    name: 'supply-chain:mineral-production',
    schema: MineralProductionSchema,
    description: 'USGS Mineral Commodity Summaries world production tables (mine and refinery, by country)',
    countRecords: (d) => d.tables.length,
  }),
} as const;
