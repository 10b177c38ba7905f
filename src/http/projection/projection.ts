/**
 * `jmespath` projection of 200 bodies (SPEC §4.1, §8; DESIGN §3), in the JMESPath Community
 * dialect of `@jmespath-community/jmespath` (what it accepts beyond the original specification is
 * listed in docs/jmespath.md). Order of checks: expression size in UTF-8 bytes → compile (cached
 * per distinct expression, failures included) → static budget on the tree → evaluation within an
 * operation budget → output size measured by a walker that stops at the limit → serialization.
 * Any refusal is a 400 `{ _jmespath_error, original_keys }` naming its cause.
 */
import { compile, type JSONValue } from '@jmespath-community/jmespath';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../errors';
import { exceededBudget, type JmespathAst } from './jmespath-budget';
import { evaluateMetered, JMESPATH_MAX_OPERATIONS, Meter, OperationBudgetExceeded } from './jmespath-guard';
import { textUnits } from './jmespath-meter';
import { jsonByteLengthWithin } from './json-size';

/** Longest accepted expression, in UTF-8 bytes (SPEC §8). */
export const JMESPATH_MAX_EXPR_BYTES = 1024;
/** Largest accepted projected output, in UTF-8 bytes of serialized JSON (SPEC §8). */
export const JMESPATH_MAX_OUTPUT_BYTES = 262_144;
/** Distinct expressions whose compiled tree (or compile error) is kept. */
export const JMESPATH_COMPILE_CACHE_MAX = 1000;
/** Most top-level keys listed in `original_keys` before a `...<N more>` marker. */
export const JMESPATH_MAX_ORIGINAL_KEYS = 50;

/** A compiled expression ready to run, or the reason it was refused. */
type Compiled = { ok: true; ast: JmespathAst } | { ok: false; error: string };

const compiled = new LRUCache<string, Compiled>({ max: JMESPATH_COMPILE_CACHE_MAX });

/** Describes the unprojected body's top level for `original_keys` (SPEC §7). */
export function originalKeys(body: unknown): string[] {
  if (Array.isArray(body)) return [`<array length=${body.length}>`];
  if (body === null) return ['<null>'];
  if (typeof body !== 'object') return [`<${typeof body}>`];
  const keys = Object.keys(body as object);
  if (keys.length <= JMESPATH_MAX_ORIGINAL_KEYS) return keys;
  return [
    ...keys.slice(0, JMESPATH_MAX_ORIGINAL_KEYS),
    `...<${keys.length - JMESPATH_MAX_ORIGINAL_KEYS} more>`,
  ];
}

/** Compiles an expression once per distinct text; returns its tree or why it is refused. */
export function compileExpression(expression: string): Compiled {
  const hit = compiled.get(expression);
  if (hit) return hit;
  const result = compileUncached(expression);
  compiled.set(expression, result);
  return result;
}

function compileUncached(expression: string): Compiled {
  const bytes = Buffer.byteLength(expression, 'utf8');
  if (bytes > JMESPATH_MAX_EXPR_BYTES) {
    return { ok: false, error: `expression_too_long: ${bytes} > ${JMESPATH_MAX_EXPR_BYTES}` };
  }
  let ast: JmespathAst;
  try {
    // Legacy literals (`` `foo` `` for the string "foo") are accepted as the reference service's
    // library accepts them, so expressions written for it keep working (docs/jmespath.md).
    ast = compile(expression, { enable_legacy_literals: true });
  } catch (err) {
    return { ok: false, error: `invalid_expression: ${messageOf(err)}` };
  }
  const over = exceededBudget(ast);
  if (over) return { ok: false, error: `expression_too_complex: ${over}` };
  return { ok: true, ast };
}

/** What a projection produced, and the operations it spent (refused or not). */
export type ProjectionResult = ({ ok: true; bytes: Buffer } | { ok: false; error: ApiError }) & {
  /**
   * Operations spent: the evaluation's, plus the output's serialization counted like text
   * (JMESPATH_CHARS_PER_OPERATION bytes an operation). Zero when refused before evaluation.
   */
  operations: number;
};

/**
 * Applies an expression to a parsed 200 body and returns the projected JSON bytes; throws
 * JMESPATH_REJECTED (400) naming the cause. `body` is never mutated.
 */
export function project(body: unknown, expression: string): Buffer {
  const result = projectMetered(body, expression);
  if (!result.ok) throw result.error;
  return result.bytes;
}

/** `project`, answering the refusal instead of throwing it, with the operations spent either way. */
export function projectMetered(
  body: unknown,
  expression: string,
  maxOperations = JMESPATH_MAX_OPERATIONS,
): ProjectionResult {
  const reject = (jmespathError: string, operations: number): ProjectionResult => ({
    ok: false,
    error: new ApiError('JMESPATH_REJECTED', { jmespathError, originalKeys: originalKeys(body) }),
    operations,
  });
  // Too-long expressions are refused before the cache sees them, so they cannot crowd it out.
  const bytes = Buffer.byteLength(expression, 'utf8');
  if (bytes > JMESPATH_MAX_EXPR_BYTES) {
    return reject(`expression_too_long: ${bytes} > ${JMESPATH_MAX_EXPR_BYTES}`, 0);
  }
  const c = compileExpression(expression);
  if (!c.ok) return reject(c.error, 0);
  const meter = new Meter(maxOperations);
  let result: JSONValue;
  try {
    result = evaluateMetered(c.ast, body as JSONValue, meter) ?? null;
  } catch (err) {
    // The charge that passed the limit was refused before its work was done.
    if (err instanceof OperationBudgetExceeded) {
      return reject(`evaluation_budget_exceeded: ${err.message}`, maxOperations);
    }
    return reject(`invalid_expression: ${messageOf(err)}`, meter.used);
  }
  let size: number | undefined;
  try {
    size = jsonByteLengthWithin(result, JMESPATH_MAX_OUTPUT_BYTES);
  } catch (err) {
    return reject(`invalid_expression: ${messageOf(err)}`, meter.used);
  }
  if (size === undefined) {
    const walked = meter.used + textUnits(JMESPATH_MAX_OUTPUT_BYTES);
    return reject(`projection_too_large: more than ${JMESPATH_MAX_OUTPUT_BYTES} bytes`, walked);
  }
  return {
    ok: true,
    bytes: Buffer.from(JSON.stringify(result), 'utf8'),
    operations: meter.used + textUnits(size),
  };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
