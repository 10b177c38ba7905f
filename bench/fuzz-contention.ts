/**
 * The contention phase of `npm run fuzz` (bench/fuzz.ts): the app listens on 127.0.0.1 (an
 * ephemeral port); three heavy callers each keep two costly requests in flight — the issue's
 * expression and variants of it, every tenth one a batch of 20 — while two ordinary callers keep
 * two plain requests each in flight and time them. Reports the ordinary requests' latency and how
 * many were shed (503), what the heavy callers got, and the longest event-loop stall. The app's
 * clock follows real time meanwhile, so the callers' projection budgets refill as they would.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FuzzApp } from '../test/fuzz/fuzz-app';
import { TEST_OPERATOR_KEY } from '../test/helpers/test-app';

const DIGITS = "['0','1','2','3','4','5','6','7','8','9']";
const STAGE = '[@,@,@,@,@,@,@,@,@,@][]';

/** The expression and variants of it; `i` makes each one new (no cached outcome). */
export function costlyVariant(i: number): string {
  const variants = [
    `${DIGITS}[*].{k: pad_right(@, \`3000\`)} | ${STAGE} | ${STAGE} | [@,@,@,@,@][] | sort_by(@, &k) | [0].k | length(@)`,
    `${DIGITS}[*].{k: pad_left(@, \`12800\`)} | ${STAGE} | ${STAGE} | sort_by(@, &k) | [0].k | length(@)`,
    `${DIGITS}[*].{k: pad_left(@, \`3000\`)} | ${STAGE} | ${STAGE} | max_by(@, &k) | length(k)`,
    `${DIGITS}[*].pad_left(@, \`1000\`) | ${STAGE} | ${STAGE} | sort(@) | length(@)`,
    `[pad_left('x', \`1000000\`)] | ${STAGE} | [*].trim_right(join('', [@, 'x'])) | length(@)`,
    `alerts[*].[$.alerts[*].[$.alerts[*].to_string(@)]] | length(@)`,
    `${DIGITS}[*].{k: pad_left(@, \`3000\`)} | ${STAGE} | ${STAGE} | group_by(@, &k) | length(keys(@))`,
  ];
  return `${variants[i % variants.length]} | [\`${i}\`][0]`;
}

const ORDINARY_PATHS = [
  '/api/aviation/v1/list-airport-delays',
  '/api/climate/v1/get-co2-monitoring',
  '/api/supply-chain/v1/list-pipelines',
  '/api/climate/v1/list-climate-disasters',
  '/api/climate/v1/get-co2-monitoring?jmespath=keys(%40)',
];
const HEAVY_PATH = '/api/aviation/v1/list-airport-delays';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}

/** Runs the contention phase for `seconds` and reports what the ordinary and heavy callers got. */
export async function runContention(f: FuzzApp, seconds: number) {
  await f.t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
  const heavyKeys = [TEST_OPERATOR_KEY, await f.t.createKey({ tier: 3 }), await f.t.createKey({ tier: 3 })];
  const ordinaryKeys = [await f.t.createKey({ tier: 3 }), await f.t.createKey({ tier: 3 })];
  // Let start-up settle first: the load shedder's first sample would otherwise cover it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const clock = setInterval(() => f.advance(50), 50);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let shed = 0;
  const heavyStatuses: Record<string, number> = {};
  let n = 0;

  const heavy = async (key: string) => {
    while (performance.now() < end) {
      const i = n++;
      const expression = costlyVariant(i);
      const url = `${HEAVY_PATH}?jmespath=${encodeURIComponent(expression)}`;
      const res =
        i % 10 === 9
          ? await fetch(`${base}/api/batch/v1/execute`, {
              method: 'POST',
              headers: { 'x-service-key': key, 'content-type': 'application/json' },
              body: JSON.stringify({
                operations: Array.from({ length: 20 }, (_, k) => ({
                  id: String(k),
                  path: `${HEAVY_PATH}?jmespath=${encodeURIComponent(costlyVariant(i * 20 + k + 1_000_000))}`,
                })),
              }),
            })
          : await fetch(`${base}${url}`, { headers: { 'x-service-key': key } });
      await res.arrayBuffer();
      const label = i % 10 === 9 ? `batch ${res.status}` : String(res.status);
      heavyStatuses[label] = (heavyStatuses[label] ?? 0) + 1;
    }
  };
  const ordinary = async (key: string) => {
    for (let i = 0; performance.now() < end; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${ORDINARY_PATHS[i % ORDINARY_PATHS.length]}`, {
        headers: { 'x-service-key': key },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status === 503) shed++;
    }
  };
  await Promise.all([
    ...heavyKeys.flatMap((k) => [heavy(k), heavy(k)]),
    ...ordinaryKeys.flatMap((k) => [ordinary(k), ordinary(k)]),
  ]);
  clearInterval(clock);
  loop.disable();
  latencies.sort((a, b) => a - b);
  return {
    ordinary: {
      count: latencies.length,
      shed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
    },
    heavy: { count: Object.values(heavyStatuses).reduce((a, b) => a + b, 0), statuses: heavyStatuses },
    stallMs: loop.max / 1e6,
  };
}
