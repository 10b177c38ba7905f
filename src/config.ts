/**
 * Typed, validated configuration. Built from an environment record passed in by `main.ts`
 * (the only reader of `process.env`); fails fast listing every bad variable, the sources' own
 * variables included (their declarations are passed in: configuration sits below the services).
 */
import { join, resolve } from 'node:path';
import {
  ConfigError,
  type EnvSection,
  type EnvSpec,
  envVar,
  mergeSpecs,
  type Parsed,
  type RawEnv,
  readEnv,
} from './env-vars';
import type { Tier } from './store/ports';

export { ConfigError } from './env-vars';

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
  /** Open connections one client address may hold; past it, new ones get 503. */
  maxConnectionsPerAddress: number;
  /** Requests per minute per (caller, operation), by tier; 0 = unlimited (DESIGN §5). */
  rateLimits: Record<Tier, number>;
  jwt: JwtConfig;
  /**
   * The environment record the sources read their declared variables from (already validated
   * against their declarations when these were passed to `loadConfig`).
   */
  sourceEnv: RawEnv;
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
/** Minimum length of an operator key from ENTERPRISE_API_KEYS (DESIGN §5). */
export const ENTERPRISE_KEY_MIN_LENGTH = 32;
export const DEFAULT_PORT = 8080;
export const DEFAULT_KEY_CACHE_TTL_MS = 5000;
/** Default cap on open connections per client address (enforced by `src/http/connections.ts`). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function enterpriseKeys(raw: string): Parsed<string[]> {
  const keys = splitList(raw);
  const short = keys.findIndex((k) => k.length < ENTERPRISE_KEY_MIN_LENGTH);
  return short >= 0
    ? envVar.refuse(`entry #${short + 1} is shorter than ${ENTERPRISE_KEY_MIN_LENGTH} characters`)
    : envVar.ok(keys);
}

function corsOrigins(raw: string): Parsed<'*' | string[]> {
  const origins = splitList(raw);
  if (origins.length === 0 || origins.includes('*')) return envVar.ok('*');
  const bad = origins.find((o) => !/^https?:\/\/[^/]+$/.test(o));
  return bad ? envVar.refuse(`entry "${bad}" is not an origin (scheme://host[:port])`) : envVar.ok(origins);
}

function rateLimits(raw: string): Parsed<Record<Tier, number>> {
  const limits = parsePairs(DEFAULT_RATE_LIMITS);
  for (const part of splitList(raw)) {
    const m = /^([0-3]):(\d{1,9})$/.exec(part);
    if (!m) return envVar.refuse(`entry "${part}" must be <tier 0-3>:<requests per minute, 0 = unlimited>`);
    limits[Number(m[1]) as Tier] = Number(m[2]);
  }
  return envVar.ok(limits);
}

function jwtSecret(raw: string): Parsed<string | undefined> {
  return Buffer.byteLength(raw, 'utf8') < JWT_SECRET_MIN_BYTES
    ? envVar.refuse(`must be at least ${JWT_SECRET_MIN_BYTES} bytes`)
    : envVar.ok(raw);
}

/** The server's own variables. */
export const SERVER_ENV = {
  HOST: envVar.text({ default: '127.0.0.1', description: 'Interface to listen on.' }),
  PORT: envVar.int({ default: DEFAULT_PORT, min: 0, max: 65535, description: 'Port to listen on.' }),
  DATA_DIR: envVar.text({ default: './data', description: 'Folder for the SQLite file and first-key.txt.' }),
  STORE: envVar.oneOf({
    values: ['sqlite', 'redis'],
    default: 'sqlite',
    description: 'Store backend: sqlite (embedded) or redis (distributed).',
  }),
  REDIS_URL: envVar.text({ default: 'redis://127.0.0.1:6379', description: 'Redis URL when STORE=redis.' }),
  LOG_LEVEL: envVar.oneOf({
    values: LOG_LEVELS,
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}.`,
  }),
  CORS_ORIGINS: envVar.custom<'*' | string[]>({
    default: '*',
    defaultText: '*',
    description: 'Allowed CORS origins, comma-separated scheme://host[:port], or *.',
    parse: corsOrigins,
  }),
  MAX_CONNECTIONS_PER_ADDRESS: envVar.int({
    default: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    min: 1,
    max: 1_000_000,
    description: 'Open connections one client address may hold; further ones are answered 503 and closed.',
  }),
  TRUSTED_PROXIES: envVar.custom<string[]>({
    default: [],
    defaultText: '',
    description: 'Proxy addresses/CIDRs whose X-Forwarded-For is believed, comma-separated (default: none).',
    parse: (raw) => envVar.ok(splitList(raw)),
  }),
} as const;

/** Access-control variables. */
export const ACCESS_ENV = {
  ENTERPRISE_API_KEYS: envVar.custom<string[]>({
    default: [],
    defaultText: '',
    description: `Operator keys, comma-separated, each at least ${ENTERPRISE_KEY_MIN_LENGTH} characters (tier 3, all scopes, unlimited).`,
    parse: enterpriseKeys,
  }),
  KEY_CACHE_TTL_MS: envVar.int({
    default: DEFAULT_KEY_CACHE_TTL_MS,
    min: 0,
    max: 3_600_000,
    description: 'How long a validated key is cached in memory, ms: revocation takes effect within it.',
  }),
  RATE_LIMITS: envVar.custom<Record<Tier, number>>({
    default: parsePairs(DEFAULT_RATE_LIMITS),
    defaultText: DEFAULT_RATE_LIMITS,
    description: 'Requests per minute per (caller, operation) by tier, 0 = unlimited.',
    parse: rateLimits,
  }),
  JWT_SECRET: envVar.custom<string | undefined>({
    default: undefined,
    defaultText: '',
    description: `HS256 secret (at least ${JWT_SECRET_MIN_BYTES} bytes) for bearer tokens.`,
    parse: jwtSecret,
  }),
  JWT_JWKS_URL: envVar.optionalUrl({
    description: 'JWKS URL for bearer tokens signed with asymmetric keys (used when JWT_SECRET is empty).',
  }),
  JWT_ISSUER: envVar.optionalText({ description: 'Required `iss` of bearer tokens (unchecked when empty).' }),
  JWT_AUDIENCE: envVar.optionalText({
    description: 'Required `aud` of bearer tokens (unchecked when empty).',
  }),
} as const;

/** The process's own sections of the environment reference. */
export const CORE_ENV_SECTIONS: readonly EnvSection[] = [
  { title: 'Server', spec: SERVER_ENV },
  { title: 'Access control', spec: ACCESS_ENV },
];

/**
 * Parses and validates configuration from an environment record. `sourceSpecs` are the
 * declarations of every other variable the process reads (ingestion, sources); each is validated
 * too, and every problem is listed at once.
 */
export function loadConfig(env: RawEnv, cwd: string, sourceSpecs: readonly EnvSpec[] = []): Config {
  const core = readEnv(SERVER_ENV, env);
  const access = readEnv(ACCESS_ENV, env);
  const sources = readEnv(mergeSpecs(sourceSpecs), env);
  const problems = [...core.problems, ...access.problems, ...sources.problems];
  if (problems.length > 0) throw new ConfigError(problems);
  const s = core.values;
  const a = access.values;
  return {
    host: s.HOST,
    port: s.PORT,
    dataDir: resolve(cwd, s.DATA_DIR),
    store: s.STORE,
    redisUrl: s.REDIS_URL,
    logLevel: s.LOG_LEVEL,
    corsOrigins: s.CORS_ORIGINS,
    enterpriseApiKeys: a.ENTERPRISE_API_KEYS,
    keyCacheTtlMs: a.KEY_CACHE_TTL_MS,
    trustProxy: s.TRUSTED_PROXIES,
    maxConnectionsPerAddress: s.MAX_CONNECTIONS_PER_ADDRESS,
    rateLimits: a.RATE_LIMITS,
    jwt: { secret: a.JWT_SECRET, jwksUrl: a.JWT_JWKS_URL, issuer: a.JWT_ISSUER, audience: a.JWT_AUDIENCE },
    sourceEnv: { ...env },
  };
}

/** Path of the SQLite file inside the data directory. */
export function sqliteFile(config: Config): string {
  return join(config.dataDir, 'worldmonitor.db');
}

function parsePairs(raw: string): Record<Tier, number> {
  const out: Record<Tier, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const part of raw.split(',')) {
    const [tier, limit] = part.split(':');
    out[Number(tier) as Tier] = Number(limit);
  }
  return out;
}
