/**
 * Hostile batch requests (SPEC §4.3) for the hostile-input suite: usually the right shape with up
 * to 20 operations naming documented paths with hostile queries and expressions, sometimes paths
 * that try to escape (schemes, `//host`, `..`, encodings, the batch itself), ids and paths of the
 * wrong type, any JSON or no JSON at all, odd content types and idempotency keys.
 */
import fc from 'fast-check';
import type { OperationDef } from '../../src/contract/op';
import { type CredentialChoice, type FuzzRequest, queryArb } from './requests';

/** Paths a batch operation may name: documented ones with hostile queries, and escapes. */
function batchPathArb(gets: readonly OperationDef[], bodyNames: readonly string[]): fc.Arbitrary<string> {
  const documented = fc
    .constantFrom(...gets)
    .chain((op) => queryArb(op, bodyNames).map((q) => (q.query ? `${op.path}?${q.query}` : op.path)));
  const escapes = fc.constantFrom(
    '/api/batch/v1/execute',
    'http://127.0.0.1/api/climate/v1/get-co2-monitoring',
    '//evil.example/api/climate/v1/get-co2-monitoring',
    '/api/climate/v1/../../batch/v1/execute',
    '/api/climate/v1/%2e%2e/%2e%2e/batch/v1/execute',
    '/api/climate/v1/get-co2-monitoring#frag',
    '\\api\\climate\\v1\\get-co2-monitoring',
    '/api/company-monitoring/v1/import-monitored-company-batch',
    '/api/health',
    '/metrics',
    '',
    'x'.repeat(5000),
  );
  return fc.oneof({ weight: 6, arbitrary: documented }, { weight: 1, arbitrary: escapes });
}

/** A batch POST: usually the right shape, with up to 25 operations, sometimes any JSON or none. */
export function batchRequestArb(
  gets: readonly OperationDef[],
  batch: OperationDef,
  credentials: readonly CredentialChoice[],
  bodyNames: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const operation = fc.record({ id: fc.string({ maxLength: 10 }), path: batchPathArb(gets, bodyNames) });
  const odd = fc.record(
    {
      id: fc.oneof(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 0 })),
      path: fc.oneof(batchPathArb(gets, bodyNames), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: [] },
  );
  const operations = fc.oneof(
    { weight: 4, arbitrary: fc.array(operation, { maxLength: 20 }) },
    { weight: 1, arbitrary: fc.array(fc.oneof(operation, odd), { maxLength: 25 }) },
  );
  const body = fc.oneof(
    { weight: 8, arbitrary: operations.map((ops) => ({ operations: ops })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const payload = fc.oneof(
    { weight: 10, arbitrary: body.map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '{"operations":', '[]', '\u0000') },
  );
  return fc
    .record({
      payload,
      credential: fc.constantFrom(...credentials),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        '',
      ),
      idempotencyKey: fc.option(fc.oneof(fc.stringMatching(/^[!-~]{1,40}$/), fc.string({ maxLength: 300 })), {
        freq: 4,
      }),
    })
    .map(({ payload, credential, contentType, idempotencyKey }) => {
      const headers: Record<string, string> = { ...credential.headers };
      if (contentType) headers['content-type'] = contentType;
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, '');
      return {
        method: 'POST',
        url: batch.path,
        headers,
        payload,
        op: batch,
        unknownNames: [],
        keyless: credential.keyless,
      };
    });
}
