/**
 * The cost model of JMESPath evaluation (DESIGN §3, docs/jmespath.md): one evaluation may spend
 * at most JMESPATH_MAX_OPERATIONS operations, and every step is charged in proportion to what it
 * touches — one per node visit, one per array element it copies, one per JMESPATH_CHARS_PER_OPERATION
 * characters of text it reads or writes, one per object key it enumerates or creates — so that an
 * operation costs about the same time whatever the step. Counted, never timed: the same request
 * always gets the same answer. The weights were measured on this project's machine (bench/fuzz.ts
 * reports the longest stall; docs/fuzz.md has the figures).
 */
import type { JSONValue } from '@jmespath-community/jmespath';

/**
 * Most operations one evaluation may spend. Measured on this project's machine (2 vCPU, see
 * docs/fuzz.md) with the bundled responses: the costliest kinds of step take up to ~45 ns an
 * operation once warm (an evaluation at the limit holds the event loop ≤ 7 ms) and up to ~220 ns
 * the first time a kind of step runs (≤ 35 ms), under the 50 ms no evaluation may hold the loop.
 * A filter costs about 5 operations a record, so a plain filter fits for ~30,000 records.
 */
export const JMESPATH_MAX_OPERATIONS = 150_000;
/** Characters of text that count as one operation when a step reads, compares or writes text. */
export const JMESPATH_CHARS_PER_OPERATION = 8;
/** Operations per object key a step enumerates (`keys`, `values`, `*`, deep equality, truthiness). */
export const JMESPATH_KEY_OPERATIONS = 3;
/** Operations per code point when the library splits a string into code points (string slices, `reverse`). */
export const JMESPATH_CODE_POINT_OPERATIONS = 1;

/** Thrown when an evaluation has spent its operation budget. */
export class OperationBudgetExceeded extends Error {
  override name = 'OperationBudgetExceeded';
}

/** Counts the operations of one evaluation and throws as soon as they pass the limit. */
export class Meter {
  used = 0;
  constructor(readonly limit: number) {}

  charge(n: number): void {
    this.used += n;
    // Written so that a NaN charge refuses too, instead of disabling every later comparison.
    if (!(this.used <= this.limit)) throw new OperationBudgetExceeded(`more than ${this.limit} operations`);
  }
}

/** Operations for reading or writing `chars` characters of text. */
export function textUnits(chars: number): number {
  return Math.ceil(chars / JMESPATH_CHARS_PER_OPERATION);
}

/** True for a JSON object (not an array, not null). */
export function isObject(v: unknown): v is Record<string, JSONValue> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Cost of reading a value one level deep (what most built-in functions do with an argument): a
 * string's text, an array's elements, an object's keys. The text of strings inside an array is
 * not read by most functions; those that read it charge `itemTextUnits` too.
 */
export function shallowUnits(value: unknown): number {
  if (typeof value === 'string') return 1 + textUnits(value.length);
  if (Array.isArray(value)) return 1 + value.length;
  return isObject(value) ? 1 + JMESPATH_KEY_OPERATIONS * Object.keys(value).length : 1;
}

/** Cost of reading the text of every string in an array. */
export function itemTextUnits(value: unknown): number {
  let units = 0;
  if (Array.isArray(value))
    for (const item of value) if (typeof item === 'string') units += textUnits(item.length);
  return units;
}

/** Charges for reading a whole value, a sub-tree shared N times counted N times (as a walk reads it). */
export function chargeDeep(meter: Meter, value: unknown): void {
  meter.charge(1);
  if (typeof value === 'string') meter.charge(textUnits(value.length));
  else if (Array.isArray(value)) for (const item of value) chargeDeep(meter, item);
  else if (isObject(value)) {
    const keys = Object.keys(value);
    meter.charge(JMESPATH_KEY_OPERATIONS * keys.length);
    for (const key of keys) chargeDeep(meter, value[key]);
  }
}

/**
 * JMESPath truthiness (false, null, '', [] and {} are false), charging for the keys an object
 * test enumerates: the library's own test lists every key of an object each time.
 */
export function isFalsy(meter: Meter, value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const keys = Object.keys(value).length;
    meter.charge(JMESPATH_KEY_OPERATIONS * keys);
    return keys === 0;
  }
  return false;
}
