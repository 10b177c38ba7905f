/**
 * `npm run bench:log`: the server log's destination, the project's batching one
 * (src/http/log-destination.ts) against pino's own asynchronous destination with a buffer and a
 * flush timer (`pino.destination({ minLength: 4096, sync: false })`, flushed every 200 ms). Two
 * copies of our server (bench/servers/our-server.ts) at the default log level `info` (one access
 * line per request), each writing its log to a file as `npm start > log` would, answer the cached
 * CO2 GET; runs alternate between them, and the medians of req/s and of the server's CPU µs per
 * request are printed. Options: `--rounds N`, `--seconds S`.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  check,
  load,
  machine,
  pinClient,
  type Sample,
  type Server,
  startServer,
  stopServer,
  summarise,
} from './harness';

const CO2_PATH = '/api/climate/v1/get-co2-monitoring';
const DESTINATIONS = ['buffered', 'pino'] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string' }, seconds: { type: 'string' } } });
  const rounds = Number(values.rounds ?? 7);
  const seconds = Number(values.seconds ?? 2);
  const pinning = pinClient();
  const key = randomBytes(24).toString('base64url');
  const work = mkdtempSync(join(tmpdir(), 'worldmonitor-log-bench-'));
  const servers = new Map<string, Server>();
  const logs = new Map<string, { fd: number; file: string }>();
  try {
    process.stdout.write(`machine: ${machine()}\n${pinning}; ${rounds} rounds × ${seconds} s\n`);
    for (const destination of DESTINATIONS) {
      const file = join(work, `${destination}.log`);
      const fd = openSync(file, 'w');
      logs.set(destination, { fd, file });
      const env = { BENCH_OPERATOR_KEY: key, BENCH_LOG_LEVEL: 'info', BENCH_LOG_DESTINATION: destination };
      servers.set(destination, await startServer(destination, 'our-server.ts', env, fd));
    }
    const target = { name: 'cached GET', path: CO2_PATH, headers: { 'x-service-key': key }, status: 200 };
    const samples = new Map<string, Sample[]>(DESTINATIONS.map((d) => [d, []]));
    for (const server of servers.values()) {
      await check(server, target);
      await load(server, target, 1);
    }
    for (let round = 0; round < rounds; round++) {
      for (const destination of DESTINATIONS) {
        samples.get(destination)!.push(await load(servers.get(destination)!, target, seconds));
      }
    }
    const rows = DESTINATIONS.map((d) => {
      const s = summarise(samples.get(d)!);
      const bytes = statSync(logs.get(d)!.file).size;
      return `| ${d} | ${s.rps.toFixed(0)} | ${s.cpuPerRequest.toFixed(1)} | ${(bytes / 1e6).toFixed(1)} MB |`;
    });
    process.stdout.write(
      [
        '',
        `cached GET ${CO2_PATH}, log level info (one access line per request), median of ${rounds} rounds of ${seconds} s`,
        '',
        '| destination | req/s | CPU µs/req | log written |',
        '|---|---|---|---|',
        ...rows,
        '',
        `machine after the run: ${machine()}`,
        '',
      ].join('\n'),
    );
  } finally {
    await Promise.all([...servers.values()].map(stopServer));
    for (const { fd } of logs.values()) closeSync(fd);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
