/**
 * The status page's model: how a health entry and its job's cadence read (condition, note, next
 * run), the access words and the /docs anchors of operations.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUN_TIMEOUT_MS } from '../../src/ingest/runner';
import type { AnyIngestJob } from '../../src/ingest/types';
import type { DatasetHealth, Health } from '../../src/platform/health';
import {
  buildStatusModel,
  describeAccess,
  docsAnchor,
  formatDuration,
  STALE_AFTER_CADENCES,
  type StatusInput,
} from '../../src/platform/status-page-model';
import { CATALOG } from '../../src/services';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const jobs = CATALOG.createJobs({});
const jobOf = (key: string): AnyIngestJob => {
  const job = jobs.find((j) => j.key.name === key);
  if (!job) throw new Error(`no job for ${key}`);
  return job;
};
/** Keyless, every 5 min plus up to 1 min. */
const QUAKES = jobOf('seismology:earthquakes');
/** Needs EIA_API_KEY, absent here. */
const EIA = jobOf('economic:eia-spr-stocks');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

function entry(key: string, patch: Partial<DatasetHealth>): DatasetHealth {
  return {
    key,
    state: 'ok',
    fetchedAt: ago(60_000),
    ageSeconds: 60,
    freshForSeconds: null,
    recordCount: 12,
    source: 'upstream',
    lastError: null,
    lastAttemptAt: ago(60_000),
    lastSuccessAt: ago(60_000),
    failedAttempts: 0,
    refresh: 'ok',
    ...patch,
  };
}

function model(datasets: DatasetHealth[], overrides: Partial<StatusInput> = {}) {
  const health: Health = { status: 'degraded', checkedAt: NOW.toISOString(), datasets };
  return buildStatusModel({
    now: NOW,
    health,
    store: { mode: 'sqlite', up: true, error: null, ready: true, dataLoaded: true },
    version: { build: '9.9.9', contractVersion: '1.0.0', node: 'v20' },
    jobs,
    operations: CATALOG.registry.operations,
    serviceOfKey: new Map([[QUAKES.key.name, 'seismology']]),
    docsPath: '/docs',
    ...overrides,
  });
}

const one = (d: DatasetHealth) => model([d]).datasets[0];

describe('dataset conditions', () => {
  it('reads a refreshed dataset as ok, with its service and next run from the cadence', () => {
    const row = one(entry(QUAKES.key.name, {}));
    expect(row).toMatchObject({ condition: 'ok', service: 'seismology', cadenceMs: QUAKES.schedule.everyMs });
    expect(row.nextRun).toEqual({
      kind: 'estimated',
      earliest: new Date(Date.parse(ago(60_000)) + QUAKES.schedule.everyMs).toISOString(),
      latest: new Date(
        Date.parse(ago(60_000)) + QUAKES.schedule.everyMs + QUAKES.schedule.jitterMs,
      ).toISOString(),
      overdue: false,
    });
  });

  it('reads a failed refresh as failing, saying whether older data is still served', () => {
    const failing = { state: 'stale', refresh: 'stale', failedAttempts: 4, lastError: 'HTTP 503' } as const;
    expect(one(entry(QUAKES.key.name, failing))).toMatchObject({
      condition: 'failing',
      healthState: 'stale',
      note: '4 failed runs in a row; serving the last good data',
    });
    const noData = one(entry(QUAKES.key.name, { ...failing, fetchedAt: null, ageSeconds: null }));
    expect(noData.note).toBe('4 failed runs in a row; no data to serve');
  });

  it('reads a dataset as stale once its last success is older than the allowed cadences', () => {
    const { everyMs, jitterMs } = QUAKES.schedule;
    const limit = STALE_AFTER_CADENCES * (everyMs + jitterMs);
    expect(one(entry(QUAKES.key.name, { lastSuccessAt: ago(limit) })).condition).toBe('ok');
    const stale = one(entry(QUAKES.key.name, { lastSuccessAt: ago(limit + 1000) }));
    expect(stale.condition).toBe('stale');
    expect(stale.note).toBe('no successful refresh for 12 min; expected every 5 min');
  });

  it('marks the next run overdue only after its latest start plus a run time box', () => {
    const { everyMs, jitterMs } = QUAKES.schedule;
    const timeBox = QUAKES.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
    const at = (msAgo: number) => one(entry(QUAKES.key.name, { lastAttemptAt: ago(msAgo) })).nextRun;
    expect(at(everyMs + jitterMs + timeBox)).toMatchObject({ overdue: false });
    expect(at(everyMs + jitterMs + timeBox + 1000)).toMatchObject({ overdue: true });
  });

  it('reads a keyed source without its credential as not configured, never scheduled', () => {
    const row = one(
      entry(EIA.key.name, {
        refresh: 'not_configured',
        lastAttemptAt: null,
        lastSuccessAt: null,
        source: 'bundled:eia/stocks.json',
      }),
    );
    expect(row.condition).toBe('not_configured');
    expect(row.note).toBe('credential not set; serving the bundled capture');
    expect(row.nextRun).toEqual({ kind: 'not_scheduled', reason: 'never: credential not set' });
  });

  it('believes the runner over this process: a worker may hold a credential the API lacks', () => {
    const row = one(entry(EIA.key.name, {}));
    expect(row.condition).toBe('ok');
    expect(row.nextRun).toMatchObject({ kind: 'estimated', overdue: false });
  });

  it('reads a dataset without data or runs as missing, first run pending', () => {
    const row = one(
      entry(QUAKES.key.name, {
        state: 'missing',
        fetchedAt: null,
        ageSeconds: null,
        refresh: 'never_run',
        lastAttemptAt: null,
        lastSuccessAt: null,
      }),
    );
    expect(row).toMatchObject({ condition: 'missing', nextRun: { kind: 'first_run' } });
  });

  it('says when no job refreshes a dataset', () => {
    const row = one(entry('intelligence:market-implications', { refresh: 'never_run' }));
    expect(row.nextRun).toEqual({ kind: 'not_scheduled', reason: 'no job refreshes this dataset here' });
  });

  it('counts conditions; the store not answering makes the page down', () => {
    const m = model([entry(QUAKES.key.name, {}), entry(QUAKES.key.name, { refresh: 'stale' })]);
    expect(m.counts).toMatchObject({ ok: 1, failing: 1, stale: 0 });
    expect(m.overall).toBe('degraded');
    const store = { mode: 'redis', up: false, error: 'refused', ready: false, dataLoaded: true } as const;
    const down = model([entry(QUAKES.key.name, {})], { store });
    expect(down.overall).toBe('down');
    expect(down.datasets).toHaveLength(1);
  });
});

describe('failures that share a cause', () => {
  const failing = (key: string, lastError: string) =>
    entry(key, { state: 'stale', refresh: 'stale', failedAttempts: 2, lastError });
  const offline = (host: string) =>
    `request to https://${host}/x failed: fetch failed: getaddrinfo ENOTFOUND ${host}`;

  it('groups datasets failing for one network cause, and leaves a failure of its own alone', () => {
    const m = model([
      failing('a:one', offline('a.example')),
      failing('b:two', offline('b.example')),
      failing('c:three', offline('c.example')),
      failing('d:own', 'request to https://d.example/x failed: HTTP 503'),
      entry(QUAKES.key.name, {}),
    ]);
    expect(m.failureGroups).toEqual([
      { cause: 'no network (DNS lookup failed)', keys: ['a:one', 'b:two', 'c:three'] },
    ]);
    const byKey = new Map(m.datasets.map((d) => [d.key, d]));
    expect(byKey.get('a:one')?.group).toBe('no network (DNS lookup failed)');
    expect(byKey.get('d:own')?.group).toBeUndefined();
    expect(byKey.get(QUAKES.key.name)?.group).toBeUndefined();
  });

  it('does not group a cause only one dataset has', () => {
    const m = model([failing('a:one', offline('a.example')), failing('d:own', 'HTTP 503')]);
    expect(m.failureGroups).toEqual([]);
    expect(m.datasets.every((d) => d.group === undefined)).toBe(true);
  });
});

describe('operations', () => {
  it("says where each operation's data comes from, beside the datasets it reads", () => {
    const quakes = model([]).operations.find((o) => o.id === 'ListEarthquakes');
    expect(quakes?.availability).toMatch(/^keyless upstream \(.+\)$/);
    expect(quakes?.datasets).toEqual(['seismology:earthquakes']);
    const keyed = model([]).operations.find((o) => o.availability.startsWith('needs '));
    expect(keyed?.availability).toMatch(/^needs [A-Z_]+/);
  });

  it('lists every operation with a link to its /docs anchor', () => {
    const m = model([]);
    expect(m.operations).toHaveLength(CATALOG.registry.operations.length);
    const op = CATALOG.registry.operations.find((o) => o.tag === 'Supply Chain');
    expect(op).toBeDefined();
    if (!op) return;
    expect(docsAnchor(op)).toBe(`tag/supply-chain/GET${op.path}`);
    expect(m.operations.find((o) => o.id === op.id)?.docsHref).toBe(`/docs/#tag/supply-chain/GET${op.path}`);
  });

  it.each([
    ['public', false, 'public'],
    ['key', false, 'API key'],
    [{ minTier: 1 }, false, 'tier 1+ (pro) and a paid subscription'],
    [{ scope: 'company_monitoring:write' }, false, 'API key with scope company_monitoring:write'],
    [{ subscription: 'paid' }, true, 'paid subscription, or a bearer token'],
  ] as const)('describes access %j in words', (access, bearer, words) => {
    expect(describeAccess(access, bearer)).toBe(words);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45_400, '45 s'],
    [61_000, '1 min'],
    [3_725_000, '1 h 2 min'],
    [3 * 86_400_000 + 4 * 3_600_000 + 59_000, '3 d 4 h'],
    [86_400_000 + 30_000, '1 d'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
