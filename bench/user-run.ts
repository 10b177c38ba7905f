/**
 * `npm run bench:user`: the server as a user runs it — `npm start` with default settings (only
 * PORT and a fresh DATA_DIR set) — measured in one run:
 *
 * - start: spawn of `npm start` → first 200 of `/api/version`, every bundled dataset loaded;
 * - RSS of the server's node process (not npm's), idle, after 100k cached GETs, and at the end;
 * - cached `GET /api/aviation/v1/list-airport-delays` req/s against a bare `node:http` server
 *   answering the same bytes, and against a plain Fastify server with its default settings
 *   (`servers/fastify-peer.ts`, logger on): all on CPU 1 (`taskset -c 1`), autocannon on CPU 0,
 *   10 connections, 3 s per run, 7 rounds alternating bare → ours → peer, medians;
 * - a batch of 20 cached operations ÷ one cached GET, wall time per request over one connection.
 *
 * The servers' stdout (their logs) goes to files in a temporary folder, as `npm start > log` would.
 * Options: `--rounds N`, `--seconds S`, `--quick` (2 rounds of 1 s, 20k GETs for the RSS figure).
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BATCH_PATH, BATCHED_OPERATIONS } from './batch-operations';
import {
  canPin,
  machine,
  median,
  pinClient,
  SERVER_CPU,
  type Server,
  startServer,
  stopServer,
} from './harness';
import type { BareRoute, RecordedResponse } from './ipc';

/** The cached GET the issue measured (3,257 bytes with the bundled FAA capture). */
const CACHED_PATH = '/api/aviation/v1/list-airport-delays';
/** Load shape of the method. */
const CONNECTIONS = 10;
const FULL = { rounds: 7, seconds: 3, rssRequests: 100_000 } as const;
const QUICK = { rounds: 2, seconds: 1, rssRequests: 20_000 } as const;
/** How long the server is left alone before its idle RSS is read. */
const IDLE_SETTLE_MS = 2000;
/** Longest wait for the first 200 of /api/version. */
const START_TIMEOUT_MS = 30_000;
/** Interval of the readiness poll. */
const POLL_MS = 5;
/** One-connection timing of the batch: rounds of `seconds` each. */
const BATCH_ROUNDS = 3;
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** A process measured from /proc (our server runs under npm, without an IPC channel). */
interface Measured {
  name: string;
  port: number;
  pid: number;
}

/** One load run. */
interface Run {
  rps: number;
  p50: number;
  p99: number;
  cpuMicrosPerRequest: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** VmRSS of a process, in MB (MiB). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** User + system CPU time of a process so far, in µs. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5) (utime, stime), counted from field 3 here.
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
}

/** The descendant of `root` whose command line runs `dist/main.js` (npm → sh → node). */
function serverPid(root: number): number | undefined {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (pid !== root && cmdline.some((a) => a.endsWith('dist/main.js'))) return pid;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return undefined;
}

async function answers200(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Starts `npm start` like a user (pinned to SERVER_CPU); resolves once /api/version answers 200. */
async function startUserServer(dataDir: string, logFd: number) {
  const port = await freePort();
  // Default settings: nothing of this shell's environment but what npm and node need to run.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    PORT: String(port),
  };
  const npm = ['npm', 'start'];
  const started = performance.now();
  const child = canPin()
    ? spawn('taskset', ['-c', String(SERVER_CPU), ...npm], { env, stdio: ['ignore', logFd, logFd] })
    : spawn(npm[0]!, npm.slice(1), { env, stdio: ['ignore', logFd, logFd] });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!(await answers200(`http://127.0.0.1:${port}/api/version`))) {
    if (exited) throw new Error('npm start exited before answering; see its log');
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error('npm start did not answer in time');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const startMs = performance.now() - started;
  const pid = serverPid(child.pid ?? -1);
  if (pid === undefined) throw new Error('could not find the node process of npm start');
  return { child, port, pid, startMs };
}

/** A recorded answer, as the bare and peer servers replay it. */
async function record(url: string, headers: Record<string, string>): Promise<RecordedResponse> {
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json; charset=utf-8',
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
    etag: res.headers.get('etag') ?? undefined,
    cacheControl: res.headers.get('cache-control') ?? undefined,
  };
}

/** One autocannon run against a server; every answer must be a 200. */
async function load(
  target: Measured,
  headers: Record<string, string>,
  run: { seconds?: number; amount?: number },
) {
  const before = cpuMicros(target.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${CACHED_PATH}`,
    headers,
    connections: CONNECTIONS,
    ...(run.amount ? { amount: run.amount } : { duration: run.seconds ?? 1 }),
  });
  const cpu = cpuMicros(target.pid) - before;
  const answered = result.requests.total;
  if (result.errors > 0 || result.timeouts > 0 || result['2xx'] !== answered) {
    throw new Error(
      `${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${answered - result['2xx']} not 200`,
    );
  }
  return {
    rps: run.amount ? answered / (result.duration || 1) : answered / (run.seconds ?? 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosPerRequest: cpu / Math.max(1, answered),
  } satisfies Run;
}

/** Sends one request over the agent's single connection; resolves with the status and body. */
function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** µs of wall time per request for `seconds` of back-to-back requests over one connection. */
async function perRequest(seconds: number, once: () => Promise<void>): Promise<number> {
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < seconds * 1000) {
    await once();
    n++;
  }
  return ((performance.now() - start) * 1000) / n;
}

/** Batch of BATCHED_OPERATIONS ÷ one cached GET, over one keep-alive connection. */
async function batchRatio(port: number, key: string, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const auth = { 'x-service-key': key };
  const body = JSON.stringify({ operations: BATCHED_OPERATIONS.map((path, i) => ({ id: String(i), path })) });
  const batchHeaders = { ...auth, 'content-type': 'application/json' };
  try {
    const first = await send(agent, port, 'POST', BATCH_PATH, batchHeaders, body);
    const parsed = JSON.parse(first.body.toString('utf8')) as { succeeded?: number };
    if (first.status !== 200 || parsed.succeeded !== BATCHED_OPERATIONS.length) {
      throw new Error(
        `the batch must succeed whole: ${first.status} ${first.body.toString('utf8').slice(0, 300)}`,
      );
    }
    const get = async () => {
      const res = await send(agent, port, 'GET', CACHED_PATH, auth);
      if (res.status !== 200) throw new Error(`GET answered ${res.status}`);
    };
    const batch = async () => {
      const res = await send(agent, port, 'POST', BATCH_PATH, batchHeaders, body);
      if (res.status !== 200) throw new Error(`batch answered ${res.status}`);
    };
    await perRequest(0.5, get);
    await perRequest(0.5, batch);
    const gets: number[] = [];
    const batches: number[] = [];
    for (let round = 0; round < BATCH_ROUNDS; round++) {
      gets.push(await perRequest(seconds, get));
      batches.push(await perRequest(seconds, batch));
    }
    return { get: median(gets), batch: median(batches) };
  } finally {
    agent.destroy();
  }
}

function stopUserServer(server: { child: ReturnType<typeof spawn>; pid: number }): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      resolve();
    }, 15_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // The node process itself: npm does not forward signals reliably to its grandchild.
    process.kill(server.pid, 'SIGTERM');
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string' },
      seconds: { type: 'string' },
      quick: { type: 'boolean', default: false },
    },
  });
  const shape = values.quick ? QUICK : FULL;
  const rounds = Number(values.rounds ?? shape.rounds);
  const seconds = Number(values.seconds ?? shape.seconds);
  const pinning = pinClient();
  const work = mkdtempSync(join(tmpdir(), 'worldmonitor-user-run-'));
  const dataDir = join(work, 'data');
  const logs = { ours: openSync(join(work, 'ours.log'), 'w'), peer: openSync(join(work, 'peer.log'), 'w') };
  const helpers: Server[] = [];
  let ours: Awaited<ReturnType<typeof startUserServer>> | undefined;
  try {
    process.stdout.write(
      `machine: ${machine()}\n${pinning}; ${rounds} rounds × ${seconds} s, ${CONNECTIONS} connections\n`,
    );
    ours = await startUserServer(dataDir, logs.ours);
    const target: Measured = { name: 'ours (npm start)', port: ours.port, pid: ours.pid };
    const key = readFileSync(join(dataDir, 'first-key.txt'), 'utf8').trim();
    const headers = { 'x-service-key': key };
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    const rssIdle = rssMb(ours.pid);

    const ok = await record(`http://127.0.0.1:${ours.port}${CACHED_PATH}`, headers);
    if (ok.status !== 200) throw new Error(`the cached GET answered ${ok.status}`);
    const routes: Record<string, BareRoute> = {
      [CACHED_PATH]: { ok, unauthorized: await record(`http://127.0.0.1:${ours.port}${CACHED_PATH}`, {}) },
    };
    const env = { BENCH_BARE_ROUTES: JSON.stringify(routes) };
    const bareServer = await startServer('bare', 'bare-server.ts', env);
    helpers.push(bareServer);
    const minimalServer = await startServer('minimal bare', 'minimal-bare.mjs', env);
    helpers.push(minimalServer);
    const peerServer = await startServer('fastify peer', 'fastify-peer.ts', env, logs.peer);
    helpers.push(peerServer);
    // Under taskset the child's pid is node's own once taskset has exec'd it.
    const bare: Measured = { name: 'bare node:http', port: bareServer.port, pid: bareServer.child.pid ?? -1 };
    const minimal: Measured = {
      name: 'minimal node:http',
      port: minimalServer.port,
      pid: minimalServer.child.pid ?? -1,
    };
    const peer: Measured = {
      name: 'plain Fastify, defaults',
      port: peerServer.port,
      pid: peerServer.child.pid ?? -1,
    };

    await load(target, headers, { amount: shape.rssRequests });
    const rssAfter = rssMb(ours.pid);

    const runs: Record<string, Run[]> = { bare: [], minimal: [], ours: [], peer: [] };
    // One warm-up run each.
    for (const server of [bare, minimal, target, peer]) await load(server, headers, { seconds: 1 });
    for (let round = 0; round < rounds; round++) {
      runs.bare!.push(await load(bare, headers, { seconds }));
      runs.minimal!.push(await load(minimal, headers, { seconds }));
      runs.ours!.push(await load(target, headers, { seconds }));
      runs.peer!.push(await load(peer, headers, { seconds }));
      const r = (k: string) => runs[k]!.at(-1)!.rps.toFixed(0);
      process.stdout.write(
        `round ${round + 1}: bare ${r('bare')}, minimal ${r('minimal')}, ours ${r('ours')}, peer ${r('peer')} req/s\n`,
      );
    }
    const rssLoaded = rssMb(ours.pid);
    const batch = await batchRatio(ours.port, key, seconds);

    const med = (k: string, f: (r: Run) => number) => median(runs[k]!.map(f));
    // The yardstick of each round is the faster of the two bare servers.
    const yardstick = runs.bare!.map((r, i) => Math.max(r.rps, runs.minimal![i]!.rps));
    const ratios = runs.ours!.map((r, i) => r.rps / yardstick[i]!);
    const peerRatios = runs.peer!.map((r, i) => r.rps / yardstick[i]!);
    const bareRatio = (k: string) => median(runs[k]!.map((r, i) => r.rps / yardstick[i]!)).toFixed(2);
    const line = (name: string, k: string, ratio: string) =>
      `| ${name} | ${med(k, (r) => r.rps).toFixed(0)} | ${ratio} | ${med(k, (r) => r.p50)} / ${med(k, (r) => r.p99)} | ${med(k, (r) => r.cpuMicrosPerRequest).toFixed(1)} |`;
    const bodyBytes = Buffer.from(ok.body, 'base64').length;
    process.stdout.write(
      [
        '',
        `cached GET ${CACHED_PATH} (${bodyBytes} bytes), ${CONNECTIONS} connections, median of ${rounds} rounds of ${seconds} s`,
        '',
        '| server | req/s | ÷ bare: the faster bare server of each round (median of per-round ratios) | latency p50 / p99 ms | CPU µs/req |',
        '|---|---|---|---|---|',
        line('bare node:http (bench/servers/bare-server.ts, tsx)', 'bare', bareRatio('bare')),
        line(
          'minimal node:http (bench/servers/minimal-bare.mjs, plain node)',
          'minimal',
          bareRatio('minimal'),
        ),
        line('ours, `npm start`, default settings', 'ours', `**${median(ratios).toFixed(2)}**`),
        line('plain Fastify, default settings (logger on)', 'peer', median(peerRatios).toFixed(2)),
        '',
        '| what | measured |',
        '|---|---|',
        `| \`npm start\` → first 200 of /api/version | ${(ours.startMs / 1000).toFixed(2)} s |`,
        `| server RSS, idle, bundled data loaded | ${rssIdle.toFixed(0)} MB |`,
        `| server RSS after ${shape.rssRequests.toLocaleString('en')} cached GETs | ${rssAfter.toFixed(0)} MB |`,
        `| server RSS after the ratio runs | ${rssLoaded.toFixed(0)} MB |`,
        `| batch of ${BATCHED_OPERATIONS.length} cached operations ÷ one cached GET (one connection) | ${(batch.batch / batch.get).toFixed(2)} (${batch.batch.toFixed(0)} µs vs ${batch.get.toFixed(0)} µs) |`,
        '',
        `machine after the run: ${machine()}`,
        '',
      ].join('\n'),
    );
  } finally {
    await Promise.all(helpers.map(stopServer));
    if (ours) await stopUserServer(ours);
    closeSync(logs.ours);
    closeSync(logs.peer);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
