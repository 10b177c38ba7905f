/**
 * What JMESPath function calls cost, and metered versions of the built-ins whose own work the
 * caller cannot see from their arguments (DESIGN §3, docs/jmespath.md).
 *
 * Every call is charged for its arguments, read one level deep (elements, keys, characters), before
 * it runs; calls whose output is larger than their input are charged for the output too (`pad_*`
 * for the width, `join` for the separators, `split` for the pieces, `to_string` for the whole
 * value). The functions whose work depends on what they compare are replaced by versions that
 * charge as they go: `sort`, `sort_by`, `max_by`, `min_by` and `group_by` (per comparison and key,
 * by the text they read), `length` and the trims (linear instead of the library's code-point
 * arrays and backtracking regular expression), and `replace` (per replacement, instead of
 * allocating an array of `count` entries up front). They return what the library returns, with
 * three fixes: `sort` orders numbers as numbers (the library sorts them as text, `[10, 9]`),
 * `sort_by` keeps equal string keys in input order, and `group_by` accepts `constructor` or
 * `__proto__` as a group name.
 */
import {
  type InputSignature,
  type JSONValue,
  type TreeInterpreter,
  TYPE_ARRAY,
  TYPE_ARRAY_NUMBER,
  TYPE_ARRAY_STRING,
  TYPE_EXPREF,
  TYPE_NUMBER,
  TYPE_OBJECT,
  TYPE_STRING,
} from '@jmespath-community/jmespath';
import type { JmespathAst as ExpressionNode } from './jmespath-budget';
import {
  chargeDeep,
  isObject,
  itemTextUnits,
  JMESPATH_CODE_POINT_OPERATIONS,
  JMESPATH_KEY_OPERATIONS,
  type Meter,
  shallowUnits,
  textUnits,
} from './jmespath-meter';
import { compareCodePoints, countCodePoints, trimEnd, trimStart } from './jmespath-text';

type Interpreter = typeof TreeInterpreter;
type Args = (JSONValue | ExpressionNode)[];

/**
 * Charges a call for its arguments, read one level deep; for the text of the strings in a list
 * where the function reads it; and for its output where it writes more than it reads.
 */
export function chargeCall(meter: Meter, name: string, args: readonly unknown[]): void {
  for (const arg of args) meter.charge(shallowUnits(arg));
  const [first, second] = args;
  switch (name) {
    case 'contains':
    case 'max':
    case 'min':
      meter.charge(itemTextUnits(first));
      return;
    case 'join':
      meter.charge(itemTextUnits(second));
      if (typeof first === 'string' && Array.isArray(second))
        meter.charge(textUnits(first.length * second.length));
      return;
    case 'to_string':
      chargeDeep(meter, first);
      return;
    case 'pad_left':
    case 'pad_right':
      meter.charge(textUnits(typeof second === 'number' && second > 0 ? second : 0));
      return;
    case 'split':
      if (typeof first === 'string' && typeof second === 'string') meter.charge(piecesOf(first, second));
      return;
    case 'reverse':
      // The library splits a string into an array of code points to reverse it.
      if (typeof first === 'string') meter.charge(JMESPATH_CODE_POINT_OPERATIONS * first.length);
      return;
    case 'items':
      // One pair array per key, on top of reading the keys.
      if (isObject(first)) meter.charge(JMESPATH_KEY_OPERATIONS * Object.keys(first).length);
      return;
    case 'from_items':
      if (Array.isArray(first)) meter.charge(JMESPATH_KEY_OPERATIONS * first.length);
      return;
  }
}

/** At most how many pieces splitting `subject` on `separator` gives. */
function piecesOf(subject: string, separator: string): number {
  return separator === '' ? subject.length : Math.floor(subject.length / separator.length) + 1;
}

const TYPE_NAMES: Record<string, string> = { object: 'object', string: 'string', number: 'number' };

function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'boolean') return 'boolean';
  if (isObject(v) && (v as { expref?: unknown }).expref) return 'expression';
  return TYPE_NAMES[typeof v] ?? 'null';
}

const LIST_AND_KEY: InputSignature[] = [{ types: [TYPE_ARRAY] }, { types: [TYPE_EXPREF] }];
const TEXT_AND_CHARS: InputSignature[] = [{ types: [TYPE_STRING] }, { types: [TYPE_STRING], optional: true }];

/**
 * Replaces the built-ins listed above in `interpreter`'s own function table (the library's shared
 * default interpreter is left alone). `meter` returns the running evaluation's meter.
 */
export function installMeteredFunctions(interpreter: Interpreter, meter: () => Meter): void {
  const keyOf = (ref: JSONValue | ExpressionNode, item: JSONValue) =>
    interpreter.visit(ref as ExpressionNode, item) as JSONValue;
  const install = (name: string, fn: (args: Args) => JSONValue, signature: InputSignature[]) => {
    const result = interpreter.runtime.register(name, fn, signature, { override: true });
    if (!result.success) throw new Error(`could not meter ${name}(): ${result.message}`);
  };

  install('sort', ([list]) => sortValues(meter(), list as JSONValue[]), [
    { types: [TYPE_ARRAY_STRING, TYPE_ARRAY_NUMBER] },
  ]);
  install(
    'sort_by',
    ([list, ref]) => sortBy(meter(), list as JSONValue[], (x) => keyOf(ref!, x)),
    LIST_AND_KEY,
  );
  install(
    'max_by',
    ([list, ref]) => extremeBy(meter(), list as JSONValue[], (x) => keyOf(ref!, x), 1),
    LIST_AND_KEY,
  );
  install(
    'min_by',
    ([list, ref]) => extremeBy(meter(), list as JSONValue[], (x) => keyOf(ref!, x), -1),
    LIST_AND_KEY,
  );
  install(
    'group_by',
    ([list, ref]) => groupBy(meter(), list as JSONValue[], (x) => keyOf(ref!, x)),
    LIST_AND_KEY,
  );
  install('length', ([v]) => lengthOf(meter(), v as JSONValue), [
    { types: [TYPE_STRING, TYPE_ARRAY, TYPE_OBJECT] },
  ]);
  install(
    'trim',
    ([s, chars]) => trimStart(meter(), trimEnd(meter(), s as string, chars as string), chars as string),
    TEXT_AND_CHARS,
  );
  install(
    'trim_left',
    ([s, chars]) => trimStart(meter(), s as string, chars as string | undefined),
    TEXT_AND_CHARS,
  );
  install(
    'trim_right',
    ([s, chars]) => trimEnd(meter(), s as string, chars as string | undefined),
    TEXT_AND_CHARS,
  );
  install('replace', (args) => replaceText(meter(), args as [string, string, string, number?]), [
    { types: [TYPE_STRING] },
    { types: [TYPE_STRING] },
    { types: [TYPE_STRING] },
    { types: [TYPE_NUMBER], optional: true },
  ]);
}

function sortValues(meter: Meter, list: JSONValue[]): JSONValue[] {
  meter.charge(list.length);
  if (typeof list[0] === 'string') {
    return [...(list as string[])].sort((a, b) => compareCodePoints(meter, a, b));
  }
  return [...(list as number[])].sort((a, b) => {
    meter.charge(1);
    return a - b;
  });
}

function sortBy(meter: Meter, list: JSONValue[], keyOf: (x: JSONValue) => JSONValue): JSONValue[] {
  meter.charge(list.length);
  if (list.length === 0) return [];
  const keys = list.map(keyOf);
  const required = typeName(keys[0]);
  if (required !== 'number' && required !== 'string') {
    throw new Error(`Invalid type: unexpected type (${required})`);
  }
  for (const key of keys) {
    if (typeName(key) !== required)
      throw new Error(`Invalid type: expected (${required}), received ${typeName(key)}`);
  }
  const order = keys.map((_, i) => i);
  order.sort((i, j) => {
    const a = keys[i]!;
    const b = keys[j]!;
    let c: number;
    if (typeof a === 'string') c = compareCodePoints(meter, a, b as string);
    else {
      meter.charge(1);
      c = (a as number) - (b as number);
    }
    return c || i - j;
  });
  return order.map((i) => list[i]!);
}

function keyTypeError(key: unknown, allowed: string): Error {
  return new Error(`Invalid type: expected one of (${allowed}), received ${typeName(key)}`);
}

/** `max_by` (sign 1) and `min_by` (sign -1), with the library's comparisons, charged by key size. */
function extremeBy(
  meter: Meter,
  list: JSONValue[],
  keyOf: (x: JSONValue) => JSONValue,
  sign: 1 | -1,
): JSONValue {
  let best: number | string = sign * -Infinity;
  let record: JSONValue | undefined;
  for (const item of list) {
    const key = keyOf(item);
    if (typeof key !== 'number' && typeof key !== 'string') throw keyTypeError(key, 'number | string');
    meter.charge(typeof key === 'string' ? 1 + textUnits(key.length) : 1);
    if (sign > 0 ? (key as number) > (best as number) : (key as number) < (best as number)) {
      best = key;
      record = item;
    }
  }
  return record || null;
}

function groupBy(meter: Meter, list: JSONValue[], keyOf: (x: JSONValue) => JSONValue): JSONValue {
  const groups = new Map<string, JSONValue[]>();
  for (const item of list) {
    const key = keyOf(item ?? {});
    if (typeof key !== 'string') throw keyTypeError(key, 'string');
    meter.charge(JMESPATH_KEY_OPERATIONS + textUnits(key.length));
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  // Own data properties whatever the name (`__proto__` included), never a prototype change.
  return Object.fromEntries(groups);
}

function lengthOf(meter: Meter, v: JSONValue): number {
  if (typeof v === 'string') return countCodePoints(meter, v);
  if (Array.isArray(v)) return v.length;
  return Object.keys(v as object).length;
}

function replaceText(meter: Meter, [subject, search, by, count]: [string, string, string, number?]): string {
  if (count === 0) return subject;
  if (!count) {
    const pieces = piecesOf(subject, search);
    meter.charge(pieces + textUnits(subject.length + pieces * by.length));
    return subject.split(search).join(by);
  }
  if (count < 0 || Math.floor(count) !== count) {
    throw new Error('invalid-value: expecting a non-negative integer.');
  }
  // The library replaces the first occurrence `count` times; once none is left the rest do nothing.
  let text = subject;
  for (let i = 0; i < count && text.includes(search); i++) {
    meter.charge(1 + textUnits(text.length + by.length));
    text = text.replace(search, by);
  }
  return text;
}
