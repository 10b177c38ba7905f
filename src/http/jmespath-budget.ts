/**
 * Static budget on a compiled JMESPath tree (DESIGN §3). An expression can only blow up its input
 * by passing it through multi-selects (each copy is a fan-out), projections (the rest of the
 * expression runs once per element) and flattens (which materialise what projections produced).
 * We count how many of each the data flows through one after another — `a | b`, `a.b`, `a[*].b`
 * and `a[]` chain their sides, alternatives (`a || b`, function arguments, multi-select
 * branches) take the worst one — and refuse an expression over the named limits before it runs.
 */
import type { compile } from '@jmespath-community/jmespath';

/** A compiled expression tree, as the library returns it. */
export type JmespathAst = ReturnType<typeof compile>;

/** Most projections (`[*]`, `*`, `[?…]`, slices, `[]`) data may flow through in sequence. */
export const JMESPATH_MAX_PROJECTION_NESTING = 6;
/** Most flattens (`[]`) data may flow through in sequence. */
export const JMESPATH_MAX_FLATTEN_NESTING = 3;
/** Most fan-out multi-selects (`[a, b]`, `{a: a, b: b}`, two or more branches) in sequence. */
export const JMESPATH_MAX_MULTISELECT_NESTING = 5;

/** How many of each construct the data flows through in sequence, at worst. */
export interface JmespathNesting {
  projections: number;
  flattens: number;
  multiSelects: number;
}

const ZERO: JmespathNesting = { projections: 0, flattens: 0, multiSelects: 0 };

function chain(a: JmespathNesting, b: JmespathNesting): JmespathNesting {
  return {
    projections: a.projections + b.projections,
    flattens: a.flattens + b.flattens,
    multiSelects: a.multiSelects + b.multiSelects,
  };
}

function worst(parts: readonly JmespathNesting[]): JmespathNesting {
  return parts.reduce(
    (w, p) => ({
      projections: Math.max(w.projections, p.projections),
      flattens: Math.max(w.flattens, p.flattens),
      multiSelects: Math.max(w.multiSelects, p.multiSelects),
    }),
    ZERO,
  );
}

function plus(n: JmespathNesting, extra: Partial<JmespathNesting>): JmespathNesting {
  return {
    projections: n.projections + (extra.projections ?? 0),
    flattens: n.flattens + (extra.flattens ?? 0),
    multiSelects: n.multiSelects + (extra.multiSelects ?? 0),
  };
}

/** Measures the sequential nesting of projections, flattens and multi-selects of a tree. */
export function measureNesting(node: JmespathAst): JmespathNesting {
  switch (node.type) {
    case 'Subexpression':
    case 'IndexExpression':
    case 'Pipe':
      return chain(measureNesting(node.left), measureNesting(node.right));
    case 'Projection':
    case 'ValueProjection':
      return plus(chain(measureNesting(node.left), measureNesting(node.right)), { projections: 1 });
    case 'FilterProjection': {
      const perElement = worst([measureNesting(node.condition), measureNesting(node.right)]);
      return plus(chain(measureNesting(node.left), perElement), { projections: 1 });
    }
    case 'Flatten':
      return plus(measureNesting(node.child), { flattens: 1 });
    case 'MultiSelectList': {
      const inner = worst(node.children.map(measureNesting));
      return plus(inner, { multiSelects: node.children.length > 1 ? 1 : 0 });
    }
    case 'MultiSelectHash': {
      const inner = worst(node.children.map((kv) => measureNesting(kv.value)));
      return plus(inner, { multiSelects: node.children.length > 1 ? 1 : 0 });
    }
    case 'Function':
      return measureFunction(node.name, node.children);
    case 'ExpressionReference':
    case 'NotExpression':
      return measureNesting(node.child);
    case 'AndExpression':
    case 'OrExpression':
    case 'Comparator':
    case 'Arithmetic':
      return worst([measureNesting(node.left), measureNesting(node.right)]);
    case 'Unary':
      return measureNesting(node.operand);
    case 'Ternary':
      return worst([node.condition, node.trueExpr, node.falseExpr].map(measureNesting));
    case 'LetExpression':
      return chain(worst(node.bindings.map(measureNesting)), measureNesting(node.expression));
    case 'Binding':
      return measureNesting(node.reference);
    default:
      // Field, Literal, Index, Slice, Current, Identity, Root, Variable: no fan-out of their own.
      return ZERO;
  }
}

/** `map(&e, list)` runs `e` on each element of `list`: the two chain; other calls take the worst. */
function measureFunction(name: string, args: readonly JmespathAst[]): JmespathNesting {
  const [expr, list] = args;
  if (name === 'map' && expr && list) return chain(measureNesting(list), measureNesting(expr));
  return worst(args.map(measureNesting));
}

/** Names the first limit a tree exceeds, or returns undefined when it is within budget. */
export function exceededBudget(node: JmespathAst): string | undefined {
  const n = measureNesting(node);
  if (n.projections > JMESPATH_MAX_PROJECTION_NESTING)
    return `projection nesting ${n.projections} > ${JMESPATH_MAX_PROJECTION_NESTING}`;
  if (n.flattens > JMESPATH_MAX_FLATTEN_NESTING)
    return `flatten nesting ${n.flattens} > ${JMESPATH_MAX_FLATTEN_NESTING}`;
  if (n.multiSelects > JMESPATH_MAX_MULTISELECT_NESTING)
    return `multi-select nesting ${n.multiSelects} > ${JMESPATH_MAX_MULTISELECT_NESTING}`;
  return undefined;
}
