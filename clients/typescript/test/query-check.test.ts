/**
 * The CLI's check of parameters before sending must give exactly the violations the server
 * gives. For every routed GET operation and every declared parameter, values breaking each of
 * its constraints are checked locally and sent to a real server; both lists must be equal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY } from '../../../test/helpers/test-app';
import { VALID_QUERIES } from '../../../test/helpers/valid-requests';
import { GET_OPERATIONS } from '../src/cli/catalogue';
import type { OperationSpec, ParamSpec } from '../src/index';
import { checkQuery, type RawParams } from '../src/query-check';
import { type LiveServer, startLiveServer } from './live-server.test-helper';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

/** Values that break a parameter's declared constraints (each one on its own). */
function badValues(p: ParamSpec): string[][] {
  const values: string[][] = [];
  const scalar = p.type === 'array' ? (p.items ?? { type: 'string' }) : p;
  const one = (v: string) => values.push(p.type === 'array' ? [v] : [v]);
  if (scalar.type === 'integer') {
    one('x');
    one('1e2');
    one('2147483648');
    if (scalar.maximum !== undefined) one(String(scalar.maximum + 1));
    if (scalar.minimum !== undefined) one(String(scalar.minimum - 1));
  }
  if (scalar.type === 'number') one('abc');
  if (scalar.type === 'boolean') one('yes');
  if (scalar.enum) one('NOT_A_VALUE');
  if (scalar.pattern) one('!!');
  if (scalar.maxLength !== undefined) one('a'.repeat(scalar.maxLength + 1));
  if (p.type === 'array' && p.maxItems !== undefined)
    values.push(Array.from({ length: p.maxItems + 1 }, () => '!!'));
  if (p.type !== 'array') values.push(['1', '2']);
  return values;
}

function cases(op: OperationSpec): { label: string; raw: RawParams }[] {
  const example = [...new URLSearchParams(VALID_QUERIES[op.id] ?? '')] as [string, string][];
  const out: { label: string; raw: RawParams }[] = [
    { label: 'unknown parameter', raw: [...example, ['nope', '1']] },
  ];
  for (const p of op.params) {
    const others = example.filter(([n]) => n !== p.name);
    if (p.required) out.push({ label: `${p.name} missing`, raw: others });
    for (const values of badValues(p)) {
      out.push({
        label: `${p.name}=${values.join(',').slice(0, 20)}`,
        raw: [...others, ...values.map((v): [string, string] => [p.name, v])],
      });
    }
    for (const alias of p.aliases ?? []) {
      const given = example.find(([n]) => n === p.name)?.[1] ?? 'x';
      out.push({ label: `${p.name} and ${alias}`, raw: [...others, [p.name, given], [alias, given]] });
    }
  }
  out.push({ label: 'jmespath twice', raw: [...example, ['jmespath', 'a'], ['jmespath', 'b']] });
  return out;
}

describe('parameters checked before sending', () => {
  it('gives the server’s violations for every constraint of every operation', async () => {
    let compared = 0;
    for (const op of GET_OPERATIONS) {
      for (const { label, raw } of cases(op)) {
        const local = checkQuery(op, raw).violations;
        const search = new URLSearchParams(raw as [string, string][]).toString();
        const res = await fetch(`${server.url}${op.path}?${search}`, {
          headers: { 'x-service-key': TEST_OPERATOR_KEY },
        });
        const body = (await res.json()) as { violations?: unknown };
        expect(local.length, `${op.id} ${label}: not caught locally`).toBeGreaterThan(0);
        expect(res.status, `${op.id} ${label}`).toBe(400);
        expect(local, `${op.id} ${label}`).toEqual(body.violations);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('accepts every example query as the server does', () => {
    for (const op of GET_OPERATIONS) {
      const raw = [...new URLSearchParams(VALID_QUERIES[op.id] ?? '')] as [string, string][];
      expect(checkQuery(op, raw).violations, op.id).toEqual([]);
    }
  });
});
