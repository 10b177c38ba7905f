/**
 * Fairness of projection work (issue 13, part 2; src/http/projection/projection-fairness.ts): what an
 * evaluation costs is taken from its caller's budget, an empty budget answers 429 to that caller
 * only, and evaluations run one per event-loop turn, callers in turn. Deterministic: a manual
 * clock and a manual scheduler; the assertions read counters and orders, never durations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { JMESPATH_MAX_OPERATIONS } from '../../src/http/projection/jmespath-meter';
import {
  PROJECTION_CALLER_BURST_OPS,
  PROJECTION_CALLER_OPS_PER_SECOND,
  PROJECTION_QUEUE_MAX,
  PROJECTION_QUEUE_PER_CALLER,
  ProjectionAllowance,
  ProjectionScheduler,
} from '../../src/http/projection/projection-fairness';
import { buildTestApp, type TestApp } from '../helpers/test-app';

function refusalOf(f: () => unknown): ApiError {
  try {
    f();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('per-caller projection budget', () => {
  it('admits while the bucket holds something, then refuses that caller only, with Retry-After', () => {
    let now = 0;
    const allowance = new ProjectionAllowance(() => now);
    expect(allowance.available('a')).toBe(PROJECTION_CALLER_BURST_OPS);
    allowance.admit('a');
    allowance.spend('a', PROJECTION_CALLER_BURST_OPS);
    const refused = refusalOf(() => allowance.admit('a'));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.status).toBe(429);
    expect(refused.details.retryAfterSeconds).toBe(1);
    // Another caller is untouched.
    expect(() => allowance.admit('b')).not.toThrow();
    // A second later the bucket has regained a second's worth.
    now += 1000;
    expect(allowance.available('a')).toBe(PROJECTION_CALLER_OPS_PER_SECOND);
    expect(() => allowance.admit('a')).not.toThrow();
  });

  it('lets an evaluation that starts with little left run into debt, and waits out the debt', () => {
    const allowance = new ProjectionAllowance(() => 0);
    allowance.spend('a', PROJECTION_CALLER_BURST_OPS - 1);
    allowance.admit('a');
    allowance.spend('a', 2 * PROJECTION_CALLER_OPS_PER_SECOND + 1);
    expect(allowance.available('a')).toBe(-2 * PROJECTION_CALLER_OPS_PER_SECOND);
    expect(refusalOf(() => allowance.admit('a')).details.retryAfterSeconds).toBe(3);
  });

  it('never holds more than a full bucket', () => {
    let now = 0;
    const allowance = new ProjectionAllowance(() => now);
    allowance.spend('a', 10);
    now += 3_600_000;
    expect(allowance.available('a')).toBe(PROJECTION_CALLER_BURST_OPS);
  });
});

describe('projection scheduler', () => {
  /** A scheduler whose turns run only when the test says so. */
  function manual() {
    const turns: (() => void)[] = [];
    const scheduler = new ProjectionScheduler((run) => turns.push(run));
    const turn = () => turns.shift()?.();
    return { scheduler, turns, turn };
  }

  it('runs nothing at once, then one job per turn', async () => {
    const { scheduler, turn } = manual();
    const ran: number[] = [];
    const done = [1, 2, 3].map((i) => scheduler.run('a', () => ran.push(i)));
    expect(ran).toEqual([]);
    turn();
    expect(ran).toEqual([1]);
    turn();
    turn();
    expect(ran).toEqual([1, 2, 3]);
    await Promise.all(done);
    expect(scheduler.size).toBe(0);
  });

  it('takes waiting callers round-robin, so a long queue waits for its own turn', () => {
    const { scheduler, turns, turn } = manual();
    const ran: string[] = [];
    for (let i = 1; i <= 4; i++) void scheduler.run('heavy', () => ran.push(`heavy${i}`));
    void scheduler.run('light', () => ran.push('light1'));
    void scheduler.run('other', () => ran.push('other1'));
    while (turns.length > 0) turn();
    expect(ran).toEqual(['heavy1', 'light1', 'other1', 'heavy2', 'heavy3', 'heavy4']);
  });

  it('passes a job’s refusal to its caller and goes on with the others', async () => {
    const { scheduler, turn } = manual();
    const failing = scheduler.run('a', () => {
      throw new ApiError('RATE_LIMITED');
    });
    const fine = scheduler.run('b', () => 'ok');
    turn();
    turn();
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(fine).resolves.toBe('ok');
  });

  it('bounds the queue of one caller (429) and of all callers (503)', () => {
    const { scheduler } = manual();
    for (let i = 0; i < PROJECTION_QUEUE_PER_CALLER; i++) void scheduler.run('a', () => i);
    expect(refusalOf(() => scheduler.run('a', () => 0)).status).toBe(429);
    let caller = 0;
    while (scheduler.size < PROJECTION_QUEUE_MAX) {
      for (let i = 0; i < PROJECTION_QUEUE_PER_CALLER && scheduler.size < PROJECTION_QUEUE_MAX; i++)
        void scheduler.run(`c${caller}`, () => i);
      caller++;
    }
    const overloaded = refusalOf(() => scheduler.run('fresh', () => 0));
    expect(overloaded.code).toBe('OVERLOADED');
    expect(overloaded.status).toBe(503);
  });
});

describe('projection fairness in the app', () => {
  const DELAYS = '/api/aviation/v1/list-airport-delays';
  let t: TestApp;
  let now = Date.parse('2026-11-24T12:00:00.000Z');
  const keys: Record<'heavy' | 'light', string> = { heavy: '', light: '' };
  /** Costs exactly JMESPATH_MAX_OPERATIONS (refused by the counter); `i` makes each one new. */
  const costly = (i: number) =>
    `['0','1','2','3','4','5','6','7','8','9'][*].{k: pad_left(@, \`12800\`)} | [@,@,@,@,@,@,@,@,@,@][] | ` +
    `[@,@,@,@,@,@,@,@,@,@][] | sort_by(@, &k) | [${i}].k`;
  const get = (who: 'heavy' | 'light', expression?: string) =>
    t.app.inject({
      url: expression === undefined ? DELAYS : `${DELAYS}?jmespath=${encodeURIComponent(expression)}`,
      headers: { 'x-service-key': keys[who] },
    });

  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: () => new Date(now) } });
    keys.heavy = await t.createKey({ tier: 3 });
    keys.light = await t.createKey({ tier: 3 });
  });
  afterAll(() => t.close());

  it('refuses the caller who spent its budget, and only that caller', async () => {
    const evaluations = PROJECTION_CALLER_BURST_OPS / JMESPATH_MAX_OPERATIONS;
    for (let i = 0; i < evaluations; i++) {
      const res = await get('heavy', costly(i));
      expect(res.statusCode).toBe(400);
      expect(res.json()._jmespath_error).toMatch(/^evaluation_budget_exceeded/);
    }
    const refused = await get('heavy', costly(evaluations));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(Object.keys(refused.json())).toEqual(['error']);
    // The other caller's costly expression is still evaluated, and the heavy caller's ordinary
    // requests and already-computed projections are still answered.
    const other = await get('light', costly(evaluations));
    expect(other.statusCode).toBe(400);
    expect((await get('heavy')).statusCode).toBe(200);
    expect((await get('heavy', costly(0))).statusCode).toBe(400);
    // Once its bucket has regained something, the heavy caller is evaluated again.
    now += 1000;
    expect((await get('heavy', costly(evaluations + 1))).statusCode).toBe(400);
  });

  it('answers a request without a costly projection before an evaluation queued ahead of it', async () => {
    const order: string[] = [];
    const costlyRequest = get('light', costly(1000)).then((r) => order.push(`costly ${r.statusCode}`));
    const plainRequest = get('light').then((r) => order.push(`plain ${r.statusCode}`));
    await Promise.all([costlyRequest, plainRequest]);
    expect(order).toEqual(['plain 200', 'costly 400']);
  });
});
