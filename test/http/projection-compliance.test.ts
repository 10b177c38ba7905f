/**
 * The official JMESPath compliance suite (jmespath/jmespath.test, `tests/*.json`) through the
 * projection: every case the library alone evaluates correctly must be accepted by the static
 * budget and give the same answer here (issue 13). The library alone passes 891 of the 892 cases;
 * the one it fails (`'\\'`, a raw-string escape) is listed, so a library upgrade that fixes it
 * shows up here.
 *
 * The suite is another project's files, so it is not copied into this one: point
 * JMESPATH_COMPLIANCE_DIR at a checkout's `tests/` folder (docs/jmespath.md says how). Without it
 * this file is skipped with one loud line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { compile, search } from '@jmespath-community/jmespath';
import { describe, expect, it } from 'vitest';
import { exceededBudget } from '../../src/http/projection/jmespath-budget';
import { projectMetered } from '../../src/http/projection/projection';

interface Case {
  expression: string;
  result?: unknown;
  error?: string;
}
interface Suite {
  given: unknown;
  cases: Case[];
}

const DIR = process.env.JMESPATH_COMPLIANCE_DIR ?? '';
if (DIR === '') {
  process.stderr.write(
    '\n*** SKIPPED "the JMESPath compliance suite": set JMESPATH_COMPLIANCE_DIR to the tests/ folder of a jmespath/jmespath.test checkout (docs/jmespath.md). ***\n',
  );
}
const CASES = (DIR === '' ? [] : readdirSync(DIR))
  .filter((f) => f.endsWith('.json'))
  .flatMap((file) =>
    (JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Suite[]).flatMap((suite) =>
      suite.cases.filter(isComplianceCase).map((c) => ({ file, given: suite.given, ...c })),
    ),
  );
/**
 * A case that states its answer (a `result` or an `error`). The folder also holds
 * `benchmarks.json`, whose cases only name an expression to time: not compliance cases.
 */
function isComplianceCase(c: Case): boolean {
  return 'result' in c || 'error' in c;
}

/** Cases the library itself gets wrong (expression → why). */
const LIBRARY_FAILS = new Map([["'\\\\'", 'the raw string `\\\\` unescapes to one backslash, not two']]);

type Answer = { ok: true; value: unknown } | { ok: false };

function library(given: unknown, expression: string): Answer {
  try {
    return { ok: true, value: search(given as never, expression) ?? null };
  } catch {
    return { ok: false };
  }
}

function ours(given: unknown, expression: string): Answer {
  const r = projectMetered(given, expression);
  return r.ok ? { ok: true, value: JSON.parse(r.bytes.toString('utf8')) as unknown } : { ok: false };
}

function correct(c: Case, a: Answer): boolean {
  if ('error' in c) return !a.ok;
  return a.ok && isDeepStrictEqual(a.value, c.result);
}

describe.skipIf(DIR === '')('the JMESPath compliance suite through the projection', () => {
  it('has the 892 cases of the suite', () => {
    expect(CASES).toHaveLength(892);
  });

  it('fails only where the library alone fails', () => {
    const libraryWrong = CASES.filter((c) => !correct(c, library(c.given, c.expression))).map(
      (c) => c.expression,
    );
    expect(libraryWrong).toEqual([...LIBRARY_FAILS.keys()]);
    const oursWrong = CASES.filter((c) => !correct(c, ours(c.given, c.expression))).map((c) => c.expression);
    expect(oursWrong).toEqual([...LIBRARY_FAILS.keys()]);
  });

  it('refuses none of its expressions as too complex', () => {
    const refused = CASES.filter((c) => {
      try {
        return exceededBudget(compile(c.expression, { enable_legacy_literals: true })) !== undefined;
      } catch {
        return false; // a syntax error case
      }
    });
    expect(refused.map((c) => c.expression)).toEqual([]);
  });
});
