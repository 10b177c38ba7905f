/**
 * JMESPath projection (SPEC §4.1, §8): one case list per category of the language, the limits at
 * their boundaries, and the refusals. The body is a synthetic test input built here.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import {
  JMESPATH_MAX_EXPR_BYTES,
  JMESPATH_MAX_ORIGINAL_KEYS,
  JMESPATH_MAX_OUTPUT_BYTES,
  originalKeys,
  project,
} from '../../src/http/projection/projection';

const BODY = {
  airports: [
    {
      iata: 'AAA',
      name: 'Alpha Field',
      delayMinutes: 45,
      severity: 'MAJOR',
      tags: ['hub', 'intl'],
      coords: { lat: 10.5, lon: -20.25 },
    },
    {
      iata: 'BBB',
      name: 'Bravo Strip',
      delayMinutes: 0,
      severity: 'NONE',
      tags: [],
      coords: { lat: -5, lon: 30 },
    },
    {
      iata: 'CCC',
      name: 'Ćharlie Port',
      delayMinutes: 15,
      severity: 'MINOR',
      tags: ['intl'],
      coords: { lat: 0, lon: 0 },
    },
  ],
  'odd key': { 'with.dot': 1, 'quote"d': 2 },
  meta: { count: 3, region: 'TEST', ok: true, missing: null },
  matrix: [[1, 2], [3, [4, 5]], 6],
  text: 'héllo wörld',
  emoji: '😀x',
  clé: 'valeur',
};

function run(expression: string, body: unknown = BODY): unknown {
  return JSON.parse(project(body, expression).toString('utf8')) as unknown;
}

function refusal(expression: string, body: unknown = BODY): { error: string; keys: string[] } {
  try {
    project(body, expression);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'JMESPATH_REJECTED') {
      return { error: err.details.jmespathError ?? '', keys: err.details.originalKeys ?? [] };
    }
    throw err;
  }
  throw new Error(`expected ${expression} to be refused`);
}

const CATEGORIES: Record<string, [string, unknown][]> = {
  basic: [
    ['meta.count', 3],
    ['meta.nope', null],
    ['meta.missing', null],
    ['airports[0].iata', 'AAA'],
    ['airports[-1].iata', 'CCC'],
    ['airports[7]', null],
    ['@.meta.region', 'TEST'],
    ['meta.count.deeper', null],
  ],
  slices: [
    ['airports[0:2].iata', ['AAA', 'BBB']],
    ['airports[1:].iata', ['BBB', 'CCC']],
    ['airports[::2].iata', ['AAA', 'CCC']],
    ['airports[::-1].iata', ['CCC', 'BBB', 'AAA']],
    ['airports[-2:].iata', ['BBB', 'CCC']],
    ['matrix[5:9]', []],
    ['text[0:5]', 'héllo'],
  ],
  projections: [
    ['airports[*].iata', ['AAA', 'BBB', 'CCC']],
    ['airports[*].coords.lat', [10.5, -5, 0]],
    ['airports[*].tags[0]', ['hub', 'intl']],
    ['meta.*', [3, 'TEST', true]],
    ['airports[*].nope', []],
    ['meta[*]', null],
  ],
  flatten: [
    ['airports[].tags[]', ['hub', 'intl', 'intl']],
    ['matrix[]', [1, 2, 3, [4, 5], 6]],
    ['matrix[][]', [1, 2, 3, 4, 5, 6]],
  ],
  filters: [
    ['airports[?delayMinutes > `10`].iata', ['AAA', 'CCC']],
    ["airports[?severity == 'NONE'].name", ['Bravo Strip']],
    ["airports[?contains(tags, 'intl')].iata", ['AAA', 'CCC']],
    ['airports[?delayMinutes > `10` && coords.lat > `1`].iata', ['AAA']],
    ['airports[?!tags].iata', ['BBB']],
    ["airports[?delayMinutes >= `15` || severity == 'NONE'] | length(@)", 3],
    ['airports[?coords == `{"lat": 0, "lon": 0}`].iata', ['CCC']],
    ["airports[?severity != 'NONE'].iata", ['AAA', 'CCC']],
  ],
  functions: [
    ['length(airports)', 3],
    ['max_by(airports, &delayMinutes).iata', 'AAA'],
    ['min_by(airports, &delayMinutes).iata', 'BBB'],
    ['sort_by(airports, &delayMinutes)[*].iata', ['BBB', 'CCC', 'AAA']],
    ["join(', ', airports[*].iata)", 'AAA, BBB, CCC'],
    ['sum(airports[*].delayMinutes)', 60],
    ['avg(airports[*].delayMinutes)', 20],
    ['max(airports[*].delayMinutes)', 45],
    ['keys(meta)', ['count', 'region', 'ok', 'missing']],
    ['to_string(meta.count)', '3'],
    ["to_number('42')", 42],
    ['type(matrix)', 'array'],
    ["starts_with(text, 'hé')", true],
    ["ends_with(text, 'ld')", true],
    ['not_null(meta.missing, meta.region)', 'TEST'],
    ['map(&iata, airports)', ['AAA', 'BBB', 'CCC']],
    ['reverse(airports[*].iata)', ['CCC', 'BBB', 'AAA']],
    ['abs(`-3`)', 3],
    ['ceil(`1.2`)', 2],
    ['floor(`1.8`)', 1],
    ['merge(meta, `{"extra": 1}`).extra', 1],
    ["sort(['b', 'a', 'c'])", ['a', 'b', 'c']],
    ['to_array(meta.count)', [3]],
    ['values(`{"a": 1}`)', [1]],
    ["lower('ABC')", 'abc'],
    ['upper(meta.region)', 'TEST'],
    ["split('a,b', ',')", ['a', 'b']],
    ['keys(group_by(airports, &severity))', ['MAJOR', 'NONE', 'MINOR']],
    ['items(`{"a": 1}`)', [['a', 1]]],
    ["from_items([['a', `1`]])", { a: 1 }],
    ["pad_left('7', `3`, '0')", '007'],
    ["replace('aXbX', 'X', '-')", 'a-b-'],
    ["trim('  x ')", 'x'],
    [
      "zip([`1`, `2`], ['a', 'b'])",
      [
        [1, 'a'],
        [2, 'b'],
      ],
    ],
    ["find_first('abcabc', 'c')", 2],
  ],
  'multi-select': [
    [
      'airports[*].[iata, delayMinutes]',
      [
        ['AAA', 45],
        ['BBB', 0],
        ['CCC', 15],
      ],
    ],
    [
      'airports[:2].{code: iata, late: delayMinutes}',
      [
        { code: 'AAA', late: 45 },
        { code: 'BBB', late: 0 },
      ],
    ],
    ['{first: airports[0].iata, n: length(airports)}', { first: 'AAA', n: 3 }],
    ['[meta.count, meta.region]', [3, 'TEST']],
    ['meta.[count, nope]', [3, null]],
  ],
  pipes: [
    ['airports[*].iata | [0]', 'AAA'],
    ['airports[*].iata[0]', []],
    ['airports | length(@)', 3],
    ['airports[?delayMinutes > `0`] | sort_by(@, &name) | [*].iata', ['AAA', 'CCC']],
  ],
  literals: [
    ['`{"a": [1, 2]}`', { a: [1, 2] }],
    ["'raw string'", 'raw string'],
    ['`"json string"`', 'json string'],
    ['`true`', true],
    ['`null`', null],
    ['`1.5e2`', 150],
    ['`bare`', 'bare'],
  ],
  escapes: [
    ['"odd key"."with.dot"', 1],
    ['"odd key"."quote\\"d"', 2],
    ["'it\\'s'", "it's"],
    ['`"back\\`tick"`', 'back`tick'],
    ['"\\u006d\\u0065\\u0074\\u0061".count', 3],
  ],
  unicode: [
    ["airports[?starts_with(name, 'Ć')].iata", ['CCC']],
    ['length(text)', 11],
    ['length(emoji)', 2],
    ['emoji[::-1]', 'x😀'],
    ['reverse(emoji)', 'x😀'],
    ['"clé"', 'valeur'],
    ['"cl\\u00e9"', 'valeur'],
  ],
  'community additions': [
    ['meta.count * `2`', 6],
    ['`7` // `2`', 3],
    ['$.meta.count', 3],
    ['airports[?delayMinutes > $.meta.count].iata', ['AAA', 'CCC']],
    ["meta.ok ? 'yes' : 'no'", 'yes'],
    ['let $n = meta.count in airports[?delayMinutes > $n].iata', ['AAA', 'CCC']],
  ],
};

describe('jmespath projection: the language', () => {
  for (const [category, cases] of Object.entries(CATEGORIES)) {
    it.each(cases)(`${category}: %s`, (expression, expected) => {
      expect(run(expression)).toEqual(expected);
    });
  }

  it.each([
    'airports[',
    'a..b',
    '[?]',
    '{a}',
    '&',
    '|',
    'airports[*]..iata',
    '==',
    'foo[1.5]',
    'airports[::0]',
    'nope(@)',
    'length(`1`)',
    "sum(['a'])",
    'let $x = `1` in $y',
  ])('syntax and evaluation errors are refused as invalid_expression: %s', (expression) => {
    const r = refusal(expression);
    expect(r.error).toMatch(/^invalid_expression: .+/);
    expect(r.keys).toEqual(Object.keys(BODY));
  });

  it('reads own fields only, so prototype names find nothing', () => {
    expect(run('constructor')).toBeNull();
    expect(run('airports[0].__proto__')).toBeNull();
    expect(run('meta.toString')).toBeNull();
  });

  it('never changes the body it projects', () => {
    const body = structuredClone(BODY);
    run('sort_by(airports, &name)', body);
    run('reverse(airports)', body);
    run('merge(meta, `{"count": 9}`)', body);
    expect(body).toEqual(BODY);
  });
});

describe('jmespath projection: limits', () => {
  it('counts the expression limit in UTF-8 bytes, not characters', () => {
    // 511 × "é" (2 bytes each) between quotes: 1024 bytes in 513 characters.
    const atLimit = `"${'é'.repeat(511)}"`;
    expect(Buffer.byteLength(atLimit)).toBe(JMESPATH_MAX_EXPR_BYTES);
    expect(run(atLimit)).toBeNull();
    // One more byte is refused although it is only 514 characters long.
    const over = `"${'é'.repeat(511)}a"`;
    expect(over.length).toBeLessThan(JMESPATH_MAX_EXPR_BYTES);
    expect(refusal(over).error).toBe(`expression_too_long: 1025 > ${JMESPATH_MAX_EXPR_BYTES}`);
    const ascii = `meta.count${' '.repeat(JMESPATH_MAX_EXPR_BYTES - 10)}`;
    expect(run(ascii)).toBe(3);
    expect(refusal(`${ascii} `).error).toBe(`expression_too_long: 1025 > ${JMESPATH_MAX_EXPR_BYTES}`);
  });

  it('accepts an output of exactly the limit and refuses one byte more', () => {
    const exact = { big: 'x'.repeat(JMESPATH_MAX_OUTPUT_BYTES - 2) };
    expect(project(exact, 'big').length).toBe(JMESPATH_MAX_OUTPUT_BYTES);
    const over = { big: 'x'.repeat(JMESPATH_MAX_OUTPUT_BYTES - 1) };
    expect(refusal('big', over)).toEqual({
      error: `projection_too_large: more than ${JMESPATH_MAX_OUTPUT_BYTES} bytes`,
      keys: ['big'],
    });
    // Multi-byte characters count by their UTF-8 size: 'é' is 2 bytes.
    const wide = { big: 'é'.repeat(JMESPATH_MAX_OUTPUT_BYTES / 2) };
    expect(refusal('big', wide).error).toMatch(/^projection_too_large/);
  });

  it('refuses an amplification bomb before evaluating it', () => {
    const chain = Array(40).fill('[@,@,@,@,@,@,@,@,@,@]');
    expect(refusal(chain.join('.')).error).toBe('expression_too_complex: fan-out 1.0e+40 > 1000');
    expect(refusal(chain.join(' | ')).error).toBe('expression_too_complex: fan-out 1.0e+40 > 1000');
  });

  it('refuses a flatten bomb before evaluating it', () => {
    const bomb = Array(12).fill('[@,@,@,@,@,@,@,@,@,@][]').join('.');
    expect(refusal(bomb).error).toBe('expression_too_complex: fan-out 1.0e+12 > 1000');
    // Flattens alone copy nothing: four in a row read their input once.
    expect(run('airports[].tags[] | [] | []')).toEqual(['hub', 'intl', 'intl']);
  });

  it('stops measuring a multiplied result at the output limit', () => {
    const wide = { s: 'x'.repeat(30_000) };
    // Ten copies of a 30 KB string: 300 KB of output, refused by the walker, never serialized.
    expect(refusal('[s, s, s, s, s, s, s, s, s, s]', wide).error).toBe(
      `projection_too_large: more than ${JMESPATH_MAX_OUTPUT_BYTES} bytes`,
    );
    // Shared sub-trees: 10^3 copies of the body, within the fan-out limit, stopped by the walker.
    const within = Array(3).fill('[@,@,@,@,@,@,@,@,@,@]').join(' | ');
    expect(refusal(within, wide).error).toBe(
      `projection_too_large: more than ${JMESPATH_MAX_OUTPUT_BYTES} bytes`,
    );
  });

  it('refuses work that grows with the data by counting operations', () => {
    const within = Array(3).fill('[@,@,@,@,@,@,@,@,@,@]').join(' | ');
    expect(refusal(`${within} | to_string(@)`).error).toMatch(/^evaluation_budget_exceeded: more than/);
    expect(refusal("pad_left('', `1000000000`)").error).toMatch(/^evaluation_budget_exceeded/);
    const long = { items: Array.from({ length: 50_000 }, (_, i) => ({ id: i })) };
    expect(refusal('items[*].[@ == $]', long).error).toMatch(/^evaluation_budget_exceeded/);
    expect(refusal('items[:100].to_string($)', long).error).toMatch(/^evaluation_budget_exceeded/);
    expect(refusal('items[*].[let $a = id in $a]', long).error).toMatch(/^evaluation_budget_exceeded/);
    // A plain filter costs 5 operations a record: 20,000 records fit.
    const records = { items: long.items.slice(0, 20_000) };
    expect(run('length(items[?id > `19990`])', records)).toBe(9);
  });
});

describe('original_keys', () => {
  it('lists the top-level keys of an object, capped', () => {
    expect(originalKeys({ a: 1, b: 2 })).toEqual(['a', 'b']);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]));
    const keys = originalKeys(many);
    expect(keys).toHaveLength(JMESPATH_MAX_ORIGINAL_KEYS + 1);
    expect(keys.at(-1)).toBe('...<10 more>');
  });

  it('describes arrays and scalars', () => {
    expect(originalKeys([1, 2, 3])).toEqual(['<array length=3>']);
    expect(originalKeys('x')).toEqual(['<string>']);
    expect(originalKeys(7)).toEqual(['<number>']);
    expect(originalKeys(null)).toEqual(['<null>']);
    expect(refusal('a[', [1, 2]).keys).toEqual(['<array length=2>']);
  });
});
