/**
 * The scenario service (DESIGN §8, no public source): the reference's scenarios and their impact
 * model are tables typed in its own code, run by its own worker. The GETs are routed with the
 * reference's contract and always answer their degraded body.
 */
import Type from 'typebox';
import { noSourceGet, noSourceList, noSourcePost } from '../no-source';

const ScenarioImpactCountrySchema = Type.Object({
  impactPct: Type.Optional(Type.Integer({ format: 'int32' })),
  iso2: Type.Optional(Type.String()),
  totalImpact: Type.Optional(Type.Number({ format: 'double' })),
});

const ScenarioResultTemplateSchema = Type.Object({
  costShockMultiplier: Type.Optional(Type.Number({ format: 'double' })),
  disruptionPct: Type.Optional(Type.Integer({ format: 'int32' })),
  durationDays: Type.Optional(Type.Integer({ format: 'int32' })),
  name: Type.Optional(Type.String()),
});

const ScenarioResultSchema = Type.Object({
  affectedChokepointIds: Type.Optional(Type.Array(Type.String())),
  template: Type.Optional(ScenarioResultTemplateSchema),
  topImpactCountries: Type.Optional(Type.Array(ScenarioImpactCountrySchema)),
});

const GetScenarioStatusResponseSchema = Type.Object({
  error: Type.Optional(Type.String()),
  result: Type.Optional(ScenarioResultSchema),
  status: Type.Optional(Type.String()),
});

const ScenarioTemplateSchema = Type.Object({
  affectedChokepointIds: Type.Optional(Type.Array(Type.String())),
  affectedHs2: Type.Optional(Type.Array(Type.String())),
  costShockMultiplier: Type.Optional(Type.Number({ format: 'double' })),
  disruptionPct: Type.Optional(Type.Integer({ format: 'int32' })),
  durationDays: Type.Optional(Type.Integer({ format: 'int32' })),
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
});

const ListScenarioTemplatesResponseSchema = Type.Object({
  templates: Type.Optional(Type.Array(ScenarioTemplateSchema)),
});

const RunScenarioResponseSchema = Type.Object({
  jobId: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  statusUrl: Type.Optional(Type.String()),
});

const RunScenarioRequestSchema = Type.Object({
  iso2: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
  scenarioId: Type.String({ minLength: 1, maxLength: 128 }),
});

const SERVICE = 'scenario';
const TAG = 'Scenario';

/** Why nothing is served. */
export const SCENARIO_REASON =
  "the reference's scenario templates and impact model are tables typed in its own code, not published data; this deployment runs no scenario";

const getScenarioStatus = noSourceGet({
  id: 'GetScenarioStatus',
  exampleQuery: 'job_id=scenario:1767225600000:abcd1234',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-scenario-status',
  summary: 'Status and result of a scenario job',
  description:
    'The state of one scenario job and, once done, its impact result. `job_id` (alias `jobId`, `scenario:<epoch ms>:<8 characters>`) is required. Requires entitlement tier 1 or higher; accepts a bearer token.',
  query: Type.Object({
    job_id: Type.String({
      pattern: '^scenario:[0-9]{13}:[a-z0-9]{8}$',
      description: 'Job id, `scenario:` then 13 digits of epoch ms, `:` and 8 of a-z, 0-9',
    }),
  }),
  queryAliases: { jobId: 'job_id' },
  response: GetScenarioStatusResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: SCENARIO_REASON,
  degraded: { status: 'failed', error: `no such job: ${SCENARIO_REASON}` },
});

const listScenarioTemplates = noSourceGet({
  id: 'ListScenarioTemplates',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-scenario-templates',
  summary: 'Scenario templates',
  description: 'The predefined disruption scenarios (chokepoints, sectors, duration) a scenario job can run.',
  query: Type.Object({}),
  response: ListScenarioTemplatesResponseSchema,
  access: 'key',
  reason: SCENARIO_REASON,
  degraded: { templates: [] },
});

const runScenario = noSourcePost({
  id: 'RunScenario',
  exampleBody: { scenarioId: 'suez-closure' },
  service: SERVICE,
  tag: TAG,
  rpc: 'run-scenario',
  summary: 'Start a scenario job',
  description:
    'Queues a job running one scenario template (`scenarioId`), optionally for one country (`iso2`). Requires entitlement tier 1 or higher; accepts a bearer token.',
  body: RunScenarioRequestSchema,
  response: RunScenarioResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  reason: SCENARIO_REASON,
});

/** The scenario operations. */
export const scenarioNoSource = noSourceList([getScenarioStatus, listScenarioTemplates, runScenario]);
