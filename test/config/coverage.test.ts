import { readFileSync } from 'node:fs';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { getOp } from '../../src/contract/op';
import { coverageCounts, coverageRows, coverageSummary, renderCoverage } from '../../src/coverage';
import { coverageInput } from '../../src/coverage-input';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the coverage document', () => {
  const input = coverageInput();
  const rows = coverageRows(input);

  it('docs/coverage.md is what the registry and the reference generate (run `npm run coverage`)', () => {
    expect(read('docs/coverage.md')).toBe(renderCoverage(input));
  });

  it('the README states the generated counts (run `npm run coverage`)', () => {
    expect(read('README.md')).toContain(`<!-- coverage -->\n${coverageSummary(rows)}\n<!-- /coverage -->`);
  });

  it('has one row per reference operation, and every routed registry operation of the reference has its state', () => {
    const routes = rows.map((r) => `${r.method} ${r.path}`);
    expect(new Set(routes).size).toBe(input.reference.length);
    const routed = new Set(input.operations.filter((op) => op.routed).map((op) => `${op.method} ${op.path}`));
    for (const r of rows)
      expect(r.state === 'not served yet', `${r.method} ${r.path}`).toBe(
        !routed.has(`${r.method} ${r.path}`),
      );
  });
});

describe('coverage rows', () => {
  const op = (
    rpc: string,
    availability: Parameters<typeof getOp>[0]['availability'],
    snapshotKeys: string[] = [],
  ) =>
    getOp({
      id: rpc,
      service: 'demo',
      tag: 'Demo',
      rpc,
      summary: '',
      description: '',
      query: Type.Object({}),
      response: Type.Object({}),
      access: 'key',
      cacheTier: 'slow',
      rateLimitClass: 'caller',
      snapshotKeys,
      availability,
    });
  const ref = (rpc: string) => ({
    document: 'DemoService',
    method: 'GET' as const,
    path: `/api/demo/v1/${rpc}`,
    operationId: rpc,
  });

  it('names the key, the sources, the bundle date and the reason, and counts real data', () => {
    const rows = coverageRows({
      reference: [ref('a'), ref('b'), ref('c'), ref('d')],
      operations: [
        op('a', { kind: 'operator-key', sources: ['s'], variables: ['S_KEY'], reason: 'a key' }, ['demo:a']),
        op('b', { kind: 'keyless-upstream', sources: ['s'] }, ['demo:b']),
        op('c', { kind: 'no-public-source', reason: 'made by a language model' }),
      ],
      sources: [],
      jobs: [
        { key: { name: 'demo:b' }, bundle: { capturedAt: '2026-01-02T00:00:00Z' } },
      ] as unknown as Parameters<typeof coverageRows>[0]['jobs'],
    });
    expect(rows.map((r) => [r.stateText, r.upstream, r.offline])).toEqual([
      ['operator key: `S_KEY`', 's', 'degraded body'],
      ['keyless upstream', 's', 'bundled capture of 2026-01-02'],
      ['no public source', 'made by a language model', 'degraded body'],
      ['not served yet', '', '404'],
    ]);
    expect(coverageCounts(rows)).toMatchObject({ total: 4, real: 2, bundled: 1 });
  });
});
