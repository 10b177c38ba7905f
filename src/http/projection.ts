/**
 * `jmespath` projection of 200 bodies (SPEC §4.1).
 */
import { compile, TreeInterpreter } from '@jmespath-community/jmespath';
import { ApiError } from '../errors';

/** Longest accepted expression, in UTF-8 bytes (SPEC §8). */
export const JMESPATH_MAX_EXPR_BYTES = 1024;
/** Largest accepted projected output, in UTF-8 bytes of serialized JSON (SPEC §8). */
export const JMESPATH_MAX_OUTPUT_BYTES = 262_144;

/** Describes the unprojected body's top level for `original_keys`. */
export function originalKeys(body: unknown): string[] {
  if (Array.isArray(body)) return [`<array length=${body.length}>`];
  if (body === null) return ['<null>'];
  if (typeof body === 'object') return Object.keys(body as object);
  return [`<${typeof body}>`];
}

/** Applies an expression to a parsed body; returns the projected JSON text. */
export function project(body: unknown, expression: string): string {
  const reject = (jmespathError: string) =>
    new ApiError('JMESPATH_REJECTED', { jmespathError, originalKeys: originalKeys(body) });
  const bytes = Buffer.byteLength(expression, 'utf8');
  if (bytes > JMESPATH_MAX_EXPR_BYTES)
    throw reject(`expression_too_long: ${bytes} > ${JMESPATH_MAX_EXPR_BYTES}`);
  let result: unknown;
  try {
    const ast = compile(expression);
    result = TreeInterpreter.search(ast, body as Parameters<typeof TreeInterpreter.search>[1]);
  } catch (err) {
    throw reject(`invalid_expression: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = JSON.stringify(result ?? null);
  const outBytes = Buffer.byteLength(text, 'utf8');
  if (outBytes > JMESPATH_MAX_OUTPUT_BYTES) {
    throw reject(`projection_too_large: ${outBytes} > ${JMESPATH_MAX_OUTPUT_BYTES}`);
  }
  return text;
}
