/**
 * Transitional: raw-environment helpers of the jobs not yet moved to declared variables
 * (`src/env-vars.ts`). Deleted when every source declares its variables.
 *
 * Per-source settings read from the environment record `main.ts` passes in (`config.sourceEnv`):
 * `<SOURCE>_BASE_URL` overrides (tests, mirrors, proxies) and credentials. Nothing here reads
 * `process.env`.
 */
import type { CredentialState } from './types';

/** The environment record jobs read. */
export type SourceEnv = Readonly<Record<string, string | undefined>>;

/** Base URL of a source: `<PREFIX>_BASE_URL` when set, else the default; no trailing slash. */
export function baseUrl(env: SourceEnv, prefix: string, fallback: string): string {
  const raw = env[`${prefix}_BASE_URL`]?.trim();
  const value = raw && raw.length > 0 ? raw : fallback;
  return value.replace(/\/+$/, '');
}

/** A credential value: any non-empty (trimmed) value is accepted; undefined when unset. */
export function credential(env: SourceEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value && value.length > 0 ? value : undefined;
}

/** Credential state from the variables a job needs (all of one alternative must be set). */
export function credentialState(
  env: SourceEnv,
  alternatives: readonly (readonly string[])[],
): CredentialState {
  for (const names of alternatives) {
    if (names.every((n) => credential(env, n) !== undefined)) return { kind: 'configured' };
  }
  const hint = alternatives.map((names) => names.join(' + ')).join(' or ');
  return { kind: 'missing', hint: `set ${hint}` };
}

export { joinUrl, rebaseUrl } from './urls';
export { parseJsonBody } from './parse/json-values';
