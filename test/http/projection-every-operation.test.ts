/**
 * `jmespath` on every routed GET operation (SPEC §4.1): each kind of operation — snapshot-backed,
 * request-time provider, public, keyed, degraded — projects its 200 body, tags the projection with
 * its own ETag (and answers 304 to it), and refuses the size limit, syntax errors and both bombs
 * with `{ _jmespath_error, original_keys }` naming the unprojected body's top-level keys. The app
 * has no data here, so most bodies are degraded answers: projection applies to them too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JMESPATH_MAX_EXPR_BYTES } from '../../src/http/projection/projection';
import { CATALOG } from '../../src/services';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';

const OPERATIONS = CATALOG.registry.operations;

const AMPLIFICATION_BOMB = Array(40).fill('[@,@,@,@,@,@,@,@,@,@]').join('.');
const FLATTEN_BOMB = Array(30).fill('[@,@,@,@,@,@,@,@,@,@][]').join('.');
/** A string literal of exactly `bytes` UTF-8 bytes (quotes included). */
const literalOf = (bytes: number) => `'${'a'.repeat(bytes - 2)}'`;

const GETS = OPERATIONS.filter((op) => op.routed && op.method === 'GET');

describe('jmespath on every GET operation', () => {
  let t: TestApp;
  const headers = { 'x-service-key': TEST_OPERATOR_KEY };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const urlOf = (path: string, query: string, expression?: string) => {
    const parts = [query, expression === undefined ? '' : `jmespath=${encodeURIComponent(expression)}`];
    const qs = parts.filter(Boolean).join('&');
    return qs ? `${path}?${qs}` : path;
  };

  it('covers every routed GET operation', () => {
    expect(GETS.length).toBeGreaterThan(20);
    for (const op of GETS) expect(VALID_QUERIES[op.id], op.id).toBeDefined();
  });

  it.each(GETS.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const query = VALID_QUERIES[op.id] ?? '';
    const plain = await t.app.inject({ url: urlOf(op.path, query), headers });
    expect(plain.statusCode).toBe(200);
    const body = plain.json() as Record<string, unknown>;
    const topKeys = Object.keys(body);

    // A projection: its own bytes, its own ETag, 304 on that ETag, the same caching.
    const projected = await t.app.inject({ url: urlOf(op.path, query, 'keys(@)'), headers });
    expect(projected.statusCode).toBe(200);
    expect([...(projected.json() as string[])].sort()).toEqual([...topKeys].sort());
    expect(projected.headers.etag).toMatch(/^"[^"]+"$/);
    expect(projected.headers.etag).not.toBe(plain.headers.etag);
    expect(projected.headers['cache-control']).toBe(plain.headers['cache-control']);
    const again = await t.app.inject({
      url: urlOf(op.path, query, 'keys(@)'),
      headers: { ...headers, 'if-none-match': String(projected.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // The limit counts bytes: 1024 is accepted, 1025 refused.
    const atLimit = await t.app.inject({
      url: urlOf(op.path, query, literalOf(JMESPATH_MAX_EXPR_BYTES)),
      headers,
    });
    expect(atLimit.statusCode).toBe(200);
    const refusals: [string, RegExp][] = [
      [literalOf(JMESPATH_MAX_EXPR_BYTES + 1), /^expression_too_long: 1025 > 1024$/],
      ['foo[', /^invalid_expression: /],
      [AMPLIFICATION_BOMB, /^expression_too_complex: /],
      [FLATTEN_BOMB, /^expression_too_complex: /],
    ];
    for (const [expression, error] of refusals) {
      const res = await t.app.inject({ url: urlOf(op.path, query, expression), headers });
      expect(res.statusCode, expression.slice(0, 40)).toBe(400);
      const refusal = res.json() as { _jmespath_error: string; original_keys: unknown };
      expect(Object.keys(refusal).sort()).toEqual(['_jmespath_error', 'original_keys']);
      expect(refusal._jmespath_error).toMatch(error);
      expect(refusal.original_keys).toEqual(topKeys);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
