/**
 * The forecast service (DESIGN §8, no public source): the reference generates its forecasts and
 * simulations with a language model and scores them against its own records. Each operation is
 * routed with the reference's contract and always answers its degraded body.
 */
import Type from 'typebox';
import { StringEnum } from '../../contract/common';
import { noSourceGet, noSourceList, noSourcePost } from '../no-source';

const ScorecardCalibrationBucketSchema = Type.Object({
  brier: Type.Optional(Type.Number({ format: 'double' })),
  bucket: Type.Optional(Type.String()),
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  maxProbability: Type.Optional(Type.Number({ format: 'double' })),
  minProbability: Type.Optional(Type.Number({ format: 'double' })),
  predictedMean: Type.Optional(Type.Number({ format: 'double' })),
  realizedRate: Type.Optional(Type.Number({ format: 'double' })),
});

const ScorecardDomainGroupSchema = Type.Object({
  brier: Type.Optional(Type.Number({ format: 'double' })),
  domain: Type.Optional(Type.String()),
  logScore: Type.Optional(Type.Number({ format: 'double' })),
  resolved: Type.Optional(Type.Integer({ format: 'int32' })),
  scored: Type.Optional(Type.Integer({ format: 'int32' })),
  void: Type.Optional(Type.Integer({ format: 'int32' })),
  voidRate: Type.Optional(Type.Number({ format: 'double' })),
});

const ScorecardGenerationOriginGroupSchema = Type.Object({
  brier: Type.Optional(Type.Number({ format: 'double' })),
  generationOrigin: Type.Optional(Type.String()),
  logScore: Type.Optional(Type.Number({ format: 'double' })),
  resolved: Type.Optional(Type.Integer({ format: 'int32' })),
  scored: Type.Optional(Type.Integer({ format: 'int32' })),
  void: Type.Optional(Type.Integer({ format: 'int32' })),
  voidRate: Type.Optional(Type.Number({ format: 'double' })),
});

const ScorecardMarketSkillSchema = Type.Object({
  brierDelta: Type.Optional(Type.Number({ format: 'double' })),
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  forecastBrier: Type.Optional(Type.Number({ format: 'double' })),
  marketBrier: Type.Optional(Type.Number({ format: 'double' })),
});

const ScorecardSkillSchema = Type.Object({
  brier: Type.Optional(Type.Number({ format: 'double' })),
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  excludedOrigins: Type.Optional(Type.Array(Type.String())),
  excludedScored: Type.Optional(Type.Integer({ format: 'int32' })),
  logScore: Type.Optional(Type.Number({ format: 'double' })),
});

const ScorecardSummarySchema = Type.Object({
  brier: Type.Optional(Type.Number({ format: 'double' })),
  count: Type.Optional(Type.Integer({ format: 'int32' })),
  logScore: Type.Optional(Type.Number({ format: 'double' })),
});

const ScorecardTotalsSchema = Type.Object({
  entries: Type.Optional(Type.Integer({ format: 'int32' })),
  pending: Type.Optional(Type.Integer({ format: 'int32' })),
  pendingJudge: Type.Optional(Type.Integer({ format: 'int32' })),
  publicationCoverage: Type.Optional(Type.Number({ format: 'double' })),
  resolved: Type.Optional(Type.Integer({ format: 'int32' })),
  scored: Type.Optional(Type.Integer({ format: 'int32' })),
  void: Type.Optional(Type.Integer({ format: 'int32' })),
  voidRate: Type.Optional(Type.Number({ format: 'double' })),
});

const GetForecastScorecardResponseSchema = Type.Object({
  byDomain: Type.Optional(Type.Array(ScorecardDomainGroupSchema)),
  byGenerationOrigin: Type.Optional(Type.Array(ScorecardGenerationOriginGroupSchema)),
  calibration: Type.Optional(Type.Array(ScorecardCalibrationBucketSchema)),
  degraded: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.String()),
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  methodology: Type.Optional(Type.String()),
  overall: Type.Optional(ScorecardSummarySchema),
  rollingWindowDays: Type.Optional(Type.Integer({ format: 'int32' })),
  schemaVersion: Type.Optional(Type.Integer({ format: 'int32' })),
  skill: Type.Optional(ScorecardSkillSchema),
  stale: Type.Optional(Type.Boolean()),
  totals: Type.Optional(ScorecardTotalsSchema),
  vsMarketSkill: Type.Optional(ScorecardMarketSkillSchema),
});

const CalibrationInfoSchema = Type.Object({
  drift: Type.Optional(Type.Number({ format: 'double' })),
  marketPrice: Type.Optional(Type.Number({ format: 'double' })),
  marketTitle: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
});

const CascadeEffectSchema = Type.Object({
  domain: Type.Optional(Type.String()),
  effect: Type.Optional(Type.String()),
  probability: Type.Optional(Type.Number({ format: 'double' })),
});

const ForecastActorSchema = Type.Object({
  category: Type.Optional(Type.String()),
  constraints: Type.Optional(Type.Array(Type.String())),
  id: Type.Optional(Type.String()),
  influenceScore: Type.Optional(Type.Number({ format: 'double' })),
  likelyActions: Type.Optional(Type.Array(Type.String())),
  name: Type.Optional(Type.String()),
  objectives: Type.Optional(Type.Array(Type.String())),
  role: Type.Optional(Type.String()),
});

const ForecastBranchRoundSchema = Type.Object({
  actorMoves: Type.Optional(Type.Array(Type.String())),
  developments: Type.Optional(Type.Array(Type.String())),
  focus: Type.Optional(Type.String()),
  probabilityShift: Type.Optional(Type.Number({ format: 'double' })),
  round: Type.Optional(Type.Integer({ format: 'int32' })),
});

const ForecastBranchSchema = Type.Object({
  kind: Type.Optional(Type.String()),
  outcome: Type.Optional(Type.String()),
  projectedProbability: Type.Optional(Type.Number({ format: 'double' })),
  rounds: Type.Optional(Type.Array(ForecastBranchRoundSchema)),
  summary: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});

const ForecastCaseEvidenceSchema = Type.Object({
  summary: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Number({ format: 'double' })),
});

const ForecastWorldStateSchema = Type.Object({
  activePressures: Type.Optional(Type.Array(Type.String())),
  keyUnknowns: Type.Optional(Type.Array(Type.String())),
  stabilizers: Type.Optional(Type.Array(Type.String())),
  summary: Type.Optional(Type.String()),
});

const ForecastCaseSchema = Type.Object({
  actorLenses: Type.Optional(Type.Array(Type.String())),
  actors: Type.Optional(Type.Array(ForecastActorSchema)),
  baseCase: Type.Optional(Type.String()),
  branches: Type.Optional(Type.Array(ForecastBranchSchema)),
  changeItems: Type.Optional(Type.Array(Type.String())),
  changeSummary: Type.Optional(Type.String()),
  contrarianCase: Type.Optional(Type.String()),
  counterEvidence: Type.Optional(Type.Array(ForecastCaseEvidenceSchema)),
  escalatoryCase: Type.Optional(Type.String()),
  supportingEvidence: Type.Optional(Type.Array(ForecastCaseEvidenceSchema)),
  triggers: Type.Optional(Type.Array(Type.String())),
  worldState: Type.Optional(ForecastWorldStateSchema),
});

const ForecastSignalSchema = Type.Object({
  type: Type.Optional(Type.String()),
  value: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Number({ format: 'double' })),
});

const PerspectivesSchema = Type.Object({
  contrarian: Type.Optional(Type.String()),
  regional: Type.Optional(Type.String()),
  strategic: Type.Optional(Type.String()),
});

const ProjectionsSchema = Type.Object({
  d30: Type.Optional(Type.Number({ format: 'double' })),
  d7: Type.Optional(Type.Number({ format: 'double' })),
  h24: Type.Optional(Type.Number({ format: 'double' })),
});

const ResolutionSpecSchema = Type.Object({
  baselineValue: Type.Optional(Type.Number({ format: 'double' })),
  deadline: Type.Optional(Type.Integer({ format: 'int64' })),
  kind: Type.Optional(Type.String()),
  metricKey: Type.Optional(Type.String()),
  operator: Type.Optional(Type.String()),
  question: Type.Optional(Type.String()),
  sourceFeed: Type.Optional(Type.String()),
  threshold: Type.Optional(Type.Number({ format: 'double' })),
  window: Type.Optional(Type.String()),
});

const ForecastSchema = Type.Object({
  calibration: Type.Optional(CalibrationInfoSchema),
  cascades: Type.Optional(Type.Array(CascadeEffectSchema)),
  caseFile: Type.Optional(ForecastCaseSchema),
  confidence: Type.Optional(Type.Number({ format: 'double' })),
  createdAt: Type.Optional(Type.Integer({ format: 'int64' })),
  demotedBySimulation: Type.Optional(Type.Boolean()),
  domain: Type.Optional(Type.String()),
  feedSummary: Type.Optional(Type.String()),
  id: Type.Optional(Type.String()),
  perspectives: Type.Optional(PerspectivesSchema),
  priorProbability: Type.Optional(Type.Number({ format: 'double' })),
  probability: Type.Optional(Type.Number({ format: 'double' })),
  projections: Type.Optional(ProjectionsSchema),
  region: Type.Optional(Type.String()),
  resolution: Type.Optional(ResolutionSpecSchema),
  scenario: Type.Optional(Type.String()),
  signals: Type.Optional(Type.Array(ForecastSignalSchema)),
  simPathConfidence: Type.Optional(Type.Number({ format: 'double' })),
  simulationAdjustment: Type.Optional(Type.Number({ format: 'double' })),
  timeHorizon: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  trend: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
});

const GetForecastsResponseSchema = Type.Object({
  degraded: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.String()),
  forecasts: Type.Optional(Type.Array(ForecastSchema)),
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  stale: Type.Optional(Type.Boolean()),
});

const GetSimulationOutcomeResponseSchema = Type.Object({
  allTheatersFailed: Type.Optional(Type.Boolean()),
  completionStatus: Type.Optional(Type.String()),
  eligibleTheaterCount: Type.Optional(Type.Integer({ format: 'int32' })),
  error: Type.Optional(Type.String()),
  failedTheaterCount: Type.Optional(Type.Integer({ format: 'int32' })),
  found: Type.Optional(Type.Boolean()),
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  note: Type.Optional(Type.String()),
  processing: Type.Optional(Type.Boolean()),
  runId: Type.Optional(Type.String()),
  schemaVersion: Type.Optional(Type.String()),
  theaterCount: Type.Optional(Type.Integer({ format: 'int32' })),
  theaterSummariesJson: Type.Optional(Type.String()),
});

const GetSimulationPackageResponseSchema = Type.Object({
  error: Type.Optional(Type.String()),
  found: Type.Optional(Type.Boolean()),
  generatedAt: Type.Optional(Type.Integer({ format: 'int64' })),
  note: Type.Optional(Type.String()),
  runId: Type.Optional(Type.String()),
  schemaVersion: Type.Optional(Type.String()),
  theaterCount: Type.Optional(Type.Integer({ format: 'int32' })),
});

const TriggerSimulationResponseSchema = Type.Object({
  pkgFingerprint: Type.Optional(Type.String()),
  queued: Type.Optional(Type.Boolean()),
  reason: Type.Optional(Type.String()),
  runId: Type.Optional(Type.String()),
});

const TriggerSimulationRequestSchema = Type.Object({
  clientVersion: Type.Optional(Type.String()),
});

const SERVICE = 'forecast';
const TAG = 'Forecast';

/** Why nothing is served. */
export const FORECAST_REASONS = {
  forecasts:
    'the reference generates these forecasts with a language model over its own signals; no public upstream publishes them',
  scorecard:
    'the reference scores its own model-written forecasts against later outcomes; without those forecasts there is nothing to score',
  simulation:
    'the reference runs these simulations with a language model in its own worker; this deployment has no simulation worker',
} as const;

/** The machine-readable `error` of a degraded forecast answer. */
export const FORECAST_ERROR = 'no_public_source';

const RunId = () =>
  Type.String({
    minLength: 1,
    maxLength: 128,
    pattern: '^[A-Za-z0-9:._-]+$',
    description: 'Run id of the simulation (letters, digits, `:`, `.`, `_`, `-`)',
  });

const getForecastScorecard = noSourceGet({
  id: 'GetForecastScorecard',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-forecast-scorecard',
  summary: 'Scorecard of resolved forecasts',
  description:
    'How well past forecasts fared once resolved: totals, calibration, skill, by domain and by origin.',
  query: Type.Object({}),
  response: GetForecastScorecardResponseSchema,
  access: 'key',
  reason: FORECAST_REASONS.scorecard,
  degraded: {
    degraded: true,
    stale: false,
    error: FORECAST_ERROR,
    byDomain: [],
    byGenerationOrigin: [],
    calibration: [],
  },
});

const getForecasts = noSourceGet({
  id: 'GetForecasts',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-forecasts',
  summary: 'Probabilistic forecasts',
  description: 'The latest probabilistic forecasts, optionally of one `domain` and one `region`.',
  query: Type.Object({
    domain: Type.Optional(
      StringEnum(
        ['conflict', 'market', 'supply_chain', 'political', 'military', 'cyber', 'infrastructure'] as const,
        {
          description: 'Domain of the forecasts',
        },
      ),
    ),
    region: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'Region or theme of the forecasts (e.g. Middle East)',
      }),
    ),
  }),
  response: GetForecastsResponseSchema,
  access: 'key',
  reason: FORECAST_REASONS.forecasts,
  degraded: { forecasts: [], degraded: true, stale: false, error: FORECAST_ERROR },
});

const getSimulationOutcome = noSourceGet({
  id: 'GetSimulationOutcome',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-simulation-outcome',
  summary: 'Outcome of the latest simulation',
  description:
    'The outcome of the latest forecast simulation per theater; `run_id` (alias `runId`) says which run the caller expects.',
  query: Type.Object({ run_id: Type.Optional(RunId()) }),
  queryAliases: { runId: 'run_id' },
  response: GetSimulationOutcomeResponseSchema,
  access: 'key',
  reason: FORECAST_REASONS.simulation,
  degraded: { found: false, processing: false, error: `no simulation: ${FORECAST_REASONS.simulation}` },
});

const getSimulationPackage = noSourceGet({
  id: 'GetSimulationPackage',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-simulation-package',
  summary: 'Input package of the latest simulation',
  description:
    'Where the input package of the latest forecast simulation is stored; `run_id` (alias `runId`) says which run the caller expects.',
  query: Type.Object({ run_id: Type.Optional(RunId()) }),
  queryAliases: { runId: 'run_id' },
  response: GetSimulationPackageResponseSchema,
  access: 'key',
  reason: FORECAST_REASONS.simulation,
  degraded: { found: false, error: `no simulation: ${FORECAST_REASONS.simulation}` },
});

const triggerSimulation = noSourcePost({
  id: 'TriggerSimulation',
  service: SERVICE,
  tag: TAG,
  rpc: 'trigger-simulation',
  summary: 'Start a forecast simulation',
  description:
    'Queues a simulation of the latest forecast package; the run id is derived by the server. Requires entitlement tier 1 or higher; accepts a bearer token.',
  body: TriggerSimulationRequestSchema,
  response: TriggerSimulationResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: FORECAST_REASONS.simulation,
});

/** The forecast operations. */
export const forecastNoSource = noSourceList([
  getForecastScorecard,
  getForecasts,
  getSimulationOutcome,
  getSimulationPackage,
  triggerSimulation,
]);
