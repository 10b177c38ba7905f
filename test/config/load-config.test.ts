import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { EXTRA_ENV_SPECS } from '../../src/env-sections';
import { envVar, parseEnv } from '../../src/env-vars';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/tmp', EXTRA_ENV_SPECS);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies defaults when nothing is set', () => {
    const config = loadConfig({}, '/tmp', EXTRA_ENV_SPECS);
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, store: 'sqlite', logLevel: 'info' });
    expect(config.rateLimits).toEqual({ 0: 60, 1: 300, 2: 600, 3: 0 });
    expect(config.corsOrigins).toBe('*');
  });

  it('lists every bad variable at once, core and source variables alike', () => {
    const problems = problemsOf({
      PORT: '99999',
      STORE: 'postgres',
      NOAA_GML_BASE_URL: 'not a url',
      ADSB_LOL_DIST_NM: 'far',
      RATE_LIMITS: '5:10',
    });
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'STORE', 'NOAA_GML_BASE_URL', 'ADSB_LOL_DIST_NM', 'RATE_LIMITS'])
      expect(
        problems.some((p) => p.startsWith(`${name} `)),
        name,
      ).toBe(true);
  });

  it('never echoes a secret in a problem, but does echo other values', () => {
    const refusing = { ...envVar.secret({ description: 'A token.' }), parse: () => envVar.refuse('is bad') };
    const message = (spec: Record<string, typeof refusing>) => {
      try {
        parseEnv(spec, { SOME_TOKEN: 'hunter2' });
      } catch (err) {
        return err instanceof ConfigError ? err.message : '';
      }
      return '';
    };
    expect(message({ SOME_TOKEN: refusing })).toContain('SOME_TOKEN is bad');
    expect(message({ SOME_TOKEN: refusing })).not.toContain('hunter2');
    expect(message({ SOME_TOKEN: { ...refusing, secret: false } })).toContain('hunter2');
  });

  it('reads an alias when the main name is unset, and the main name first', () => {
    const spec = { MAIN_KEY: envVar.secret({ description: 'A key.', aliases: ['OLD_KEY'] }) };
    expect(parseEnv(spec, { OLD_KEY: 'a' }).MAIN_KEY).toBe('a');
    expect(parseEnv(spec, { OLD_KEY: 'a', MAIN_KEY: 'b' }).MAIN_KEY).toBe('b');
    expect(parseEnv(spec, { MAIN_KEY: '  ' }).MAIN_KEY).toBeUndefined();
  });

  it('strips trailing slashes from URLs and refuses other schemes', () => {
    const spec = { X_BASE_URL: envVar.url({ default: 'https://example.test/', description: 'Origin.' }) };
    expect(parseEnv(spec, {}).X_BASE_URL).toBe('https://example.test');
    expect(parseEnv(spec, { X_BASE_URL: 'http://127.0.0.1:9/a/' }).X_BASE_URL).toBe('http://127.0.0.1:9/a');
    expect(() => parseEnv(spec, { X_BASE_URL: 'ftp://example.test' })).toThrow(ConfigError);
  });
});
