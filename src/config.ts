/**
 * Typed, validated configuration. Built from an environment record passed in by `main.ts`
 * (the only reader of `process.env`); fails fast listing every bad variable.
 */
import { join, resolve } from 'node:path';
import type { Tier } from './store/ports';

export type StoreKind = 'sqlite' | 'redis';

/** Validated configuration of the whole process. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  store: StoreKind;
  redisUrl: string;
  logLevel: string;
  corsOrigins: '*' | string[];
  enterpriseApiKeys: string[];
  keyCacheTtlMs: number;
  trustProxy: string[];
  /** Requests per minute per (caller, operation), by tier; 0 = unlimited (DESIGN §5). */
  rateLimits: Record<Tier, number>;
  jwt: JwtConfig;
  /** Raw environment, for per-source settings (`<SOURCE>_BASE_URL`, credentials) read by ingestion. */
  sourceEnv: Readonly<Record<string, string>>;
}

/** Bearer-token verification settings; `secret` or `jwksUrl` enables bearer tokens. */
export interface JwtConfig {
  secret: string | undefined;
  jwksUrl: string | undefined;
  issuer: string | undefined;
  audience: string | undefined;
}

/** Default requests per minute by tier (DESIGN §5): free 60, pro 300, api 600, enterprise unlimited. */
export const DEFAULT_RATE_LIMITS = '0:60,1:300,2:600,3:0';
/** Shortest accepted HS256 secret, in bytes (RFC 7518 §3.2: at least the hash size). */
export const JWT_SECRET_MIN_BYTES = 32;

/** Thrown with every configuration problem at once. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** Minimum length of an operator key from ENTERPRISE_API_KEYS (DESIGN §5). */
export const ENTERPRISE_KEY_MIN_LENGTH = 32;
export const DEFAULT_PORT = 8080;
export const DEFAULT_KEY_CACHE_TTL_MS = 5000;

type Env = Readonly<Record<string, string | undefined>>;

/** Parses and validates configuration from an environment record. */
export function loadConfig(env: Env, cwd: string): Config {
  const problems: string[] = [];
  const str = (name: string, fallback: string) => {
    const v = env[name];
    return v === undefined || v === '' ? fallback : v;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  const list = (name: string) =>
    str(name, '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);

  const store = str('STORE', 'sqlite');
  if (store !== 'sqlite' && store !== 'redis')
    problems.push(`STORE must be "sqlite" or "redis" (got "${store}")`);

  const enterpriseApiKeys = list('ENTERPRISE_API_KEYS');
  enterpriseApiKeys.forEach((k, i) => {
    if (k.length < ENTERPRISE_KEY_MIN_LENGTH) {
      problems.push(
        `ENTERPRISE_API_KEYS entry #${i + 1} is shorter than ${ENTERPRISE_KEY_MIN_LENGTH} characters`,
      );
    }
  });

  const cors = list('CORS_ORIGINS');
  const corsOrigins: Config['corsOrigins'] = cors.length === 0 || cors.includes('*') ? '*' : cors;
  for (const origin of Array.isArray(corsOrigins) ? corsOrigins : []) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`CORS_ORIGINS entry "${origin}" is not an origin (scheme://host[:port])`);
  }

  const logLevel = str('LOG_LEVEL', 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`,
    );
  }

  const rateLimits = parseRateLimits(str('RATE_LIMITS', DEFAULT_RATE_LIMITS), problems);

  const jwt: JwtConfig = {
    secret: env.JWT_SECRET || undefined,
    jwksUrl: env.JWT_JWKS_URL || undefined,
    issuer: env.JWT_ISSUER || undefined,
    audience: env.JWT_AUDIENCE || undefined,
  };
  if (jwt.secret !== undefined && Buffer.byteLength(jwt.secret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes`);
  }
  if (jwt.jwksUrl !== undefined && !/^https?:\/\//.test(jwt.jwksUrl))
    problems.push('JWT_JWKS_URL must be an http(s) URL');

  const sourceEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) sourceEnv[k] = v;

  const config: Config = {
    host: str('HOST', '127.0.0.1'),
    port: int('PORT', DEFAULT_PORT, 0, 65535),
    dataDir: resolve(cwd, str('DATA_DIR', './data')),
    store: store as StoreKind,
    redisUrl: str('REDIS_URL', 'redis://127.0.0.1:6379'),
    logLevel,
    corsOrigins,
    enterpriseApiKeys,
    keyCacheTtlMs: int('KEY_CACHE_TTL_MS', DEFAULT_KEY_CACHE_TTL_MS, 0, 3_600_000),
    trustProxy: list('TRUSTED_PROXIES'),
    rateLimits,
    jwt,
    sourceEnv,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Path of the SQLite file inside the data directory. */
export function sqliteFile(config: Config): string {
  return join(config.dataDir, 'worldmonitor.db');
}

function parseRateLimits(raw: string, problems: string[]): Record<Tier, number> {
  const limits = parsePairs(DEFAULT_RATE_LIMITS);
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([0-3]):(\d{1,9})$/.exec(part);
    if (!m) {
      problems.push(`RATE_LIMITS entry "${part}" must be <tier 0-3>:<requests per minute, 0 = unlimited>`);
      continue;
    }
    limits[Number(m[1]) as Tier] = Number(m[2]);
  }
  return limits;
}

function parsePairs(raw: string): Record<Tier, number> {
  const out: Record<Tier, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const part of raw.split(',')) {
    const [tier, limit] = part.split(':');
    out[Number(tier) as Tier] = Number(limit);
  }
  return out;
}
