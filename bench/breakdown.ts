/**
 * `npm run bench -- --breakdown [--quick]`: what each step of the request pipeline costs, in server
 * CPU µs per cached GET. Each variant is the app buildApp builds (bench/servers/composed-server.ts)
 * with some optional parts switched on; variants run in turn, round after round. Each variant's figure is its
 * best round (least CPU per request): on a shared machine other processes only ever add to it,
 * so the best round is the closest to the step's own cost.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { OPTIONAL_PARTS } from '../src/app';
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
  type Target,
} from './harness';

/** Rounds and seconds per variant and round. */
export const BREAKDOWN_FULL = { rounds: 7, seconds: 1 } as const;
export const BREAKDOWN_QUICK = { rounds: 2, seconds: 1 } as const;

/** The optional parts of app.ts's pipeline (`OPTIONAL_PARTS`), in its order. */
const APP_PARTS = [...OPTIONAL_PARTS];

const VARIANTS: Record<string, { parts: string[]; env?: Record<string, string> }> = {
  'authenticate + entitle only (routing, validation, response cache, send)': { parts: [] },
  '+ request-id, security-headers, cors': { parts: ['request-id', 'security-headers', 'cors'] },
  '+ load-shedding': { parts: ['load-shedding'] },
  '+ rate-limit': { parts: ['rate-limit'] },
  '+ metrics': { parts: ['metrics'] },
  '+ access-log (level info: one line per request)': {
    parts: ['access-log'],
    env: { BENCH_LOG_LEVEL: 'info' },
  },
  'all parts, level warn (as npm start with LOG_LEVEL=warn)': { parts: APP_PARTS },
  'all parts, level info (as npm start)': { parts: APP_PARTS, env: { BENCH_LOG_LEVEL: 'info' } },
};

/** Runs the breakdown and prints one table. */
export async function runBreakdown(quick: boolean): Promise<void> {
  const shape = quick ? BREAKDOWN_QUICK : BREAKDOWN_FULL;
  const pinning = pinClient();
  const key = randomBytes(24).toString('base64url');
  const target: Target = {
    name: 'cached GET',
    path: '/api/climate/v1/get-co2-monitoring',
    headers: { 'x-service-key': key },
    status: 200,
  };
  const servers: Server[] = [];
  const devNull = openSync('/dev/null', 'w');
  try {
    for (const [name, { parts, env }] of Object.entries(VARIANTS)) {
      const server = await startServer(
        name,
        'composed-server.ts',
        {
          BENCH_OPERATOR_KEY: key,
          BENCH_STEPS: parts.join(','),
          ...env,
        },
        // The lines are written as they would be, to a file rather than this terminal.
        env ? devNull : 'inherit',
      );
      servers.push(server);
      await check(server, target);
      await load(server, target, 1);
    }
    process.stdout.write(
      `machine: ${machine()}\nrun: ${shape.rounds} rounds × ${shape.seconds} s per variant, ${CONNECTIONS} connections, ${pinning}\n\n`,
    );
    const samples = new Map<Server, Sample[]>(servers.map((s) => [s, []]));
    for (let round = 0; round < shape.rounds; round++) {
      // Each round starts one variant later, so no variant is always first after a pause.
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(round + i) % servers.length]!;
        samples.get(server)!.push(await load(server, target, shape.seconds));
      }
    }
    const best = (server: Server) =>
      samples.get(server)!.reduce((a, b) => (b.cpuPerRequest < a.cpuPerRequest ? b : a));
    const none = best(servers[0]!);
    const lines = servers.map((server) => {
      const s = best(server);
      const delta = s.cpuPerRequest - none.cpuPerRequest;
      return `| ${server.name} | ${s.cpuPerRequest.toFixed(1)} | ${server === servers[0] ? '—' : `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`} | ${s.rps.toFixed(0)} |`;
    });
    process.stdout.write(
      `| variant | CPU µs/req (best round) | vs no step | req/s (same round) |\n|---|---|---|---|\n${lines.join('\n')}\n\nmachine after the run: ${machine()}\n`,
    );
  } finally {
    await Promise.all(servers.map(stopServer));
    closeSync(devNull);
  }
}
