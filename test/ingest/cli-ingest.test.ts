import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runIngestCommand } from '../../src/cli/ingest';
import { loadConfig } from '../../src/config';
import { SAMPLE_ROUTES } from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

/** Every `<SOURCE>_BASE_URL` variable documented in .env.example. */
function baseUrlVariables(): string[] {
  const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  return [...text.matchAll(/^([A-Z0-9_]+_BASE_URL)=/gm)].map((m) => m[1]!);
}

function io() {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (c: Buffer) => out.push(c.toString()));
  stderr.on('data', (c: Buffer) => err.push(c.toString()));
  return { io: { stdout, stderr }, out: () => out.join(''), err: () => err.join('') };
}

describe('npm run ingest', () => {
  let up: Upstream;
  let env: Record<string, string>;
  beforeEach(async () => {
    up = await startUpstream(SAMPLE_ROUTES);
    env = {
      // Every upstream of every job points at the local server: no test reaches the internet.
      ...Object.fromEntries(baseUrlVariables().map((name) => [name, up.url])),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ingest-cli-')),
      LOG_LEVEL: 'silent',
      NOAA_GML_BASE_URL: up.url,
      FAA_NAS_BASE_URL: up.url,
      AVIATION_NEWS_FEEDS: `${up.url}/feed`,
      // arXiv asks for 3 s between calls, and its default searches are seven: 18 s of real pauses
      // in --all. One search makes no pause (the pause itself is tested with a fake sleep in
      // src/services/research/sources/arxiv/job.test.ts).
      ARXIV_CATEGORIES: 'cs.AI',
      ARXIV_QUERIES: 'none',
    };
  });
  afterEach(() => up.close());

  it('runs one job by id and prints the summary table', async () => {
    const c = io();
    const code = await runIngestCommand(['noaa-co2'], loadConfig(env, process.cwd()), c.io);
    expect(code).toBe(0);
    const lines = c.out().trim().split('\n');
    expect(lines[0]).toMatch(/^job\s+state\s+records\s+fetchedAt\s+error$/);
    expect(lines[2]).toMatch(/^noaa-co2\s+ok\s+17\s+2026-08-05T10:21:49\.000Z$/);
  });

  it('runs every job with --all and exits 1 when a configured job failed', async () => {
    const c = io();
    const code = await runIngestCommand(['--all'], loadConfig(env, process.cwd()), c.io);
    expect(code).toBe(1);
    const out = c.out();
    expect(out).toMatch(/noaa-co2\s+ok/);
    expect(out).toMatch(/faa-airport-delays\s+failed\s+-\s+-\s+HTTP 404/);
    expect(out).toMatch(/conflict-events\s+not_configured/);
    expect(out).toMatch(/arxiv-papers\s+failed\s+-\s+-\s+HTTP 404/);
  });

  it('accepts the snapshot key as the job name, refuses an unknown one and lists jobs', async () => {
    const ok = io();
    expect(await runIngestCommand(['climate:co2-monitoring'], loadConfig(env, process.cwd()), ok.io)).toBe(0);
    const bad = io();
    expect(await runIngestCommand(['nope'], loadConfig(env, process.cwd()), bad.io)).toBe(2);
    expect(bad.err()).toContain('Unknown job "nope"');
    const list = io();
    expect(await runIngestCommand(['--list'], loadConfig(env, process.cwd()), list.io)).toBe(0);
    expect(list.out()).toMatch(/conflict-events\s+conflict:dataset-events\s+1440 min\s+missing/);
  });
});
