import { describe, expect, it } from 'vitest';
import { type BatchResult, writeBatchResponse } from './response-body';

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

describe('batch response body', () => {
  it('writes the contract fields in order around the bodies, counting 2xx without error as succeeded', () => {
    const results: BatchResult[] = [
      { id: 'a', status: 200, body: json({ value: 'é ✓', n: [1, 2.5, null] }), error: '' },
      { id: 'quote " \\ \u2028 ✓', status: 400, body: json({ violations: [] }), error: 'bad_request' },
      { id: 'c', status: 400, error: 'invalid_path' },
      { id: 'd', status: 200, body: json('just a string'), error: '' },
      { id: 'e', status: 502, error: 'response_too_large' },
    ];
    const bytes = writeBatchResponse(results);
    const expected = {
      succeeded: 2,
      failed: 3,
      results: [
        { id: 'a', status: 200, body: { value: 'é ✓', n: [1, 2.5, null] }, error: '' },
        { id: 'quote " \\ \u2028 ✓', status: 400, body: { violations: [] }, error: 'bad_request' },
        { id: 'c', status: 400, error: 'invalid_path' },
        { id: 'd', status: 200, body: 'just a string', error: '' },
        { id: 'e', status: 502, error: 'response_too_large' },
      ],
    };
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(expected);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(expected));
  });

  it('splices a body as its bytes, whatever their form', () => {
    const spaced = Buffer.from('{ "kept" : [ 1 ,2 ] }', 'utf8');
    const bytes = writeBatchResponse([{ id: '0', status: 200, body: spaced, error: '' }]);
    expect(bytes.toString('utf8')).toBe(
      '{"succeeded":1,"failed":0,"results":[{"id":"0","status":200,"body":{ "kept" : [ 1 ,2 ] },"error":""}]}',
    );
  });

  it('writes an empty result list and a result without body', () => {
    expect(writeBatchResponse([]).toString('utf8')).toBe('{"succeeded":0,"failed":0,"results":[]}');
    expect(JSON.parse(writeBatchResponse([{ id: 'x', status: 504, error: 'timeout' }]).toString())).toEqual({
      succeeded: 0,
      failed: 1,
      results: [{ id: 'x', status: 504, error: 'timeout' }],
    });
  });
});
