/**
 * Random JMESPath expressions from the grammar of the JMESPath Community dialect (docs/jmespath.md),
 * for the hostile-input suite and `npm run fuzz`: every kind of node, every built-in function with
 * right and wrong arities and argument types, field names from the real bodies and from Object's
 * prototype, and the costly shapes (fan-out stacks, wide pads, sorts of long strings, `$` inside
 * projections, `let` in loops) that the static and runtime budgets must stop before they stall.
 */
import fc from 'fast-check';

/** Names that must never reach Object.prototype through a field lookup. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
] as const;

/** Every built-in function, with its usual number of arguments. */
const FUNCTIONS: Record<string, number[]> = {
  abs: [1],
  avg: [1],
  ceil: [1],
  contains: [2],
  ends_with: [2],
  find_first: [2, 3, 4],
  find_last: [2, 3, 4],
  floor: [1],
  from_items: [1],
  group_by: [2],
  items: [1],
  join: [2],
  keys: [1],
  length: [1],
  lower: [1],
  map: [2],
  max: [1],
  max_by: [2],
  merge: [1, 2, 3],
  min: [1],
  min_by: [2],
  not_null: [1, 2, 3],
  pad_left: [2, 3],
  pad_right: [2, 3],
  replace: [3, 4],
  reverse: [1],
  sort: [1],
  sort_by: [2],
  split: [2, 3],
  starts_with: [2],
  sum: [1],
  to_array: [1],
  to_number: [1],
  to_string: [1],
  trim: [1, 2],
  trim_left: [1, 2],
  trim_right: [1, 2],
  type: [1],
  upper: [1],
  values: [1],
  zip: [1, 2, 3],
};
/** Functions whose second argument is an `&expression`; `map` takes it first. */
const KEYED = new Set(['group_by', 'max_by', 'min_by', 'sort_by']);

const quoteRaw = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const quoteJson = (v: unknown) => `\`${JSON.stringify(v).replace(/`/g, '\\`')}\``;
const quoteId = (s: string) => JSON.stringify(s);

/** A field name: one from the bodies, from Object's prototype, or an arbitrary one (quoted when needed). */
function fieldArb(names: readonly string[]): fc.Arbitrary<string> {
  const plain = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/);
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.constantFrom(...names) },
      { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
      { weight: 2, arbitrary: plain },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
    )
    .map((n) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(n) ? n : quoteId(n)));
}

const numberLiteral = fc
  .oneof(
    fc.integer({ min: -3, max: 12 }),
    fc.constantFrom(0, -1, 1e3, 3000, 12_800, 1e5, 1e6, 1e9, 2 ** 31, 1e21, 0.5, -2.5, 1e-7),
  )
  .map((n) => `\`${n}\``);

const stringLiteral = fc
  .oneof(
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.constantFrom('', ' ', ',', '-', 'a', '\\', "'", '$&', '😀', '\u0000', 'é'),
  )
  .map(quoteRaw);

const jsonLiteral = fc.jsonValue({ maxDepth: 2 }).map(quoteJson);

/** Random expressions from the grammar; `names` are field names to prefer (from real bodies). */
export function expressionArb(names: readonly string[]): fc.Arbitrary<string> {
  const field = fieldArb(names);
  const { expr } = fc.letrec<{ expr: string; arg: string }>((tie) => ({
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      field,
      fc.constantFrom('@', '$', '*', '[*]', '[]', '`null`'),
      stringLiteral,
      numberLiteral,
      jsonLiteral,
      fc.tuple(tie('expr'), field).map(([a, b]) => `${a}.${b}`),
      fc.tuple(tie('expr'), fc.integer({ min: -3, max: 5 })).map(([a, i]) => `${a}[${i}]`),
      fc
        .tuple(
          tie('expr'),
          fc.option(fc.integer({ min: -4, max: 4 })),
          fc.option(fc.integer({ min: -4, max: 4 })),
        )
        .map(([a, s, e]) => `${a}[${s ?? ''}:${e ?? ''}]`),
      fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `${a}[*].${b}`),
      fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `${a}[].${b}`),
      fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `${a}.*.${b}`),
      fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([a, c, b]) => `${a}[?${c}].${b}`),
      fc.array(tie('expr'), { minLength: 1, maxLength: 4 }).map((xs) => `[${xs.join(', ')}]`),
      fc
        .array(fc.tuple(field, tie('expr')), { minLength: 1, maxLength: 4 })
        .map((kv) => `{${kv.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
      fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `${a} | ${b}`),
      fc.tuple(tie('expr'), fc.constantFrom('||', '&&'), tie('expr')).map(([a, o, b]) => `${a} ${o} ${b}`),
      tie('expr').map((a) => `!${a}`),
      tie('expr').map((a) => `(${a})`),
      fc
        .tuple(tie('expr'), fc.constantFrom('==', '!=', '<', '<=', '>', '>='), tie('expr'))
        .map(([a, o, b]) => `${a} ${o} ${b}`),
      fc
        .tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '%', '//'), tie('expr'))
        .map(([a, o, b]) => `${a} ${o} ${b}`),
      fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([c, a, b]) => `${c} ? ${a} : ${b}`),
      fc
        .tuple(fc.stringMatching(/^[a-z]{1,3}$/), tie('expr'), tie('expr'))
        .map(([v, a, b]) => `let $${v} = ${a} in ${b.replace('@', `$${v}`)}`),
      fc
        .tuple(fc.constantFrom(...Object.keys(FUNCTIONS)), fc.nat(), fc.array(tie('arg'), { maxLength: 4 }))
        .map(([name, pick, args]) => callOf(name, pick, args)),
    ),
    arg: fc.oneof(
      tie('expr'),
      tie('expr').map((e) => `&${e}`),
    ),
  }));
  return expr;
}

/** A call with the function's usual arity most of the time, its `&expression` where it wants one. */
function callOf(name: string, pick: number, args: string[]): string {
  const arities = FUNCTIONS[name]!;
  const arity = pick % 5 === 0 ? args.length : arities[pick % arities.length]!;
  const list = Array.from({ length: arity }, (_, i) => args[i] ?? '@');
  if (pick % 7 !== 0) {
    if (KEYED.has(name) && list.length === 2 && !list[1]!.startsWith('&')) list[1] = `&${list[1]}`;
    if (name === 'map' && list.length === 2 && !list[0]!.startsWith('&')) list[0] = `&${list[0]}`;
  }
  return `${name}(${list.join(', ')})`;
}

const fanOut = (k: number) => `[${Array(k).fill('@').join(',')}]`;

/**
 * Costly shapes: the issue's expression and its variants (widths, fan-outs, sort functions), and
 * one template per costly step, over whichever field names the bodies have.
 */
export function costlyExpressionArb(names: readonly string[]): fc.Arbitrary<string> {
  const field = fc.constantFrom(...names);
  const width = fc.constantFrom(100, 1000, 3000, 12_800, 50_000, 400_000, 2_000_000);
  const k = fc.integer({ min: 2, max: 10 });
  const issue = fc
    .tuple(
      fc.constantFrom('left', 'right'),
      width,
      k,
      k,
      fc.integer({ min: 1, max: 10 }),
      fc.constantFrom('sort_by', 'max_by', 'min_by', 'group_by'),
    )
    .map(([side, w, a, b, c, fn]) => {
      const digits = "['0','1','2','3','4','5','6','7','8','9']";
      const stages = [a, b, c].map((n) => `${fanOut(n)}[]`).join(' | ');
      return `${digits}[*].{k: pad_${side}(@, \`${w}\`)} | ${stages} | ${fn}(@, &k) | length(to_string(@))`;
    });
  const padded = fc
    .tuple(
      width,
      k,
      fc.constantFrom(
        'sort(@)',
        'max(@)',
        'min(@)',
        "join('', @)",
        '[*].length(@)',
        '[*].reverse(@)',
        '[*].to_string(@)',
        "[*].contains(@, 'xy')",
        "[*].trim_right(join('', [@, 'x']))",
        "[*].replace(@, ' ', 'ab')",
        "[*].replace(@, '', 'a', `100000000`)",
        "[*].split(@, '')",
        '[*].@[1:]',
        '[?@ == @]',
        'sort_by(@, &@)',
        'group_by(@, &@)',
        "[*].find_first(@, 'xy')",
        '[*].upper(@)',
        '[*].to_number(@)',
      ),
    )
    .map(([w, n, tail]) => `[pad_left('x', \`${w}\`)] | ${fanOut(n)}[] | ${tail}`);
  const rooted = fc
    .tuple(
      field,
      field,
      fc.constantFrom('to_string(@)', 'keys(@)', 'values(@)', 'items(@)', '@ == $', 'length(to_string($))'),
    )
    .map(([a, b, tail]) => `${a}[*].[$.${b}[*].[$.${a}[*].${tail}]]`);
  const stacked = fc
    .tuple(
      field,
      fc.array(fc.integer({ min: 2, max: 10 }), { minLength: 1, maxLength: 5 }),
      fc.constantFrom('to_string(@)', 'sort_by(@, &to_string(@))', 'length(@)', '[*].keys(@)'),
    )
    .map(([f, ks, tail]) => `${f}[*].${ks.map((n) => `${fanOut(n)}[]`).join(' | [*].')} | ${tail}`);
  const scoped = fc
    .tuple(field, fc.integer({ min: 1, max: 30 }))
    .map(([f, depth]) => `${'let $a = @ in '.repeat(depth)}${f}[*].[$.${f}[*].let $b = @ in $a]`);
  return fc.oneof(issue, padded, rooted, stacked, scoped);
}

/** Adversarial text where an expression is expected: too long, broken, odd characters. */
export const brokenExpressionArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 1000, max: 1100 }).map((n) => `'${'é'.repeat(Math.floor(n / 2))}'`),
  fc.constantFrom(
    'foo[',
    'a..b',
    '[?]',
    '{a}',
    '&',
    '|',
    '==',
    "'unterminated",
    '`{"a":',
    '$$',
    '@@',
    '[:::]',
  ),
);
