/**
 * Starts a real, throwaway `redis-server` on 127.0.0.1 for tests of the distributed store (a free
 * port; no persistence unless given a folder, then an append-only file synced on every write, so
 * a stop and a start on the same port and folder is a Redis restart that loses nothing), waits
 * until it answers PING, and stops it. Redis is never mocked.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { delimiter, join } from 'node:path';
import { describe } from 'vitest';

/** Longest wait for a started server to answer PING, in ms. */
export const REDIS_START_TIMEOUT_MS = 5000;
/** Longest wait for the server process to exit once asked to, in ms. */
export const REDIS_STOP_TIMEOUT_MS = 3000;
/** Pause between two PING attempts while the server starts, in ms. */
const PING_INTERVAL_MS = 25;

/** A running test Redis. */
export interface TestRedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/** Ports tried before giving up (another process can take a free port before Redis binds it). */
const START_ATTEMPTS = 3;

/** Options of a test Redis. */
export interface TestRedisOptions {
  /** Persist into this folder: `--appendonly yes --appendfsync always`. */
  dir?: string;
  /** Listen on this port (a restart of a stopped server) instead of a free one. */
  port?: number;
}

/** Starts a redis-server on a free loopback port; throws with a hint when it is not installed. */
export async function startRedisServer(options: TestRedisOptions = {}): Promise<TestRedisServer> {
  if (options.port !== undefined) return startOnce(options.port, options.dir);
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    try {
      return await startOnce(await freePort(), options.dir);
    } catch (err) {
      lastError = err;
      if (err instanceof Error && err.message.startsWith('cannot start')) break;
    }
  }
  throw lastError;
}

async function startOnce(port: number, dir: string | undefined): Promise<TestRedisServer> {
  if (dir !== undefined) mkdirSync(dir, { recursive: true });
  const persistence =
    dir === undefined
      ? ['--appendonly', 'no']
      : ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always'];
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1'],
      ...['--save', '', ...persistence, '--loglevel', 'warning'],
    ],
    { stdio: 'ignore' },
  );
  const stop = () => stopProcess(child);
  const spawnFailure = new Promise<never>((_, reject) => {
    child.once('error', (err) =>
      reject(new Error(`cannot start redis-server (apt-get install -y redis-server): ${err.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited early with code ${code}`)));
  });
  spawnFailure.catch(() => undefined);
  try {
    await Promise.race([waitForPing(port), spawnFailure]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPing(port: number): Promise<void> {
  const deadline = Date.now() + REDIS_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await pingOnce(port)) return;
    await new Promise((r) => setTimeout(r, PING_INTERVAL_MS));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${REDIS_START_TIMEOUT_MS} ms`);
}

function pingOnce(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), REDIS_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** True when a `redis-server` executable is on the PATH. */
export function redisServerInstalled(): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, 'redis-server'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * A describe block that needs a real redis-server. Without one it is skipped with one loud line
 * saying how to install it, unless REQUIRE_REDIS=1 (CI), where it runs and fails.
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (redisServerInstalled() || process.env.REQUIRE_REDIS === '1') {
    describe(name, body);
    return;
  }
  process.stderr.write(
    `\n*** SKIPPED "${name}": redis-server is not installed. Install it (Debian/Ubuntu: sudo apt-get install -y redis-server) to run it; REQUIRE_REDIS=1 makes its absence a failure. ***\n`,
  );
  describe.skip(name, body);
}
