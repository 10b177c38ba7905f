/**
 * Runtime guard of JMESPath evaluation (DESIGN §3): an operation budget, never a clock. The static
 * budget (`jmespath-budget.ts`) refuses expressions that multiply their input before they run;
 * this bounds the rest — work that grows with the data or with the text an expression builds
 * (`$` inside a projection over a long list, a sort of long strings, `pad_left` to a huge width).
 *
 * Every node visit costs one operation, and every step is charged for what it touches (the cost
 * model and its weights are in `jmespath-meter.ts`, function calls in `jmespath-functions.ts`):
 * flattens and slices per element, equality per node of both sides, truthiness tests and `*` per
 * key, variable look-ups per enclosing scope. The steps whose library version costs more than
 * that are evaluated here: truthiness (the library lists every key), flattens (`Array.flat`) and
 * `let` (the library builds a whole new interpreter, ~20 µs, for each scope; here a scope is one
 * frame of a chain, which also makes variables visible inside `&expression` arguments, as the
 * JMESPath Community specification wants). Field lookups read own properties only, so
 * `constructor` or `__proto__` in an expression find nothing, and a multi-select key or a
 * variable named `__proto__` is an ordinary one.
 */
import { type JSONValue, TreeInterpreter } from '@jmespath-community/jmespath';
import type { JmespathAst } from './jmespath-budget';
import { chargeCall, installMeteredFunctions } from './jmespath-functions';
import {
  chargeDeep,
  isFalsy,
  isObject,
  JMESPATH_CODE_POINT_OPERATIONS,
  JMESPATH_KEY_OPERATIONS,
  JMESPATH_MAX_OPERATIONS,
  Meter,
} from './jmespath-meter';

export { JMESPATH_MAX_OPERATIONS, Meter, OperationBudgetExceeded } from './jmespath-meter';

type Interpreter = typeof TreeInterpreter;
type Visited = ReturnType<Interpreter['visit']>;
type Input = Parameters<Interpreter['visit']>[1];
type Node<T extends JmespathAst['type']> = Extract<JmespathAst, { type: T }>;

const base = Object.getPrototypeOf(TreeInterpreter) as Interpreter;
const InterpreterClass = base.constructor as new () => Interpreter;

/** One `let` scope: its variables, and the scope it is nested in. */
interface Frame {
  variables: Record<string, JSONValue>;
  outer: Frame | undefined;
}

// Evaluation is synchronous, so one interpreter, one meter and one scope chain at a time is enough.
let meter = new Meter(0);
let scope: Frame | undefined;
const guarded = instrument(new InterpreterClass());
installMeteredFunctions(guarded, () => meter);

/**
 * Evaluates a compiled expression on a value, charging `budget` (which throws
 * OperationBudgetExceeded past its limit); `budget.used` tells what was spent, also after a
 * throw. Never mutates `value`.
 */
export function evaluateMetered(ast: JmespathAst, value: JSONValue, budget: Meter): JSONValue {
  const [outerMeter, outerScope] = [meter, scope];
  meter = budget;
  scope = undefined;
  try {
    return guarded.search(ast, value);
  } finally {
    meter = outerMeter;
    scope = outerScope;
  }
}

/** Evaluates a compiled expression within `maxOperations` operations. */
export function evaluateWithinBudget(
  ast: JmespathAst,
  value: JSONValue,
  maxOperations = JMESPATH_MAX_OPERATIONS,
): JSONValue {
  return evaluateMetered(ast, value, new Meter(maxOperations));
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
        // The library copies a string's code points into an array to slice it.
        if (typeof value === 'string') meter.charge(JMESPATH_CODE_POINT_OPERATIONS * value.length);
        else if (Array.isArray(value)) meter.charge(value.length);
        break;
      case 'Comparator':
        if (node.name === 'EQ' || node.name === 'NE') return compareDeep(this, node, value);
        break;
      case 'Function':
        return callFunction(this, node.name, node.children, value);
      case 'ValueProjection':
        return projectValues(this, node.left, node.right, value);
      case 'FilterProjection':
        return filter(this, node, value);
      case 'OrExpression': {
        const left = this.visit(node.left, value);
        return isFalsy(meter, left) ? this.visit(node.right, value) : left;
      }
      case 'AndExpression': {
        const left = this.visit(node.left, value);
        return isFalsy(meter, left) ? left : this.visit(node.right, value);
      }
      case 'NotExpression':
        return isFalsy(meter, this.visit(node.child, value));
      case 'Ternary':
        return isFalsy(meter, this.visit(node.condition, value))
          ? this.visit(node.falseExpr, value)
          : this.visit(node.trueExpr, value);
      case 'MultiSelectHash':
        return selectHash(this, node, value);
      case 'LetExpression':
        return letScope(this, node, value);
      case 'Variable':
        return lookUp(node.name);
    }
    return base.visit.call(this, node, value);
  };
  return interpreter;
}

function ownField(value: Input, name: string): JSONValue {
  if (!isObject(value) || !Object.hasOwn(value, name)) return null;
  return value[name] ?? null;
}

function flatten(original: Visited): JSONValue {
  if (!Array.isArray(original)) return null;
  let produced = original.length;
  for (const item of original) if (Array.isArray(item)) produced += item.length;
  meter.charge(produced);
  const out: JSONValue[] = [];
  for (const item of original as JSONValue[]) {
    if (Array.isArray(item)) for (const inner of item) out.push(inner);
    else out.push(item);
  }
  return out;
}

function compareDeep(interpreter: Interpreter, node: Node<'Comparator'>, value: Input): Visited {
  const left = interpreter.visit(node.left, value) as JSONValue;
  const right = interpreter.visit(node.right, value) as JSONValue;
  chargeDeep(meter, left);
  chargeDeep(meter, right);
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
  chargeCall(meter, name, args);
  return interpreter.runtime.callFunction(name, args);
}

function projectValues(
  interpreter: Interpreter,
  left: JmespathAst,
  right: JmespathAst,
  value: Input,
): JSONValue {
  const object = interpreter.visit(left, value);
  if (!isObject(object)) return null;
  const values = Object.values(object);
  meter.charge(JMESPATH_KEY_OPERATIONS * values.length);
  const collected: JSONValue[] = [];
  for (const element of values) {
    const current = interpreter.visit(right, element) as JSONValue;
    if (current !== null) collected.push(current);
  }
  return collected;
}

function filter(interpreter: Interpreter, node: Node<'FilterProjection'>, value: Input): JSONValue {
  const list = interpreter.visit(node.left, value);
  if (!Array.isArray(list)) return null;
  const collected: JSONValue[] = [];
  for (const element of list as JSONValue[]) {
    if (isFalsy(meter, interpreter.visit(node.condition, element))) continue;
    const current = interpreter.visit(node.right, element) as JSONValue;
    if (current !== null) collected.push(current);
  }
  return collected;
}

function selectHash(interpreter: Interpreter, node: Node<'MultiSelectHash'>, value: Input): JSONValue {
  const collected: Record<string, JSONValue> = {};
  for (const child of node.children) {
    const v = interpreter.visit(child.value, value) as JSONValue;
    // `collected.__proto__ = v` would set the object's prototype: define an own key instead.
    if (child.name === '__proto__') {
      Object.defineProperty(collected, child.name, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else collected[child.name] = v;
  }
  return collected;
}

function letScope(interpreter: Interpreter, node: Node<'LetExpression'>, value: Input): Visited {
  // Bindings are evaluated in the enclosing scope (they do not see each other), as the library
  // does; the frame has no prototype, so a variable named `$__proto__` is an ordinary entry.
  const variables = Object.create(null) as Record<string, JSONValue>;
  for (const binding of node.bindings) {
    meter.charge(1 + JMESPATH_KEY_OPERATIONS);
    variables[binding.variable] = interpreter.visit(binding.reference, value) as JSONValue;
  }
  const outer = scope;
  scope = { variables, outer };
  try {
    return interpreter.visit(node.expression, value);
  } finally {
    scope = outer;
  }
}

/** The value of a variable in the innermost scope that binds it; one operation per scope walked. */
function lookUp(name: string): JSONValue {
  for (let frame = scope; frame; frame = frame.outer) {
    meter.charge(1);
    if (Object.hasOwn(frame.variables, name)) return frame.variables[name] ?? null;
  }
  throw new Error(`Error referencing undefined variable ${name}`);
}
