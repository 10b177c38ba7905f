/**
 * Environment variables as declarations: each variable is declared once, beside the code that
 * reads it, with its default and a one-line description. From the declarations come the typed
 * values the code reads, the validation at start (every bad variable listed), `.env.example` and
 * the environment reference in the docs (`npm run env-reference`). Nothing here reads
 * `process.env`: the record is passed in (`main.ts` is its only reader).
 */

/** An environment record, as `main.ts` passes it in. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** A parse outcome: the value, or why the raw text was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** One declared variable. */
export interface EnvVar<T> {
  /** One line for `.env.example` and the docs. */
  readonly description: string;
  /** The default as people read it (empty when there is none). */
  readonly defaultText: string;
  /** Other names accepted for the same setting, read when the main name is unset. */
  readonly aliases: readonly string[];
  /** True for credentials: never echoed back in a problem. */
  readonly secret: boolean;
  /** The value of an unset or empty variable. */
  readonly fallback: T;
  /** Parses a non-empty, trimmed value. */
  parse(raw: string): Parsed<T>;
}

/** A group of declarations, by variable name. */
export type EnvSpec = Readonly<Record<string, EnvVar<unknown>>>;

/** The typed values of a spec, by variable name. */
export type EnvValues<E extends EnvSpec> = {
  readonly [K in keyof E]: E[K] extends EnvVar<infer T> ? T : never;
};

/** What every declaration takes. */
interface Common {
  description: string;
  aliases?: readonly string[];
}

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refuse = <T>(problem: string): Parsed<T> => ({ ok: false, problem });

function declare<T>(
  c: Common,
  fallback: T,
  defaultText: string,
  parse: (raw: string) => Parsed<T>,
  secret = false,
): EnvVar<T> {
  return { description: c.description, defaultText, aliases: c.aliases ?? [], secret, fallback, parse };
}

/** An http(s) origin or base URL; stored without trailing slashes. */
function url(c: Common & { default: string }): EnvVar<string> {
  return declare(c, stripSlashes(c.default), c.default, (raw) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return refuse('must be an http(s) URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return refuse('must be an http(s) URL');
    return ok(stripSlashes(raw));
  });
}

/** An optional http(s) URL (undefined when unset). */
function optionalUrl(c: Common): EnvVar<string | undefined> {
  const inner = url({ ...c, default: 'http://unset' });
  return declare<string | undefined>(c, undefined, '', (raw) => inner.parse(raw));
}

/** Free text with a default. */
function text(c: Common & { default: string; defaultText?: string }): EnvVar<string> {
  return declare(c, c.default, c.defaultText ?? c.default, (raw) => ok(raw));
}

/** Optional free text (undefined when unset). */
function optionalText(c: Common & { defaultText?: string }): EnvVar<string | undefined> {
  return declare<string | undefined>(c, undefined, c.defaultText ?? '', (raw) => ok(raw));
}

/** A credential: any non-empty value; undefined when unset. Never echoed in problems or docs. */
function secret(c: Common): EnvVar<string | undefined> {
  return declare<string | undefined>(c, undefined, '', (raw) => ok(raw), true);
}

/** An integer within bounds. */
function int(c: Common & { default: number; min: number; max: number }): EnvVar<number> {
  return declare(c, c.default, String(c.default), (raw) => {
    if (!/^-?\d+$/.test(raw)) return refuse(`must be an integer from ${c.min} to ${c.max}`);
    const n = Number(raw);
    return n < c.min || n > c.max ? refuse(`must be an integer from ${c.min} to ${c.max}`) : ok(n);
  });
}

/** A decimal number within bounds. */
function number(c: Common & { default: number; min: number; max: number }): EnvVar<number> {
  return declare(c, c.default, String(c.default), (raw) => {
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) return refuse(`must be a number from ${c.min} to ${c.max}`);
    const n = Number(raw);
    return n < c.min || n > c.max ? refuse(`must be a number from ${c.min} to ${c.max}`) : ok(n);
  });
}

/** One of a fixed set of values (compared case-insensitively, stored in the declared spelling). */
function oneOf<const V extends string>(
  c: Common & { values: readonly V[]; default: V; synonyms?: Readonly<Record<string, V>> },
): EnvVar<V> {
  return declare(c, c.default, c.default, (raw) => {
    const lower = raw.toLowerCase();
    const found = c.values.find((v) => v.toLowerCase() === lower) ?? c.synonyms?.[lower];
    return found ? ok(found) : refuse(`must be one of ${c.values.join(', ')}`);
  });
}

/** A value with its own parser (lists, pairs, ...). */
function custom<T>(
  c: Common & { default: T; defaultText: string; parse: (raw: string) => Parsed<T> },
): EnvVar<T> {
  return declare(c, c.default, c.defaultText, c.parse);
}

/** The declaration helpers. */
export const envVar = {
  url,
  optionalUrl,
  text,
  optionalText,
  secret,
  int,
  number,
  oneOf,
  custom,
  ok,
  refuse,
};

function stripSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/** The raw text of a variable (or of its first alias that is set), trimmed; undefined when unset. */
function rawValue(env: RawEnv, name: string, v: EnvVar<unknown>): string | undefined {
  for (const n of [name, ...v.aliases]) {
    const raw = env[n]?.trim();
    if (raw !== undefined && raw.length > 0) return raw;
  }
  return undefined;
}

/** Reads every variable of a spec: the typed values, and one problem line per bad variable. */
export function readEnv<E extends EnvSpec>(
  spec: E,
  env: RawEnv,
): { values: EnvValues<E>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, v] of Object.entries(spec)) {
    const raw = rawValue(env, name, v);
    if (raw === undefined) {
      values[name] = v.fallback;
      continue;
    }
    const parsed = v.parse(raw);
    if (parsed.ok) values[name] = parsed.value;
    else {
      values[name] = v.fallback;
      problems.push(`${name} ${parsed.problem}${v.secret ? '' : ` (got "${raw}")`}`);
    }
  }
  return { values: values as EnvValues<E>, problems };
}

/** Thrown with every configuration problem at once. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** Reads a spec and throws a ConfigError listing every bad variable. */
export function parseEnv<E extends EnvSpec>(spec: E, env: RawEnv): EnvValues<E> {
  const { values, problems } = readEnv(spec, env);
  if (problems.length > 0) throw new ConfigError(problems);
  return values;
}

/** A titled group of declarations, as the generated references list them. */
export interface EnvSection {
  title: string;
  /** One line under the title (what the group is; cadence and credential of a source). */
  note?: string;
  spec: EnvSpec;
}

/** Merges specs, refusing one name declared twice by different declarations. */
export function mergeSpecs(specs: readonly EnvSpec[]): EnvSpec {
  const merged: Record<string, EnvVar<unknown>> = {};
  for (const spec of specs) {
    for (const [name, v] of Object.entries(spec)) {
      const seen = merged[name];
      if (seen !== undefined && seen !== v) throw new Error(`Environment variable ${name} is declared twice`);
      merged[name] = v;
    }
  }
  return merged;
}
