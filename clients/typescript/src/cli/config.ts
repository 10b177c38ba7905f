/**
 * Where the CLI finds the API and its key: `--url`/`--key`, else WORLDMONITOR_URL and
 * WORLDMONITOR_KEY, else a JSON config file (`--config`, WORLDMONITOR_CONFIG, or
 * `$XDG_CONFIG_HOME/worldmonitor/config.json`, by default `~/.config/worldmonitor/config.json`)
 * holding `{ "url": "…", "key": "…" }`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Used when nothing names the API: a server started locally with its defaults. */
export const DEFAULT_URL = 'http://127.0.0.1:8080';

/** The settings of a run. */
export interface CliSettings {
  url: string;
  key: string | undefined;
  /** The config file read, if any. */
  configFile: string | undefined;
}

/** A config file that exists but cannot be used. */
export class ConfigFileError extends Error {}

/** The default config file path for an environment. */
export function defaultConfigFile(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'worldmonitor', 'config.json');
}

function readConfig(file: string): { url?: string; key?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigFileError(`cannot read config file ${file}: ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigFileError(`config file ${file} must hold a JSON object like {"url": "…", "key": "…"}`);
  const { url, key } = parsed as Record<string, unknown>;
  for (const [name, value] of [
    ['url', url],
    ['key', key],
  ] as const) {
    if (value !== undefined && typeof value !== 'string')
      throw new ConfigFileError(`config file ${file}: "${name}" must be a string`);
  }
  return { url: url as string | undefined, key: key as string | undefined };
}

/** Resolves the settings from flags, the environment and the config file, in that order. */
export function resolveSettings(
  flags: { url?: string; key?: string; config?: string },
  env: NodeJS.ProcessEnv,
): CliSettings {
  const named = flags.config ?? env.WORLDMONITOR_CONFIG;
  const file = named ?? defaultConfigFile(env);
  if (named !== undefined && !existsSync(named))
    throw new ConfigFileError(`config file ${named} does not exist`);
  const fromFile = existsSync(file) ? readConfig(file) : {};
  return {
    url: flags.url ?? (env.WORLDMONITOR_URL || undefined) ?? fromFile.url ?? DEFAULT_URL,
    key: flags.key ?? (env.WORLDMONITOR_KEY || undefined) ?? fromFile.key,
    configFile: existsSync(file) ? file : undefined,
  };
}
