/**
 * Shared pieces of the bench: server processes (forked, 127.0.0.1 only, CPU time read over IPC),
 * one autocannon load run, medians, and a description of the machine.
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FromServer, ToServer } from './ipc';

/** Concurrent connections of the load generator. */
export const CONNECTIONS = 16;

/** A server process under test. */
export interface Server {
  name: string;
  child: ChildProcess;
  port: number;
  /** A user API key the server created for the bench, if it made one. */
  userKey?: string;
}

/** One kind of request, and the status every answer must have. */
export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  status: number;
}

/** What one load run measured. */
export interface Sample {
  rps: number;
  /** Latencies in ms (autocannon's percentiles have 1 ms resolution; the mean does not). */
  mean: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
}

/** CPU the load generator runs on; servers run on SERVER_CPU (when the machine has two or more). */
export const CLIENT_CPU = 0;
export const SERVER_CPU = 1;

/**
 * Pins a process to one CPU with `taskset`, so the load generator and the server under test never
 * share a core (unpinned, the same server measured ±50 % from one process to the next here).
 * Returns false where that is not possible (one CPU, no taskset).
 */
export function pinToCpu(pid: number, cpu: number): boolean {
  // cpus(), not availableParallelism(): the latter shrinks once this process is pinned.
  if (cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-cp', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins this process (the load generator) to CLIENT_CPU; says what it did. */
export function pinClient(): string {
  return pinToCpu(process.pid, CLIENT_CPU)
    ? `load generator on CPU ${CLIENT_CPU}, servers on CPU ${SERVER_CPU}`
    : 'not pinned (needs taskset and two CPUs)';
}

/** Whether `taskset` can start a process on one CPU here. */
export function canPin(): boolean {
  if (cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-c', String(SERVER_CPU), 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `bench/servers/<file>` with `env` (Node IPC channel attached) and waits until it listens.
 * The server is started by `taskset` on SERVER_CPU, so every thread it ever has (V8's GC helpers
 * included) is pinned from the start: `taskset -p` on a forked pid pins only its main thread, and
 * races with the threads Node creates at startup.
 */
export function startServer(
  name: string,
  file: string,
  env: Record<string, string>,
  /** Where the server's stdout goes (a file descriptor; default: this process's stdout). */
  stdout: number | 'inherit' = 'inherit',
): Promise<Server> {
  const path = fileURLToPath(new URL(`./servers/${file}`, import.meta.url));
  const options = { env: { ...process.env, ...env } };
  // A plain JavaScript server runs under plain node; TypeScript ones through tsx's loader.
  const loader = file.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const node = [process.execPath, ...loader, path];
  const stdio: ['inherit', number | 'inherit', 'inherit', 'ipc'] = ['inherit', stdout, 'inherit', 'ipc'];
  const child = canPin()
    ? spawn('taskset', ['-c', String(SERVER_CPU), ...node], { ...options, stdio })
    : fork(path, { ...options, execArgv: loader, stdio });
  return new Promise((resolve, reject) => {
    child.once('message', (m: FromServer) => {
      if (m.type === 'ready') resolve({ name, child, port: m.port, userKey: m.userKey });
      else reject(new Error(`${name} server: ${m.type === 'failed' ? m.error : m.type}`));
    });
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
}

/** Asks a server to stop, and kills it if it has not within 5 s. */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      resolve();
    }, 5000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.send({ type: 'stop' } satisfies ToServer);
  });
}

function cpuOf(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.child.once('message', (m: FromServer) =>
      m.type === 'cpu' ? resolve(m.micros) : reject(new Error(`unexpected ${m.type}`)),
    );
    server.child.send({ type: 'cpu' } satisfies ToServer);
  });
}

/** Loads one server with one target for `seconds`; every answer must have the target's status. */
export async function load(server: Server, target: Target, seconds: number): Promise<Sample> {
  const before = await cpuOf(server);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const after = await cpuOf(server);
  const answered = result.requests.total;
  const matching = target.status >= 200 && target.status < 300 ? result['2xx'] : result.non2xx;
  if (result.errors > 0 || result.timeouts > 0 || matching !== answered) {
    throw new Error(
      `${server.name} ${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${answered - matching} unexpected statuses`,
    );
  }
  return {
    rps: answered / seconds,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: (after - before) / Math.max(1, answered),
  };
}

/** Checks once that a server answers a target with its status. */
export async function check(server: Server, target: Target): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${server.port}${target.path}`, { headers: target.headers });
  await res.arrayBuffer();
  if (res.status !== target.status) {
    throw new Error(`${server.name} answered ${res.status} to ${target.name}, expected ${target.status}`);
  }
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of each measure over several runs. */
export function summarise(samples: readonly Sample[]): Sample {
  return {
    rps: median(samples.map((s) => s.rps)),
    mean: median(samples.map((s) => s.mean)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    cpuPerRequest: median(samples.map((s) => s.cpuPerRequest)),
  };
}

/** CPUs, CPU model, Node version and load average, for the record. */
export function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? 'unknown CPU';
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${cpus().length} × ${model}, Node ${process.version}, ${process.platform}, load average ${load}`;
}
