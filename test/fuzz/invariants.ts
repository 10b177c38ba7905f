/**
 * What every answer to a hostile request must satisfy (issue 13), as a list of problems (empty
 * when the answer is fine), so the vitest suite and `npm run fuzz` share one definition:
 *
 * - never a 5xx other than the documented 503s (overload, renewal verification pending);
 * - every 4xx (and 503) carries one of the error bodies of SPEC §7: `{ violations[] }`,
 *   `{ error }` (with `message` for idempotency errors), `{ error, code, requiredTier, ... }`,
 *   `{ message }` or `{ _jmespath_error, original_keys }`;
 * - a 200 of a GET that named a parameter its operation does not declare is a hole (SPEC §4:
 *   unknown parameters are refused, `constructor` and `__proto__` included), and so is an answer
 *   other than 401 to a credential-less request for a non-public operation or the batch;
 * - a batch answers `{ succeeded, failed, results[] }` whose results obey the same rules, with the
 *   batch's own per-result 5xx (502 `response_too_large`, 504 `timeout`) allowed there only.
 */
import type { FuzzRequest } from './requests';

/** The parts of an injected response the invariants read. */
export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  payload: string;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);

function keysOf(body: Record<string, unknown>): string {
  return Object.keys(body).sort().join(',');
}

/** Why `body` is not one of the error shapes of SPEC §7 (undefined when it is one). */
export function errorShapeProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'error body is not an object';
  const b = body as Record<string, unknown>;
  const keys = keysOf(b);
  if (keys === 'violations') {
    const v = b.violations;
    if (!Array.isArray(v) || v.length === 0) return 'violations is not a non-empty array';
    const bad = v.find(
      (x) => typeof x !== 'object' || x === null || !isString(x.field) || !isString(x.description),
    );
    return bad === undefined ? undefined : `bad violation ${JSON.stringify(bad)}`;
  }
  if (keys === '_jmespath_error,original_keys') {
    if (!isString(b._jmespath_error)) return '_jmespath_error is not a string';
    const ok = Array.isArray(b.original_keys) && b.original_keys.every(isString);
    return ok ? undefined : 'original_keys is not a list of strings';
  }
  if (keys === 'message') return isString(b.message) ? undefined : 'message is not a string';
  if (keys === 'error' || keys === 'error,message') {
    return isString(b.error) && (b.message === undefined || isString(b.message))
      ? undefined
      : 'error is not a string';
  }
  if ('code' in b) {
    const allowed = new Set(['error', 'code', 'requiredTier', 'currentTier', 'planKey']);
    if (Object.keys(b).some((k) => !allowed.has(k))) return `unexpected keys ${keys}`;
    if (!isString(b.error) || !isString(b.code) || !isInt(b.requiredTier)) return 'bad entitlement error';
    if (b.currentTier !== undefined && !isInt(b.currentTier)) return 'bad currentTier';
    if (b.planKey !== undefined && !isString(b.planKey)) return 'bad planKey';
    return undefined;
  }
  return `not a SPEC §7 error shape: {${keys}}`;
}

function parse(payload: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(payload) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Problems with one status and body; `inBatch` allows the batch's own per-result 5xx. */
function statusProblems(status: number, body: unknown, hasBody: boolean, inBatch: boolean): string[] {
  const problems: string[] = [];
  if (status >= 500) {
    const batchOwn = inBatch && (status === 502 || status === 504);
    if (status !== 503 && !batchOwn) problems.push(`undocumented ${status}`);
  }
  if (status >= 400 && hasBody && !(inBatch && status >= 500)) {
    const shape = errorShapeProblem(body);
    if (shape) problems.push(`${status}: ${shape}`);
  }
  return problems;
}

/** Everything wrong with the answer to `req` (empty when nothing is). */
export function invariantProblems(req: FuzzRequest, res: FuzzResponse): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const noBody = req.method === 'HEAD' || status === 204 || status === 304;
  const parsed = noBody ? { ok: true as const, value: undefined } : parse(res.payload);
  if (!parsed.ok) return [`${status} body is not JSON: ${res.payload.slice(0, 80)}`];
  if (!noBody && !String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    problems.push(`${status} content-type ${String(res.headers['content-type'])}`);
  }
  problems.push(...statusProblems(status, parsed.value, !noBody, false));
  if (status >= 400 && noBody && req.method !== 'HEAD') problems.push(`${status} without a body`);

  const op = req.op;
  if (
    op &&
    req.method === op.method &&
    status === 200 &&
    op.method === 'GET' &&
    req.unknownNames.length > 0
  ) {
    problems.push(`200 although it named undeclared parameters ${JSON.stringify(req.unknownNames)}`);
  }
  const needsKey = op && op.access !== 'public' && req.method === op.method;
  if (needsKey && req.keyless && status !== 401 && status !== 503) {
    problems.push(`${status} to a request without a credential (401 expected)`);
  }
  if (op?.method === 'POST' && op.path === req.url && status === 200) {
    problems.push(...batchProblems(parsed.value));
  }
  return problems;
}

function batchProblems(body: unknown): string[] {
  const b = body as { succeeded?: unknown; failed?: unknown; results?: unknown };
  if (!isInt(b.succeeded) || !isInt(b.failed) || !Array.isArray(b.results))
    return ['batch 200 is not a batch response'];
  const problems: string[] = [];
  if (b.succeeded + b.failed !== b.results.length) problems.push('succeeded + failed ≠ results');
  for (const r of b.results as { status?: unknown; body?: unknown; error?: unknown }[]) {
    if (!isInt(r.status) || !isString(r.error)) {
      problems.push(`bad batch result ${JSON.stringify(r).slice(0, 80)}`);
      continue;
    }
    for (const p of statusProblems(r.status, r.body, r.body !== undefined, true))
      problems.push(`result ${p}`);
    if (r.status >= 500 && r.error === 'internal_error') problems.push('result internal_error');
  }
  return problems;
}
