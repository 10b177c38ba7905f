/**
 * The Redis connection of the distributed store (DESIGN §1) and the helpers its adapters share:
 * the key prefix, and Lua scripts run by hash (EVALSHA) with a fallback to EVAL when the server
 * has not cached them yet (after a restart or a SCRIPT FLUSH).
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** Prefix of every Redis key this service writes, so it can share a Redis with other programs. */
export const REDIS_KEY_PREFIX = 'wm:';

/**
 * The prefix of the keys of records stored in shape `version` of their family (snapshots, API
 * keys, idempotency records, ingest runs each have a `…_REDIS_SHAPE` constant). Version 1 is the
 * shape written before shapes had versions and keeps the bare `wm:` names, so an existing Redis
 * is read as it is; version n ≥ 2 lives under `wm:v<n>:`, so processes of two releases sharing one
 * Redis during an upgrade never read each other's shapes. When to bump: src/store/README.md.
 */
export function redisShapePrefix(version: number): string {
  if (!Number.isInteger(version) || version < 1) throw new Error(`invalid Redis shape version ${version}`);
  return version === 1 ? REDIS_KEY_PREFIX : `${REDIS_KEY_PREFIX}v${version}:`;
}
/** Longest wait for a TCP connection to Redis, in ms. */
export const REDIS_CONNECT_TIMEOUT_MS = 5000;
/**
 * Reconnection attempts a command waits for before it fails: none. While Redis is down a request
 * must learn it at once (a 503, the in-process rate limiter, the snapshots held in memory) rather
 * than wait for a reconnection that may take minutes.
 */
export const REDIS_MAX_RETRIES_PER_REQUEST = 0;
/** First pause before a reconnection attempt, in ms; each further attempt waits one step longer. */
export const REDIS_RECONNECT_STEP_MS = 100;
/** Longest pause between two reconnection attempts, in ms: a returning Redis is used within it. */
export const REDIS_MAX_RECONNECT_DELAY_MS = 1000;
/** Longest wait for the reply to one command, in ms (a Redis that stopped answering without closing). */
export const REDIS_COMMAND_TIMEOUT_MS = 5000;

/**
 * Opens an ioredis client on `url` (`redis://[user:password@]host:port[/db]`). It reconnects by
 * itself, forever, and commands fail fast while it is disconnected: commands sent before the first
 * connection wait for it (start-up), but once connected the offline queue is switched off, so a
 * command sent during an outage fails at once instead of queueing until Redis returns, and a
 * command in flight when the connection drops fails rather than being sent again later (a
 * counter increment must not apply twice). Connection errors go to `onError` (by default
 * nowhere): every command that fails meanwhile reports its own error, so without a listener
 * ioredis would only print each reconnect failure to stderr, outside the structured log.
 */
export function createRedisClient(url: string, onError: (err: Error) => void = () => {}): Redis {
  const client = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: REDIS_MAX_RETRIES_PER_REQUEST,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * REDIS_RECONNECT_STEP_MS, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  client.once('ready', () => {
    client.options.enableOfflineQueue = false;
  });
  client.on('error', onError);
  return client;
}

/** The URL with any password replaced, for error messages (secrets never reach the logs). */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparsable REDIS_URL>';
  }
}

/** Closes a client: QUIT when connected (pending replies still arrive), otherwise drops it. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: the connection is already gone.
    }
  }
  client.disconnect();
}

/** A Lua script: atomic on the server, the unit used where the SQLite adapter uses a transaction. */
export class LuaScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  /** Runs the script with its keys (declared, as Redis requires) and arguments. */
  async run(client: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return client.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

/** Reads a Lua reply that should be an array of strings (nil entries become null). */
export function stringArray(reply: unknown): (string | null)[] {
  if (!Array.isArray(reply)) throw new Error(`unexpected Redis reply: ${String(reply)}`);
  return reply.map((v: unknown) => (typeof v === 'string' ? v : null));
}
