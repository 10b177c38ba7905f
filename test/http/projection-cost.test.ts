/**
 * The runtime counter charges in proportion to what a step touches (issue 13, part 1): for every
 * function that walks strings or arrays, doubling what it walks doubles what it costs, and the
 * issue's expression and its variants are refused by the counter before they can stall. Counted,
 * never timed: these tests read operation counts only. The metered replacements of the library's
 * functions must answer what the library answers (property tests against the library itself).
 */
import { compile, type JSONValue, search } from '@jmespath-community/jmespath';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateMetered, evaluateWithinBudget } from '../../src/http/projection/jmespath-guard';
import {
  JMESPATH_CHARS_PER_OPERATION,
  JMESPATH_CODE_POINT_OPERATIONS,
  JMESPATH_MAX_OPERATIONS,
  Meter,
  OperationBudgetExceeded,
} from '../../src/http/projection/jmespath-meter';
import { DEFAULT_TRIM_UNITS } from '../../src/http/projection/jmespath-text';
import { projectMetered } from '../../src/http/projection/projection';

/** Operations an expression spends on `data`, without a limit. */
function cost(expression: string, data: unknown = {}): number {
  const meter = new Meter(Number.MAX_SAFE_INTEGER);
  evaluateMetered(compile(expression, { enable_legacy_literals: true }), data as JSONValue, meter);
  return meter.used;
}

/** Our answer (metered functions) next to the library's own. */
function both(expression: string, data: unknown): [unknown, unknown] {
  const run = (f: () => unknown) => {
    try {
      return f();
    } catch {
      return 'error';
    }
  };
  return [
    run(() => evaluateWithinBudget(compile(expression), data as JSONValue, Number.MAX_SAFE_INTEGER)),
    run(() => search(data as JSONValue, expression)),
  ];
}

/** `n` strings of `length` characters and a tag, in shuffled order, told apart at the start or end. */
const strings = (n: number, length: number, distinctAt: 'start' | 'end') =>
  Array.from({ length: n }, (_, i) => {
    const tag = String((i * 7919) % n).padStart(6, '0');
    return distinctAt === 'start' ? tag + 'x'.repeat(length) : 'x'.repeat(length) + tag;
  });

const ISSUE = (width: number) =>
  `['0','1','2','3','4','5','6','7','8','9'][*].{k: pad_right(@, \`${width}\`)} | [@,@,@,@,@,@,@,@,@,@][] | ` +
  '[@,@,@,@,@,@,@,@,@,@][] | [@,@,@,@,@][] | sort_by(@, &k) | [0].k | length(@)';

describe('cost in proportion to what a step touches', () => {
  // [what, expression, data of size n]: doubling n must about double the cost.
  const growing: [string, string, (n: number) => unknown][] = [
    ['sort of strings sharing a prefix', 'sort(s)', (n) => ({ s: strings(64, n, 'end') })],
    ['sort_by string keys', 'sort_by(s, &@)', (n) => ({ s: strings(64, n, 'end') })],
    ['max_by string keys', 'max_by(s, &@)', (n) => ({ s: strings(64, n, 'end') })],
    ['min_by string keys', 'min_by(s, &@)', (n) => ({ s: strings(64, n, 'end') })],
    ['max of strings', 'max(s)', (n) => ({ s: strings(64, n, 'end') })],
    ['group_by long keys', 'group_by(s, &@)', (n) => ({ s: strings(64, n * 8, 'end') })],
    ['join', "join(',', s)", (n) => ({ s: strings(64, n, 'end') })],
    ['contains in a string', "contains(t, 'yz')", (n) => ({ t: 'x'.repeat(n * 64) })],
    ['contains in a list', "contains(s, 'z')", (n) => ({ s: strings(n, 8, 'start') })],
    ['reverse of a string', 'reverse(t)', (n) => ({ t: 'x'.repeat(n * 64) })],
    ['reverse of a list', 'reverse(s)', (n) => ({ s: strings(n * 8, 1, 'start') })],
    ['string slice', 't[1:]', (n) => ({ t: 'x'.repeat(n * 64) })],
    ['pad_left', 'pad_left(t, w)', (n) => ({ t: 'x', w: n * 512 })],
    ['pad_right', 'pad_right(t, w)', (n) => ({ t: 'x', w: n * 512 })],
    ['to_string', 'to_string(s)', (n) => ({ s: strings(n, 32, 'start') })],
    ['length of a string', 'length(t)', (n) => ({ t: 'x'.repeat(n * 64) })],
    ['trim_right of a long run', 'trim_right(t)', (n) => ({ t: `x${' '.repeat(n * 64)}y` })],
    ['replace with a count', "replace(t, 'x', 'y', c)", (n) => ({ t: 'x'.repeat(4096), c: n })],
    ['replace all', "replace(t, 'x', 'yy')", (n) => ({ t: 'x'.repeat(n * 64) })],
    ['split', "split(t, '')", (n) => ({ t: 'x'.repeat(n * 64) })],
    ['equality of long values', 's == s', (n) => ({ s: strings(n, 32, 'start') })],
    [
      'truthiness of a wide object',
      'o && o && o',
      (n) => ({ o: Object.fromEntries(strings(n, 1, 'start').map((k) => [k, 1])) }),
    ],
    [
      'values of a wide object',
      'values(o)',
      (n) => ({ o: Object.fromEntries(strings(n, 1, 'start').map((k) => [k, 1])) }),
    ],
  ];

  it.each(growing)('%s', (_what, expression, data) => {
    const small = cost(expression, data(64));
    const large = cost(expression, data(128));
    expect(large / small).toBeGreaterThan(1.6);
    expect(large / small).toBeLessThan(2.6);
  });

  it('charges a sort of long strings for the prefixes its comparisons read', () => {
    const n = 256;
    const length = 4096;
    // Every comparison reads the shared prefix; a shuffled list takes at least n log2(n) / 2 of them.
    const lowerBound = ((n * Math.log2(n)) / 2) * (length / JMESPATH_CHARS_PER_OPERATION);
    expect(cost('sort(s)', { s: strings(n, length, 'end') })).toBeGreaterThan(lowerBound);
    expect(cost('sort_by(s, &@)', { s: strings(n, length, 'end') })).toBeGreaterThan(lowerBound);
    // Told apart at the first character, the same strings cost next to nothing to sort.
    expect(cost('sort(s)', { s: strings(n, length, 'start') })).toBeLessThan(lowerBound / 100);
  });

  it('charges a string slice and a string reverse per code point (the library splits the string)', () => {
    const t = 'x'.repeat(10_000);
    expect(cost('t[1:]', { t })).toBeGreaterThanOrEqual(JMESPATH_CODE_POINT_OPERATIONS * 10_000);
    expect(cost('reverse(t)', { t })).toBeGreaterThanOrEqual(JMESPATH_CODE_POINT_OPERATIONS * 10_000);
  });

  it('charges a replace with a huge count per replacement, never allocating the count', () => {
    expect(cost("replace('a', 'x', 'y', `100000000`)")).toBeLessThan(20);
    const meter = new Meter(JMESPATH_MAX_OPERATIONS);
    const ast = compile("replace('a', '', '', `100000000`)");
    expect(() => evaluateMetered(ast, {}, meter)).toThrow(OperationBudgetExceeded);
  });

  it('refuses the issue expression and its variants within the fan-out limit, by count', () => {
    for (const width of [3000, 12_800]) {
      const r = projectMetered({ alerts: [] }, ISSUE(width));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.details.jmespathError).toBe('expression_too_complex: fan-out 5000 > 1000');
    }
    const variants = [
      ISSUE(12_800).replace(' | [@,@,@,@,@][]', ''),
      ISSUE(3000).replace(' | [@,@,@,@,@][]', '').replace('pad_right', 'pad_left'),
      ISSUE(12_800).replace(' | [@,@,@,@,@][]', '').replace('sort_by', 'max_by'),
      ISSUE(12_800).replace(' | [@,@,@,@,@][]', '').replace('sort_by(@, &k)', 'group_by(@, &k)'),
      ISSUE(400_000).replace(' | [@,@,@,@,@][]', '').replace('[@,@,@,@,@,@,@,@,@,@][] | ', ''),
    ];
    for (const expression of variants) {
      const r = projectMetered({ alerts: [] }, expression);
      expect(r.ok, expression).toBe(false);
      if (!r.ok) expect(r.error.details.jmespathError).toMatch(/^evaluation_budget_exceeded: /);
      expect(r.operations).toBe(JMESPATH_MAX_OPERATIONS);
    }
  });

  it('refuses a charge it cannot count (NaN) instead of ignoring every later one', () => {
    expect(() => new Meter(10).charge(Number.NaN)).toThrow(OperationBudgetExceeded);
    expect(() => new Meter(10).charge(Number.POSITIVE_INFINITY)).toThrow(OperationBudgetExceeded);
  });

  it('counts the same every time', () => {
    const e = ISSUE(100).replace(' | [@,@,@,@,@][]', '');
    const first = projectMetered({}, e);
    expect(first.ok).toBe(true);
    for (let i = 0; i < 3; i++) expect(projectMetered({}, e).operations).toBe(first.operations);
  });
});

describe('the metered functions answer what the library answers', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'b', ' ', '\t', '\n', '\u0085', '\u00a0', 'é', '😀', '\ud800', '-', ']', '\\'),
    maxLength: 12,
  });

  it('trim, trim_left and trim_right, with and without a character set', () => {
    fc.assert(
      fc.property(
        text,
        fc.option(text),
        fc.constantFrom('trim', 'trim_left', 'trim_right'),
        (s, chars, fn) => {
          const e = chars === null ? `${fn}(s)` : `${fn}(s, c)`;
          const [mine, theirs] = both(e, { s, c: chars });
          expect(mine).toEqual(theirs);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('takes the default trim set from the library’s own class, every UTF-16 unit checked', () => {
    const libraryClass = /[\s\x85]/;
    for (let unit = 0; unit <= 0xffff; unit++) {
      expect(DEFAULT_TRIM_UNITS.has(unit), unit.toString(16)).toBe(
        libraryClass.test(String.fromCharCode(unit)),
      );
    }
  });

  it('length, sort of strings, max_by, min_by and group_by', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), (list) => {
        const data = { l: list, o: list.map((k, i) => ({ k: `g${k}`, i })) };
        for (const e of [
          'l[*].length(@)',
          'sort(l)',
          'max_by(o, &k)',
          'min_by(o, &k)',
          'group_by(o, &k)',
          'max_by(o, &i)',
        ]) {
          const [mine, theirs] = both(e, data);
          expect(mine, e).toEqual(theirs);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('replace, with and without a count', () => {
    fc.assert(
      fc.property(text, text, text, fc.option(fc.nat({ max: 5 })), (s, a, b, n) => {
        const e = n === null ? 'replace(s, a, b)' : `replace(s, a, b, \`${n}\`)`;
        const [mine, theirs] = both(e, { s, a, b });
        expect(mine).toEqual(theirs);
      }),
      { numRuns: 500 },
    );
  });

  it('sort_by: the library’s order, and input order among equal keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.integer({ min: -5, max: 5 }).map(String)), { maxLength: 10 }),
        (keys) => {
          const list = keys.map((k, i) => ({ k, i }));
          const sorted = evaluateWithinBudget(compile('sort_by(l, &k)[*].i'), { l: list }) as number[];
          const expected = [...list]
            .sort((x, y) => {
              const a = [...x.k].map((c) => c.codePointAt(0)!);
              const b = [...y.k].map((c) => c.codePointAt(0)!);
              for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
              return a.length - b.length || x.i - y.i;
            })
            .map((x) => x.i);
          expect(sorted).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('sort orders numbers as numbers (the library sorts them as text)', () => {
    expect(evaluateWithinBudget(compile('sort(`[10, 9, 1, -2, 1.5]`)'), {})).toEqual([-2, 1, 1.5, 9, 10]);
  });

  it('group_by accepts group names that are Object’s property names', () => {
    const groups = evaluateWithinBudget(compile('group_by(l, &k)'), {
      l: [{ k: 'constructor' }, { k: '__proto__' }, { k: 'toString' }],
    }) as Record<string, unknown>;
    expect(Object.keys(groups)).toEqual(['constructor', '__proto__', 'toString']);
    expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
  });

  it('sees variables inside &expression arguments, in the innermost scope that binds them', () => {
    const data = { l: [{ v: 2 }, { v: 1 }, { v: 3 }] };
    expect(evaluateWithinBudget(compile('let $t = `2` in sort_by(l, &abs(v - $t))[*].v'), data)).toEqual([
      2, 1, 3,
    ]);
    expect(evaluateWithinBudget(compile('let $t = `10` in map(&[v, $t], l)[0]'), data)).toEqual([2, 10]);
    expect(evaluateWithinBudget(compile('let $x = `1` in let $x = `2` in $x'), {})).toBe(2);
    expect(evaluateWithinBudget(compile('let $x = `false` in let $y = `1` in $x'), {})).toBe(false);
    expect(evaluateWithinBudget(compile('let $t = `2` in l[?v > $t].v'), data)).toEqual([3]);
  });
});
