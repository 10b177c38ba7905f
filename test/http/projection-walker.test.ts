/**
 * The output-size walker and the static budget behind the projection limits (DESIGN §3).
 */
import { compile } from '@jmespath-community/jmespath';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exceededBudget,
  JMESPATH_MAX_FANOUT,
  measureFanout,
} from '../../src/http/projection/jmespath-budget';
import { jsonByteLengthWithin, jsonStringBytes } from '../../src/http/projection/json-size';

const bytesOf = (v: unknown) => Buffer.byteLength(JSON.stringify(v) ?? 'null', 'utf8');

describe('json size walker', () => {
  it('agrees with JSON.stringify on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(jsonByteLengthWithin(v, Number.MAX_SAFE_INTEGER)).toBe(bytesOf(v));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees on strings with escapes, astral characters and lone surrogates', () => {
    const unit = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('"', '\\', '😀', 'é', '\u2028'),
    );
    fc.assert(
      fc.property(
        fc.array(unit).map((parts) => parts.join('')),
        (s) => {
          expect(jsonStringBytes(s)).toBe(bytesOf(s));
          expect(jsonByteLengthWithin({ [s]: [s] }, Number.MAX_SAFE_INTEGER)).toBe(bytesOf({ [s]: [s] }));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts what JSON.stringify leaves out or writes as null', () => {
    const v = { a: undefined, b: [undefined, Number.NaN, Number.POSITIVE_INFINITY], c: -0, d: 1e21 };
    expect(jsonByteLengthWithin(v, 1000)).toBe(bytesOf(v));
    expect(jsonByteLengthWithin(undefined, 1000)).toBe(4);
  });

  it('answers exactly at the limit and stops just past it', () => {
    const v = { k: 'x'.repeat(10) };
    const size = bytesOf(v);
    expect(jsonByteLengthWithin(v, size)).toBe(size);
    expect(jsonByteLengthWithin(v, size - 1)).toBeUndefined();
  });

  it('stops early on a value that shares one sub-tree exponentially many times', () => {
    let v: unknown = { leaf: 'x' };
    for (let i = 0; i < 60; i++) v = [v, v, v, v, v, v, v, v, v, v];
    // 10^60 leaves: walked in full it would never finish; the walk stops at the limit instead.
    expect(jsonByteLengthWithin(v, 262_144)).toBeUndefined();
  });
});

describe('static budget: fan-out', () => {
  const fanout = (e: string) => measureFanout(compile(e)).peak;

  it('counts nothing for what reads its input once: fields, projections, flattens, filters', () => {
    expect(fanout('a[*].b[*].c')).toBe(1);
    expect(fanout('reservations[].instances[].qux[].baz[]')).toBe(1);
    expect(fanout('a[].b[].c[].d[].e[].f[].g[]')).toBe(1);
    expect(fanout('a[*].b[*].c[*].d[*].e[*].f[*].g[*].h')).toBe(1);
    expect(fanout('a[?b[*].c].d | sort_by(@, &e) | [0:5]')).toBe(1);
  });

  it('counts branches that read the same data, and adds nested multi-selects instead of multiplying', () => {
    expect(fanout('{a: a, b: b, c: c}')).toBe(1);
    expect(fanout('{x: a, y: a}')).toBe(2);
    expect(fanout('[@, @]')).toBe(2);
    expect(fanout('{only: @}')).toBe(1);
    expect(fanout('[a, [b, [c, [d, [e, [f, g]]]]]]')).toBe(6);
    expect(fanout('[@, [@, [@, @]]]')).toBe(4);
  });

  it('multiplies fan-outs that run one after another', () => {
    expect(fanout('[@, @] | [*].[@, @, @]')).toBe(6);
    expect(fanout('[@,@,@,@,@,@,@,@,@,@][] | [@,@,@,@,@,@,@,@,@,@][]')).toBe(100);
    expect(fanout('map(&[@, @], [@, @, @])')).toBe(6);
    expect(fanout('sort_by([@, @][], &[@, @, @])')).toBe(6);
    expect(fanout('[?[@, @, @, @]].[@, @]')).toBe(4);
  });

  it('accepts the limit and refuses past it, naming the fan-out', () => {
    const stage = '[@,@,@,@,@,@,@,@,@,@][]';
    const atLimit = Array(3).fill(stage).join(' | ');
    expect(fanout(atLimit)).toBe(JMESPATH_MAX_FANOUT);
    expect(exceededBudget(compile(atLimit))).toBeUndefined();
    expect(exceededBudget(compile(`${atLimit} | [@, @]`))).toBe(`fan-out 2000 > ${JMESPATH_MAX_FANOUT}`);
  });

  it('accepts the expressions the issue named as legitimate', () => {
    expect(exceededBudget(compile('reservations[].instances[].qux[].baz[]'))).toBeUndefined();
    expect(exceededBudget(compile('[a, [b, [c, [d, [e, [f, g]]]]]]'))).toBeUndefined();
  });

  it('refuses the issue expression (fan-out 5000) before it runs', () => {
    const issue =
      "['0','1','2','3','4','5','6','7','8','9'][*].{k: pad_right(@, `3000`)} | [@,@,@,@,@,@,@,@,@,@][] | " +
      '[@,@,@,@,@,@,@,@,@,@][] | [@,@,@,@,@][] | sort_by(@, &k) | [0].k | length(@)';
    expect(exceededBudget(compile(issue))).toBe(`fan-out 5000 > ${JMESPATH_MAX_FANOUT}`);
  });

  it('never throws on random expressions, and a bound is never below what a fan-out-free prefix has', () => {
    const e = fc.constantFrom('a', '@', '[@, @]', '{x: a, y: b}', 'a[*]', 'a[]', 'sort_by(@, &a)', '$');
    fc.assert(
      fc.property(fc.array(e, { minLength: 1, maxLength: 6 }), (parts) => {
        const whole = measureFanout(compile(parts.join(' | ')));
        const head = measureFanout(compile(parts[0]!));
        expect(whole.peak).toBeGreaterThanOrEqual(head.peak);
        expect(whole.peak).toBeGreaterThanOrEqual(whole.factor);
      }),
      { numRuns: 200 },
    );
  });
});
