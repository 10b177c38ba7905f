/**
 * Runtime guard of JMESPath evaluation (DESIGN §3): an operation budget, never a clock. The static
 * budget (`jmespath-budget.ts`) refuses most blow-ups before they run; this catches the rest — work
 * that grows with the data rather than with the expression (`$` inside a projection over a long
 * list, `to_string` of a body a multi-select has copied ten times, `pad_left` to a huge width).
 *
 * Every node visit costs one operation; steps whose own work grows with their input are charged
 * for that input before they run: flattens (elements produced), slices (elements or characters
 * read), equality tests (both sides, deep), and function calls (their arguments, shallowly, and
 * deeply for `to_string`; the output width for `pad_left`/`pad_right`/`replace`), and each `let`
 * scope (the library builds a whole new interpreter for it). Field lookups read own properties
 * only, so `constructor` or `__proto__` in an expression find nothing.
 */
import { type JSONValue, TreeInterpreter } from '@jmespath-community/jmespath';
import type { JmespathAst } from './jmespath-budget';

/**
 * Most operations one evaluation may spend (node visits plus input charged by costly steps).
 * Measured on this project's machine at 30-500 ns an operation (the dearest ones allocate), so
 * the worst evaluation holds the event loop for about 100 ms; a filter with a three-field
 * multi-select costs about 10 operations a record, so it fits for up to ~20,000 records.
 */
export const JMESPATH_MAX_OPERATIONS = 200_000;
/** Operations charged for each `let` scope: the library builds a new interpreter for each (~10 µs). */
export const JMESPATH_SCOPE_OPERATIONS = 100;
/** String characters that count as one operation when a step reads or writes text. */
export const JMESPATH_CHARS_PER_OPERATION = 8;

/** Thrown when an evaluation has spent its operation budget. */
export class OperationBudgetExceeded extends Error {
  override name = 'OperationBudgetExceeded';
}

type Interpreter = typeof TreeInterpreter;
type Visited = ReturnType<Interpreter['visit']>;
type Input = Parameters<Interpreter['visit']>[1];

const base = Object.getPrototypeOf(TreeInterpreter) as Interpreter;
const InterpreterClass = base.constructor as new () => Interpreter;

class Meter {
  used = 0;
  constructor(readonly limit: number) {}

  charge(n: number): void {
    this.used += n;
    if (this.used > this.limit) {
      throw new OperationBudgetExceeded(`more than ${this.limit} operations`);
    }
  }
}

let meter = new Meter(0);
const guarded = instrument(new InterpreterClass());

/** Evaluates a compiled expression on a value within an operation budget; never mutates `value`. */
export function evaluateWithinBudget(
  ast: JmespathAst,
  value: JSONValue,
  maxOperations = JMESPATH_MAX_OPERATIONS,
): JSONValue {
  // Evaluation is synchronous, so one interpreter and one meter at a time is enough.
  meter = new Meter(maxOperations);
  return guarded.search(ast, value);
}

function instrument(interpreter: Interpreter): Interpreter {
  interpreter.visit = function visit(this: Interpreter, node: JmespathAst, value: Input): Visited {
    meter.charge(1);
    switch (node.type) {
      case 'Field':
        return ownField(value, node.name);
      case 'Flatten':
        return flatten(this.visit(node.child, value));
      case 'Slice':
        meter.charge(lengthUnits(value));
        break;
      case 'Comparator':
        if (node.name === 'EQ' || node.name === 'NE') return compareDeep(this, node, value);
        break;
      case 'Function':
        return callFunction(this, node.name, node.children, value);
    }
    return base.visit.call(this, node, value);
  };
  // `let` evaluates its body in a fresh interpreter: guard that one too.
  interpreter.withScope = function withScope(this: Interpreter, scope) {
    meter.charge(JMESPATH_SCOPE_OPERATIONS);
    return instrument(base.withScope.call(this, scope));
  };
  return interpreter;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function ownField(value: Input, name: string): JSONValue {
  if (!isObject(value) || !Object.hasOwn(value, name)) return null;
  return (value[name] as JSONValue | undefined) ?? null;
}

function flatten(original: Visited): JSONValue {
  if (!Array.isArray(original)) return null;
  let produced = original.length;
  for (const item of original) if (Array.isArray(item)) produced += item.length;
  meter.charge(produced);
  return original.flat() as JSONValue;
}

function compareDeep(
  interpreter: Interpreter,
  node: Extract<JmespathAst, { type: 'Comparator' }>,
  value: Input,
): Visited {
  const left = interpreter.visit(node.left, value) as JSONValue;
  const right = interpreter.visit(node.right, value) as JSONValue;
  chargeDeep(left);
  chargeDeep(right);
  const resolved: JmespathAst = {
    type: 'Comparator',
    name: node.name,
    left: { type: 'Literal', value: left },
    right: { type: 'Literal', value: right },
  };
  return base.visit.call(interpreter, resolved, value);
}

function callFunction(
  interpreter: Interpreter,
  name: string,
  children: readonly JmespathAst[],
  value: Input,
): JSONValue {
  const args = children.map((child) => interpreter.visit(child, value));
  chargeArguments(name, args);
  return interpreter.runtime.callFunction(name, args);
}

function chargeArguments(name: string, args: readonly Visited[]): void {
  const [first, second, third] = args;
  switch (name) {
    case 'to_string':
      chargeDeep(first as JSONValue);
      return;
    case 'pad_left':
    case 'pad_right':
      meter.charge(textUnits(typeof second === 'number' && second > 0 ? second : 0));
      break;
    case 'replace': {
      const subject = typeof first === 'string' ? first.length : 0;
      const by = typeof third === 'string' ? third.length : 0;
      meter.charge(textUnits(subject + (subject + 1) * by));
      break;
    }
  }
  for (const arg of args) meter.charge(shallowUnits(arg));
}

function textUnits(chars: number): number {
  return Math.ceil(chars / JMESPATH_CHARS_PER_OPERATION);
}

function lengthUnits(value: Input): number {
  if (typeof value === 'string') return textUnits(value.length);
  return Array.isArray(value) ? value.length : 0;
}

/** Cost of reading a value one level deep (what most built-in functions do). */
function shallowUnits(value: Visited): number {
  if (typeof value === 'string') return 1 + textUnits(value.length);
  if (Array.isArray(value)) {
    let units = 1 + value.length;
    for (const item of value) if (typeof item === 'string') units += textUnits(item.length);
    return units;
  }
  return isObject(value) ? 1 + Object.keys(value).length : 1;
}

/** Charges for reading a whole value, shared sub-trees counted each time they appear. */
function chargeDeep(value: JSONValue): void {
  meter.charge(1);
  if (typeof value === 'string') meter.charge(textUnits(value.length));
  else if (Array.isArray(value)) for (const item of value) chargeDeep(item);
  else if (isObject(value)) for (const key of Object.keys(value)) chargeDeep(value[key] as JSONValue);
}
