/**
 * Intelligence operations of the events-and-people wave: cross-source signals derived from the
 * datasets this project holds, and GDELT DOC 2.0 searches and topic timelines (request time).
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { conflictKeys } from '../conflict/data';
import { seismologyKeys } from '../seismology/data';
import { unrestKeys } from '../unrest/data';
import { wildfireKeys } from '../wildfire/data';

const SERVICE = 'intelligence';
const TAG = 'Intelligence';

export const SIGNAL_SEVERITIES = [
  'CROSS_SOURCE_SIGNAL_SEVERITY_UNSPECIFIED',
  'CROSS_SOURCE_SIGNAL_SEVERITY_LOW',
  'CROSS_SOURCE_SIGNAL_SEVERITY_MEDIUM',
  'CROSS_SOURCE_SIGNAL_SEVERITY_HIGH',
  'CROSS_SOURCE_SIGNAL_SEVERITY_CRITICAL',
] as const;
export type SignalSeverity = (typeof SIGNAL_SEVERITIES)[number];

/** The reference's signal types; this project derives the four it has inputs for (README). */
export const SIGNAL_TYPES = [
  'CROSS_SOURCE_SIGNAL_TYPE_UNSPECIFIED',
  'CROSS_SOURCE_SIGNAL_TYPE_COMPOSITE_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_THERMAL_SPIKE',
  'CROSS_SOURCE_SIGNAL_TYPE_GPS_JAMMING',
  'CROSS_SOURCE_SIGNAL_TYPE_MILITARY_FLIGHT_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_UNREST_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_OREF_ALERT_CLUSTER',
  'CROSS_SOURCE_SIGNAL_TYPE_VIX_SPIKE',
  'CROSS_SOURCE_SIGNAL_TYPE_COMMODITY_SHOCK',
  'CROSS_SOURCE_SIGNAL_TYPE_CYBER_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_SHIPPING_DISRUPTION',
  'CROSS_SOURCE_SIGNAL_TYPE_SANCTIONS_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_EARTHQUAKE_SIGNIFICANT',
  'CROSS_SOURCE_SIGNAL_TYPE_RADIATION_ANOMALY',
  'CROSS_SOURCE_SIGNAL_TYPE_INFRASTRUCTURE_OUTAGE',
  'CROSS_SOURCE_SIGNAL_TYPE_WILDFIRE_ESCALATION',
  'CROSS_SOURCE_SIGNAL_TYPE_DISPLACEMENT_SURGE',
  'CROSS_SOURCE_SIGNAL_TYPE_FORECAST_DETERIORATION',
  'CROSS_SOURCE_SIGNAL_TYPE_MARKET_STRESS',
  'CROSS_SOURCE_SIGNAL_TYPE_WEATHER_EXTREME',
  'CROSS_SOURCE_SIGNAL_TYPE_MEDIA_TONE_DETERIORATION',
  'CROSS_SOURCE_SIGNAL_TYPE_RISK_SCORE_SPIKE',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** The datasets the signals are derived from. */
export const SIGNAL_INPUT_KEYS = [
  unrestKeys.gdeltEvents.name,
  conflictKeys.acledUnrest.name,
  seismologyKeys.earthquakes.name,
  wildfireKeys.fireDetections.name,
] as const;

export const CrossSourceSignalSchema = Type.Object({
  id: Type.Optional(Type.String({ description: 'Stable id: type, theater and the newest input record' })),
  type: Type.Optional(StringEnum(SIGNAL_TYPES)),
  theater: Type.Optional(
    Type.String({ description: 'Country, place or monitored area the signal is about' }),
  ),
  summary: Type.Optional(
    Type.String({ description: 'What fired, with the figures and the input datasets it was derived from' }),
  ),
  severity: Type.Optional(StringEnum(SIGNAL_SEVERITIES)),
  severityScore: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Score used for ranking (higher is more severe); its scale per type is in the README',
    }),
  ),
  detectedAt: Type.Optional(
    Type.Integer({
      format: 'int64',
      description: 'Time of the newest input record behind the signal, Unix epoch milliseconds',
    }),
  ),
  contributingTypes: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Composite: the signal types co-firing in the theater; otherwise the input datasets',
    }),
  ),
  signalCount: Type.Optional(
    Type.Integer({ format: 'int32', description: 'Composite: number of co-firing signals' }),
  ),
});

export const ListCrossSourceSignalsResponseSchema = Type.Object({
  signals: Type.Array(CrossSourceSignalSchema, { description: 'Most severe first' }),
  evaluatedAt: Type.Integer({
    format: 'int64',
    description:
      'When these signals were derived (at request time), Unix epoch milliseconds; 0 when no input is held',
  }),
  compositeCount: Type.Integer({ format: 'int32', description: 'Composite escalations among the signals' }),
  missingInputs: Type.Array(Type.String(), {
    description:
      'Inputs not held: datasets of this project without a snapshot, and the reference signal types this project has no dataset for',
  }),
});

export const CROSS_SOURCE_SIGNALS_UNAVAILABLE = (
  missing: string[],
): Static<typeof ListCrossSourceSignalsResponseSchema> => ({
  signals: [],
  evaluatedAt: 0,
  compositeCount: 0,
  missingInputs: missing,
});

/** GET list-cross-source-signals. */
export const listCrossSourceSignals = getOp({
  id: 'ListCrossSourceSignals',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-cross-source-signals',
  summary: 'Signals derived across datasets',
  description:
    'Signals derived at request time from the datasets this project holds: unrest surges per country (GDELT and ACLED unrest events), significant earthquakes (USGS), wildfire escalations per monitored area (NASA FIRMS), and composite escalations where two signal types fire in the same country. Each signal names its input datasets; the rule and thresholds are published in the intelligence service README. `missingInputs` lists what is not held, including the reference signal types this project has no dataset for.',
  query: Type.Object({}),
  response: ListCrossSourceSignalsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [...SIGNAL_INPUT_KEYS],
  availability: {
    kind: 'derived',
    from: [...SIGNAL_INPUT_KEYS],
    reason:
      'thresholds over unrest, earthquake and fire datasets held by this project (rule in the intelligence README)',
  },
});

/** The operations of this file. */
export const intelligenceGdeltOperations: readonly OperationDef[] = [listCrossSourceSignals];
