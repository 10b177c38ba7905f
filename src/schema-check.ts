/**
 * One Ajv instance for the whole service: query validation, snapshot validation before publish,
 * and response checks in tests all compile their schemas here (compiled once per schema object).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: true });
addFormats(ajv);
ajv.addFormat('int32', {
  type: 'number',
  validate: (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647,
});
ajv.addFormat('int64', { type: 'string', validate: (s: string) => /^-?\d{1,19}$/.test(s) });
ajv.addFormat('double', { type: 'number', validate: () => true });

const compiled = new WeakMap<object, ValidateFunction>();

/** Returns the compiled validator of a schema (cached). */
export function validatorFor(schema: TSchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Result of a schema check. */
export type CheckResult = { ok: true } | { ok: false; errors: ErrorObject[] };

/** Checks a value against a schema (applying schema defaults in place). */
export function checkSchema(schema: TSchema, value: unknown): CheckResult {
  const fn = validatorFor(schema);
  return fn(value) ? { ok: true } : { ok: false, errors: fn.errors ?? [] };
}

/** Formats Ajv errors as one line, for logs and ingestion errors. */
export function describeErrors(errors: ErrorObject[], limit = 5): string {
  return errors
    .slice(0, limit)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`)
    .join('; ');
}
