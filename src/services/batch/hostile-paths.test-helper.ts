/**
 * Path shapes an attacker might put in a batch, each of which must be refused before dispatch
 * (SPEC §4.3, DESIGN §3). Shared by the unit test of the path check and the HTTP test.
 */
import { MAX_BATCH_PATH_LENGTH } from './contract';

const CO2 = '/api/climate/v1/get-co2-monitoring';

/** Refused with 400 `invalid_path`: [label, path]. */
export const INVALID_PATHS: readonly (readonly [string, string])[] = [
  ['absolute http URL to this server', `http://localhost${CO2}`],
  ['absolute https URL elsewhere', `https://evil.example${CO2}`],
  ['upper-case scheme', `HTTP://evil.example${CO2}`],
  ['javascript: scheme', 'javascript:alert(1)'],
  ['file: scheme', 'file:///etc/passwd'],
  ['relative path', CO2.slice(1)],
  ['network-path reference', `//evil.example${CO2}`],
  ['triple slash', `///evil.example${CO2}`],
  ['backslash host', `/\\evil.example${CO2}`],
  ['UNC path', '\\\\evil.example\\share'],
  ['backslash separator', '/api/climate/v1\\get-co2-monitoring'],
  ['dot-dot segment', '/api/climate/v1/../v1/get-co2-monitoring'],
  ['dot-dot out of the api', '/api/conflict/v1/../../../health'],
  ['trailing dot-dot', `${CO2}/..`],
  ['dot segment', '/api/climate/v1/./get-co2-monitoring'],
  ['encoded dots (lower case)', '/api/climate/v1/%2e%2e/v1/get-co2-monitoring'],
  ['encoded dots (upper case)', '/api/climate/v1/%2E%2E/v1/get-co2-monitoring'],
  ['one encoded dot', '/api/climate/v1/.%2e/v1/get-co2-monitoring'],
  ['encoded slash (lower case)', '/api/climate%2fv1%2fget-co2-monitoring'],
  ['encoded slash (upper case)', '/api/climate%2Fv1/get-co2-monitoring'],
  ['encoded backslash (lower case)', '/api/climate/v1%5cget-co2-monitoring'],
  ['encoded backslash (upper case)', '/api/climate/v1%5Cget-co2-monitoring'],
  ['encoded dot in the query', `${CO2}?jmespath=%2e%2e`],
  ['NUL byte', `${CO2}\u0000`],
  ['CR LF header injection', `${CO2}\r\nX-Injected: 1`],
  ['tab', `${CO2}\t`],
  ['DEL', `${CO2}\u007f`],
  ['space in the query', `${CO2}?jmespath=a b`],
  ['leading space', ` ${CO2}`],
  ['non-ASCII dot leader', '/api/climate/v1/\u2025/get-co2-monitoring'],
  ['full-width dots', '/api/climate/v1/\uff0e\uff0e/get-co2-monitoring'],
  ['fragment', `${CO2}#top`],
  ['longer than the limit', `${CO2}?jmespath=${'a'.repeat(MAX_BATCH_PATH_LENGTH)}`],
];

/** Refused with 400 `nested_batch`. */
export const NESTED_PATHS: readonly string[] = [
  '/api/batch/v1/execute',
  '/api/batch/v1/execute?jmespath=results',
  '/api/batch/v1/execute/',
  '/api/batch',
  '/api/batch/v2/anything',
];

/** Well-formed but not a routed GET operation: 404 with the direct call's body, not dispatched. */
export const UNKNOWN_PATHS: readonly string[] = [
  '/api/climate/v1/no-such-operation',
  '/health',
  '/',
  '/api/company-monitoring/v1/import-monitored-company-batch',
  '/API/climate/v1/get-co2-monitoring',
  '/api//climate/v1/get-co2-monitoring',
  `${CO2};jsessionid=1`,
  '/@evil.example/x',
];
