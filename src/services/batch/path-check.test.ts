import { describe, expect, it } from 'vitest';
import { CATALOG } from '..';
import { MAX_BATCH_PATH_LENGTH } from './contract';
import { INVALID_PATHS, NESTED_PATHS, UNKNOWN_PATHS } from './hostile-paths.test-helper';
import { checkBatchPath } from './path-check';

const CO2 = '/api/climate/v1/get-co2-monitoring';
const check = (path: string) => checkBatchPath(path, CATALOG.registry.getOperationsByPath);

describe('batch path check', () => {
  it.each(INVALID_PATHS)('refuses %s as invalid_path', (_label, path) => {
    expect(check(path)).toEqual({ ok: false, status: 400, error: 'invalid_path' });
  });

  it.each(NESTED_PATHS)('refuses %s as nested_batch', (path) => {
    expect(check(path)).toEqual({ ok: false, status: 400, error: 'nested_batch' });
  });

  it.each(UNKNOWN_PATHS)('answers %s with the 404 of a direct call', (path) => {
    expect(check(path)).toEqual({ ok: false, status: 404, error: 'not_found', body: { error: 'Not found' } });
  });

  it('dispatches a routed GET path, rebuilt from the contract, with its query unchanged', () => {
    const op = CATALOG.registry.getOperationsByPath.get(CO2);
    expect(check(CO2)).toEqual({ ok: true, op, url: CO2 });
    expect(check(`${CO2}/`)).toEqual({ ok: true, op, url: CO2 });
    expect(check(`${CO2}?`)).toEqual({ ok: true, op, url: CO2 });
    const query = 'jmespath=monitoring.trend12m[?ppm>`400`]|[0]&x=%20y';
    expect(check(`${CO2}?${query}`)).toEqual({ ok: true, op, url: `${CO2}?${query}` });
  });

  it('accepts a path of exactly the length limit', () => {
    const path = `${CO2}?jmespath=${'a'.repeat(MAX_BATCH_PATH_LENGTH - CO2.length - 10)}`;
    expect(path).toHaveLength(MAX_BATCH_PATH_LENGTH);
    expect(check(path).ok).toBe(true);
    expect(check(`${path}a`).ok).toBe(false);
  });
});
