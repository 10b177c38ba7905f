/**
 * The output-size walker and the static budget behind the projection limits (DESIGN §3).
 */
import { compile } from '@jmespath-community/jmespath';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exceededBudget,
  JMESPATH_MAX_FLATTEN_NESTING,
  JMESPATH_MAX_MULTISELECT_NESTING,
  JMESPATH_MAX_PROJECTION_NESTING,
  measureNesting,
} from '../../src/http/jmespath-budget';
import { jsonByteLengthWithin, jsonStringBytes } from '../../src/http/json-size';

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
    const started = performance.now();
    expect(jsonByteLengthWithin(v, 262_144)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('static budget', () => {
  const nesting = (e: string) => measureNesting(compile(e));

  it('chains what runs in sequence and takes the worst of alternatives', () => {
    expect(nesting('a[*].b[*].c')).toEqual({ projections: 2, flattens: 0, multiSelects: 0 });
    expect(nesting('a[].b')).toEqual({ projections: 1, flattens: 1, multiSelects: 0 });
    expect(nesting('[a, b].[c, d] | {x: @, y: @}')).toEqual({ projections: 0, flattens: 0, multiSelects: 3 });
    expect(nesting('a[*].x || b[*].y[*].z')).toEqual({ projections: 2, flattens: 0, multiSelects: 0 });
    expect(nesting('{only: a}')).toEqual({ projections: 0, flattens: 0, multiSelects: 0 });
    expect(nesting('map(&[a, b], items[*])')).toEqual({ projections: 1, flattens: 0, multiSelects: 1 });
    expect(nesting('a[?b[*].c].d')).toEqual({ projections: 2, flattens: 0, multiSelects: 0 });
  });

  it('accepts expressions at each limit and refuses one more', () => {
    const projections = Array(JMESPATH_MAX_PROJECTION_NESTING).fill('a[*]').join('.');
    expect(exceededBudget(compile(projections))).toBeUndefined();
    expect(exceededBudget(compile(`${projections}.b[*]`))).toBe(
      `projection nesting ${JMESPATH_MAX_PROJECTION_NESTING + 1} > ${JMESPATH_MAX_PROJECTION_NESTING}`,
    );
    const flattens = Array(JMESPATH_MAX_FLATTEN_NESTING).fill('a[]').join(' | ');
    expect(exceededBudget(compile(flattens))).toBeUndefined();
    expect(exceededBudget(compile(`${flattens} | b[]`))).toBe(
      `flatten nesting ${JMESPATH_MAX_FLATTEN_NESTING + 1} > ${JMESPATH_MAX_FLATTEN_NESTING}`,
    );
    const selects = Array(JMESPATH_MAX_MULTISELECT_NESTING).fill('[@, @]').join('.');
    expect(exceededBudget(compile(selects))).toBeUndefined();
    expect(exceededBudget(compile(`${selects}.[@, @]`))).toBe(
      `multi-select nesting ${JMESPATH_MAX_MULTISELECT_NESTING + 1} > ${JMESPATH_MAX_MULTISELECT_NESTING}`,
    );
  });
});
