/**
 * The hostile-input suite (issue 13): property-based, generated from the contract registry, over
 * every routed operation of the real app holding the bundled real captures. Random and adversarial
 * query strings, JMESPath expressions from the grammar (costly ones included), headers and batch
 * bodies; every answer must keep the invariants of ./invariants.ts, the projection counter must
 * never pass its budget, and the app must still answer at the end. About 7,000 cases; the seed
 * is fixed so `npm test` is repeatable (FUZZ_SEED=<n> to explore; `npm run fuzz` runs 100,000+).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JMESPATH_MAX_OPERATIONS } from '../../src/http/projection/jmespath-meter';
import { projectMetered } from '../../src/http/projection/projection';
import { TEST_OPERATOR_KEY } from '../helpers/test-app';
import { batchRequestArb } from './batch-requests';
import { BATCH, buildFuzzApp, type FuzzApp, ROUTED_GETS } from './fuzz-app';
import { invariantProblems } from './invariants';
import { costlyExpressionArb, expressionArb } from './jmespath-grammar';
import { type MeterWatch, watchMeters } from './meter-watch';
import { type FuzzRequest, operationRequestArb } from './requests';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/**
 * Cases over all routed GET operations, spread evenly (140 each when there were 38), so the suite's
 * time stays put as the catalog grows; at least MIN_RUNS_PER_OPERATION each.
 */
const OPERATION_RUNS = 5_320;
const MIN_RUNS_PER_OPERATION = 30;
const RUNS_PER_OPERATION = Math.max(MIN_RUNS_PER_OPERATION, Math.round(OPERATION_RUNS / ROUTED_GETS.length));
const BATCH_RUNS = 200;
const DIRECT_RUNS = 1600;

/**
 * What the requests got: so a run answered mostly by refusals cannot pass unnoticed. Every count
 * follows from the seed, the app's moved clock and counted budgets; none from the machine's speed
 * (the test app's load shedder never sheds: test/helpers/test-app.ts).
 */
const tally = { requests: 0, overloaded: 0, projected: 0 };

describe('hostile input on every routed operation', () => {
  let f: FuzzApp;
  let meterWatch: MeterWatch;
  beforeAll(async () => {
    meterWatch = watchMeters();
    f = await buildFuzzApp();
  });
  afterAll(async () => {
    meterWatch.stop();
    await f.t.close();
  });

  const check = async (req: FuzzRequest) => {
    // A quarter second per request: rate limits and projection budgets refill as they would.
    f.advance(250);
    const res = await f.send(req);
    tally.requests++;
    if (res.statusCode === 503) tally.overloaded++;
    if (res.statusCode === 200 && req.url.includes('jmespath=')) tally.projected++;
    const problems = invariantProblems(req, res);
    expect(problems, `${req.method} ${req.url.slice(0, 300)}\n${res.payload.slice(0, 300)}`).toEqual([]);
  };

  it('covers every routed operation of the registry', () => {
    expect(ROUTED_GETS.length).toBeGreaterThan(20);
    expect(BATCH).toBeDefined();
  });

  it.each(ROUTED_GETS.map((op) => [op.id, op] as const))(
    '%s: queries, expressions and headers',
    async (_id, op) => {
      const arb = operationRequestArb(op, f.credentials, f.bodyNames);
      await fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS_PER_OPERATION, seed: SEED });
    },
  );

  it('batch: random bodies, paths and idempotency keys', async () => {
    const arb = batchRequestArb(ROUTED_GETS, BATCH, f.credentials, f.bodyNames);
    await fc.assert(fc.asyncProperty(arb, check), { numRuns: BATCH_RUNS, seed: SEED });
  }, 120_000);

  it('projection of every real body stays within the operation budget', () => {
    const bodies = [...f.bodies.values()];
    const expression = fc.oneof(
      { weight: 3, arbitrary: expressionArb(f.bodyNames) },
      { weight: 1, arbitrary: costlyExpressionArb(f.bodyNames) },
    );
    fc.assert(
      fc.property(fc.constantFrom(...bodies), expression, (body, e) => {
        const result = projectMetered(body, e);
        if (!result.ok) expect(result.error.code).toBe('JMESPATH_REJECTED');
        // Evaluation stops at the limit; the output (≤ 256 KB) is counted on top for fairness.
        expect(result.operations).toBeLessThanOrEqual(JMESPATH_MAX_OPERATIONS + 32_768);
      }),
      { numRuns: DIRECT_RUNS, seed: SEED },
    );
  });

  it('never let a meter pass its budget, and the costly expressions reached it', () => {
    expect(meterWatch.maxAccepted).toBeLessThanOrEqual(JMESPATH_MAX_OPERATIONS);
    expect(meterWatch.refused).toBeGreaterThan(0);
  });

  it('reached the handlers and the projection, not only the refusals', () => {
    expect(tally.requests).toBeGreaterThan(4000);
    expect(tally.overloaded / tally.requests).toBeLessThan(0.05);
    expect(tally.projected).toBeGreaterThan(500);
  });

  it('still answers ordinary requests afterwards', async () => {
    const res = await f.t.app.inject({
      url: '/api/climate/v1/get-co2-monitoring',
      headers: { 'x-service-key': TEST_OPERATOR_KEY },
    });
    expect(res.statusCode).toBe(200);
    expect((await f.t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
