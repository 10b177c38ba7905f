/**
 * `npm run bench [-- --quick]`: our server against a bare `node:http` server answering the same
 * pre-recorded bytes, each in its own process on 127.0.0.1, alternated A B A B per scenario
 * (median of the pairs). Prints requests/s, p50/p99 latency, the server's CPU µs per request, and
 * the ratio ours ÷ bare. Starts and stops both servers itself. `--breakdown` measures instead what
 * each step of the pipeline costs (bench/breakdown.ts). See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBreakdown } from './breakdown';
import {
  CONNECTIONS,
  check,
  load,
  machine,
  pinClient,
  type Sample,
  type Server,
  startServer,
  stopServer,
  summarise,
  type Target,
} from './harness';
import type { BareRoute, RecordedResponse } from './ipc';

/** Run shape: full by default (about 2 minutes), `--quick` for a smoke run (about 25 s). */
export const FULL = { pairs: 7, seconds: 2, warmupSeconds: 1 } as const;
export const QUICK = { pairs: 2, seconds: 1, warmupSeconds: 0.5 } as const;
/** Target of the cached-GET ratio ours ÷ bare. */
export const TARGET_RATIO = 0.7;

const CO2_PATH = '/api/climate/v1/get-co2-monitoring';
const PROJECTION = 'monitoring.{current: currentPpm, trend: trend12m[*].ppm}';
const PROJECTED_PATH = `${CO2_PATH}?jmespath=${encodeURIComponent(PROJECTION)}`;

/** Headers Node's http server writes by itself. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

async function record(url: string, headers: Record<string, string>): Promise<RecordedResponse> {
  const res = await fetch(url, { headers });
  const allHeaders: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!NODE_WRITES.has(name)) allHeaders[name] = value;
  });
  return {
    allHeaders,
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json; charset=utf-8',
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
    etag: res.headers.get('etag') ?? undefined,
    cacheControl: res.headers.get('cache-control') ?? undefined,
  };
}

function row(name: string, bare: Sample, ours: Sample): string {
  const f = (n: number, d = 0) => n.toFixed(d);
  return `| ${name} | ${f(bare.rps)} | ${f(ours.rps)} | **${f(ours.rps / bare.rps, 2)}** | ${f(bare.mean, 2)} / ${f(bare.p50)} / ${f(bare.p99)} | ${f(ours.mean, 2)} / ${f(ours.p50)} / ${f(ours.p99)} | ${f(bare.cpuPerRequest, 1)} | ${f(ours.cpuPerRequest, 1)} | ${f(bare.cpuPerRequest / ours.cpuPerRequest, 2)} |`;
}

async function compare(shape: typeof FULL | typeof QUICK): Promise<void> {
  const pinning = pinClient();
  const key = randomBytes(24).toString('base64url');
  const servers: Server[] = [];
  const cleanups: (() => void)[] = [];
  try {
    const ours = await startServer('ours', 'our-server.ts', { BENCH_OPERATOR_KEY: key });
    servers.push(ours);
    const base = `http://127.0.0.1:${ours.port}`;
    const withKey = { 'x-service-key': key };
    const cached = await record(`${base}${CO2_PATH}`, withKey);
    const routes: Record<string, BareRoute> = {
      [CO2_PATH]: { ok: cached, unauthorized: await record(`${base}${CO2_PATH}`, {}) },
      [PROJECTED_PATH]: {
        ok: await record(`${base}${PROJECTED_PATH}`, withKey),
        unauthorized: await record(`${base}${PROJECTED_PATH}`, {}),
      },
    };
    const bare = await startServer('bare', 'bare-server.ts', { BENCH_BARE_ROUTES: JSON.stringify(routes) });
    servers.push(bare);
    // Ours with the default settings: LOG_LEVEL=info, one access-log line per request to its stdout
    // (a file here, as `npm start > log` would).
    const logDir = mkdtempSync(join(tmpdir(), 'worldmonitor-bench-log-'));
    const logFd = openSync(join(logDir, 'ours.log'), 'w');
    cleanups.push(() => {
      closeSync(logFd);
      rmSync(logDir, { recursive: true, force: true });
    });
    const oursDefault = await startServer(
      'ours, default settings',
      'our-server.ts',
      { BENCH_OPERATOR_KEY: key, BENCH_LOG_LEVEL: 'info' },
      logFd,
    );
    servers.push(oursDefault);
    const bareAllHeaders = await startServer('bare, our headers', 'bare-server.ts', {
      BENCH_BARE_ROUTES: JSON.stringify(routes),
      BENCH_BARE_ALL_HEADERS: '1',
    });
    servers.push(bareAllHeaders);
    const targets: Target[] = [
      { name: 'cached GET', path: CO2_PATH, headers: withKey, status: 200 },
      { name: 'GET with projection', path: PROJECTED_PATH, headers: withKey, status: 200 },
      {
        name: '304',
        path: CO2_PATH,
        headers: { ...withKey, 'if-none-match': cached.etag ?? '' },
        status: 304,
      },
      { name: '401 (no key)', path: CO2_PATH, headers: {}, status: 401 },
    ];
    const bodyBytes = Buffer.from(cached.body, 'base64').length;
    process.stdout.write(
      `machine: ${machine()}\nrun: ${shape.pairs} pairs × ${shape.seconds} s per server, ${CONNECTIONS} connections, cached body ${bodyBytes} bytes, ${pinning}\n\n`,
    );
    const lines: string[] = [];
    let cachedRatio = Number.NaN;
    // The four scenarios against the floor, then the cached GET against a bare server sending
    // every header ours sends (what the pipeline costs, apart from the headers it writes).
    // Last, the cached GET with a tier-1 user key: key cache and rate limiter on every request.
    const userTarget: Target = {
      name: 'cached GET, tier-1 user key',
      path: CO2_PATH,
      headers: { 'x-service-key': ours.userKey ?? '' },
      status: 200,
    };
    // [row, target, baseline, server under test]
    const runs: [string, Target, Server, Server][] = [
      ...targets.map((t): [string, Target, Server, Server] => [t.name, t, bare, ours]),
      ['cached GET, bare sending our headers', targets[0]!, bareAllHeaders, ours],
      [userTarget.name, userTarget, bare, ours],
      ['cached GET, default settings (access log at info)', targets[0]!, bare, oursDefault],
    ];
    for (const [name, target, baseline, tested] of runs) {
      for (const server of [baseline, tested]) await check(server, target);
      for (const server of [baseline, tested]) await load(server, target, shape.warmupSeconds);
      const samples: Record<string, Sample[]> = { bare: [], ours: [] };
      for (let pair = 0; pair < shape.pairs; pair++) {
        samples.bare!.push(await load(baseline, target, shape.seconds));
        samples.ours!.push(await load(tested, target, shape.seconds));
      }
      const [bareSummary, ourSummary] = [summarise(samples.bare!), summarise(samples.ours!)];
      if (target === targets[0] && baseline === bare && tested === ours)
        cachedRatio = ourSummary.rps / bareSummary.rps;
      lines.push(row(name, bareSummary, ourSummary));
      process.stdout.write(`${lines.at(-1)}\n`);
    }
    process.stdout.write(
      `\n| scenario | bare req/s | ours req/s | ours ÷ bare | bare latency mean / p50 / p99 ms | ours latency mean / p50 / p99 ms | bare CPU µs/req | ours CPU µs/req | CPU bare ÷ ours |\n|---|---|---|---|---|---|---|---|---|\n${lines.join('\n')}\n\ntarget for the cached GET: ours ÷ bare ≥ ${TARGET_RATIO}; measured ${cachedRatio.toFixed(2)}: ${cachedRatio >= TARGET_RATIO ? 'met' : 'NOT met'}\nmachine after the run: ${machine()}\n`,
    );
  } finally {
    await Promise.all(servers.map(stopServer));
    for (const cleanup of cleanups) cleanup();
  }
}

const quick = process.argv.includes('--quick');
const run = process.argv.includes('--breakdown') ? runBreakdown(quick) : compare(quick ? QUICK : FULL);
run.catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
