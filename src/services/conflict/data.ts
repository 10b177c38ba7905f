/**
 * Data schemas and snapshot keys of the conflict datasets. Events from UCDP GED and ACLED are
 * normalised by their parser to one record shape; the ISO-2 code is resolved at parse time so the
 * `country` filter of list-dataset-events is an exact match (@see SPEC §4.5).
 */
import Type, { type Static } from 'typebox';
import { ISO2_PATTERN } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** One armed-conflict event. */
export const ConflictEventRecordSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Dataset-prefixed id, e.g. ucdp-565175' }),
  eventType: Type.String({ description: 'Dataset classification (ACLED event type, UCDP violence type)' }),
  country: Type.String({ description: 'Country name as the dataset gives it' }),
  countryCode: Type.Optional(
    Type.String({ pattern: ISO2_PATTERN, description: 'ISO 3166-1 alpha-2; absent when unresolvable' }),
  ),
  admin1: Type.Optional(Type.String({ description: 'First-level administrative region' })),
  location: Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  }),
  occurredAt: Type.Integer({ minimum: 0, description: 'Event date, Unix epoch ms (00:00 UTC)' }),
  fatalities: Type.Integer({ minimum: 0, description: 'Best estimate of deaths' }),
  actors: Type.Array(Type.String({ minLength: 1 })),
  source: Type.String({ description: 'Original source of the report' }),
});
/** One normalised event, as stored. */
export type ConflictEventRecord = Static<typeof ConflictEventRecordSchema>;

/** The merged events of the datasets read (`dataset` names each, joined by ` + `). */
export const ConflictEventsDataSchema = Type.Object({
  dataset: Type.String({ minLength: 1, description: 'Dataset and version, e.g. UCDP GED Candidate 26.0.1' }),
  events: Type.Array(ConflictEventRecordSchema),
});
/** The snapshot data. */
export type ConflictEventsData = Static<typeof ConflictEventsDataSchema>;

/** One country's HDX HAPI conflict-event figures of its latest month. */
export const HumanitarianCountryRecordSchema = Type.Object({
  countryCode: Type.String({ pattern: ISO2_PATTERN }),
  countryName: Type.String(),
  /** First day of the month, YYYY-MM-DD. */
  referencePeriod: Type.String(),
  politicalViolenceEvents: Type.Integer({ minimum: 0 }),
  civilianTargetingEvents: Type.Integer({ minimum: 0 }),
  demonstrations: Type.Integer({ minimum: 0 }),
  /** Fatalities of political violence and civilian targeting. */
  fatalities: Type.Integer({ minimum: 0 }),
});
export type HumanitarianCountryRecord = Static<typeof HumanitarianCountryRecordSchema>;
export const HumanitarianDataSchema = Type.Object({ countries: Type.Array(HumanitarianCountryRecordSchema) });

/** Conflict snapshot keys. */
export const conflictKeys = {
  conflictEvents: defineSnapshotKey({
    name: 'conflict:dataset-events',
    schema: ConflictEventsDataSchema,
    description: 'Armed-conflict events (UCDP GED or ACLED), normalised',
    countRecords: (d) => d.events.length,
  }),
  humanitarian: defineSnapshotKey({
    name: 'conflict:hdx-hapi-summaries',
    schema: HumanitarianDataSchema,
    description: 'HDX HAPI conflict-event counts per country, latest month (ACLED-derived)',
    countRecords: (d) => d.countries.length,
  }),
  acledUnrest: defineSnapshotKey({
    name: 'conflict:acled-unrest',
    schema: ConflictEventsDataSchema,
    description: 'ACLED protests and riots of the last days, normalised (read by the unrest service)',
    countRecords: (d) => d.events.length,
  }),
} as const;
