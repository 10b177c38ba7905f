/**
 * Static budget on a compiled JMESPath tree (DESIGN §3): refuses, before it touches any data, an
 * expression that can multiply what it reads. Only fan-out amplifies: a multi-select whose
 * branches read the same data more than once (`[@, @]`, `{a: x, b: x}`) copies it, and whatever
 * runs after it — the rest of a pipe or subexpression, each element of a projection or flatten —
 * runs once per copy. So the bound is a product along the data flow of the fan-outs it passes,
 * and nothing else counts: a projection, a flatten or a filter visits each element once
 * (`reservations[].instances[].qux[].baz[]` reads its input once), and a multi-select nested in
 * a branch of another adds to it rather than multiplying it (`[a, [b, [c, d]]]` reads `@` three
 * times, not eight).
 *
 * For each node we bound its output size as a multiple of its input (`factor`) and the largest
 * such multiple anything inside it builds (`peak`). Branches that start with different field
 * names read disjoint parts of the input, so `{a: a, b: b}` has factor 1; branches that read the
 * whole input (`@`, `$`, a variable, a literal, a function) each count. `$` and variables inside a
 * projection are not counted here: that is work that grows with the data, which the runtime
 * operation budget (jmespath-guard.ts) bounds.
 */
import type { compile } from '@jmespath-community/jmespath';

/** A compiled expression tree, as the library returns it. */
export type JmespathAst = ReturnType<typeof compile>;

/**
 * Largest fan-out accepted: how many times, at most, an expression may copy what it reads
 * (`[@,@,@,@,@,@,@,@,@,@] | [*].[@,@,@,@,@,@,@,@,@,@] | [][]` copies it 100 times, one more such
 * stage 1000 times). Real queries select and reshape; they do not copy their input.
 */
export const JMESPATH_MAX_FANOUT = 1000;

/** Output bound of a node as a multiple of its input, and the largest bound inside it. */
export interface JmespathFanout {
  /** Output size ≤ factor × input size. */
  factor: number;
  /** The largest intermediate result, as a multiple of the input. */
  peak: number;
  /** The input field the output is a part of, when it is one (`a`, `a.b`, `a[*].b`, `a[0]`). */
  lead?: string;
}

const ONE: JmespathFanout = { factor: 1, peak: 1 };

/** `right` runs on (each element of) the output of `left`. */
function chain(left: JmespathFanout, right: JmespathFanout): JmespathFanout {
  const factor = left.factor * right.factor;
  return { factor, peak: Math.max(left.peak, left.factor * right.peak, factor), lead: left.lead };
}

/** One of `parts` is the output (alternatives, function arguments). */
function worst(parts: readonly JmespathFanout[]): JmespathFanout {
  let factor = 1;
  let peak = 1;
  for (const p of parts) {
    factor = Math.max(factor, p.factor);
    peak = Math.max(peak, p.peak);
  }
  return { factor, peak };
}

/** All of `parts` are in the output: disjoint fields share the input, the others each copy it. */
function together(parts: readonly JmespathFanout[]): JmespathFanout {
  const byField = new Map<string, number>();
  let whole = 0;
  let peak = 1;
  for (const p of parts) {
    peak = Math.max(peak, p.peak);
    if (p.lead === undefined) whole += p.factor;
    else byField.set(p.lead, (byField.get(p.lead) ?? 0) + p.factor);
  }
  const factor = Math.max(0, ...byField.values()) + whole;
  return { factor: Math.max(factor, 1), peak: Math.max(peak, factor) };
}

/** Bounds the fan-out of a tree. */
export function measureFanout(node: JmespathAst): JmespathFanout {
  switch (node.type) {
    case 'Field':
      return { factor: 1, peak: 1, lead: node.name };
    case 'Subexpression':
    case 'IndexExpression':
    case 'Pipe':
    case 'Projection':
    case 'ValueProjection':
      return chain(measureFanout(node.left), measureFanout(node.right));
    case 'FilterProjection': {
      const perElement = measureFanout(node.right);
      const condition = measureFanout(node.condition);
      const out = chain(measureFanout(node.left), perElement);
      return { ...out, peak: Math.max(out.peak, chain(measureFanout(node.left), condition).peak) };
    }
    case 'Flatten':
      return measureFanout(node.child);
    case 'MultiSelectList':
      return { ...together(node.children.map(measureFanout)), lead: undefined };
    case 'MultiSelectHash':
      return { ...together(node.children.map((kv) => measureFanout(kv.value))), lead: undefined };
    case 'Function':
      return measureFunction(node.name, node.children);
    case 'ExpressionReference':
      return measureFanout(node.child);
    case 'OrExpression':
    case 'AndExpression':
    case 'Comparator':
    case 'Arithmetic':
      return worst([measureFanout(node.left), measureFanout(node.right)]);
    case 'NotExpression':
      return worst([measureFanout(node.child)]);
    case 'Unary':
      return worst([measureFanout(node.operand)]);
    case 'Ternary':
      return worst([node.condition, node.trueExpr, node.falseExpr].map(measureFanout));
    case 'LetExpression':
      return worst([...node.bindings.map(measureFanout), measureFanout(node.expression)]);
    case 'Binding':
      return measureFanout(node.reference);
    default:
      // Literal, Index, Slice, Current, Identity, Root, Variable: at most one copy of something.
      return ONE;
  }
}

/** Functions that build their output from all their arguments; the others return one of them. */
const COMBINING = new Set(['merge', 'zip', 'join']);
/** Functions that run an `&expression` on each element of their first argument. */
const PER_ELEMENT = new Set(['sort_by', 'max_by', 'min_by', 'group_by']);

function measureFunction(name: string, args: readonly JmespathAst[]): JmespathFanout {
  if (name === 'map' && args.length === 2) return chain(measureFanout(args[1]!), measureFanout(args[0]!));
  if (PER_ELEMENT.has(name) && args.length === 2) {
    const list = measureFanout(args[0]!);
    const key = chain(list, measureFanout(args[1]!));
    return { factor: list.factor, peak: Math.max(list.peak, key.peak) };
  }
  const parts = args.map(measureFanout);
  if (COMBINING.has(name)) return { ...together(parts.map((p) => ({ ...p, lead: undefined }))) };
  return worst(parts);
}

/** Names the limit a tree exceeds, or returns undefined when it is within budget. */
export function exceededBudget(node: JmespathAst): string | undefined {
  const { peak } = measureFanout(node);
  if (!(peak <= JMESPATH_MAX_FANOUT)) return `fan-out ${formatFanout(peak)} > ${JMESPATH_MAX_FANOUT}`;
  return undefined;
}

function formatFanout(n: number): string {
  return n < 1e9 ? String(n) : n.toExponential(1);
}
