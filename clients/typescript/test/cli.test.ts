/**
 * The `worldmonitor` command as a user runs it: a real process (the TypeScript entry run through
 * tsx) against a server listening on 127.0.0.1, checked through its stdout, stderr and exit status.
 * Snapshot data is synthetic test input.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotKey } from '../../../test/helpers/catalog';
import { OPERATIONS } from '../src/index';
import { type LiveServer, startLiveServer } from './live-server.test-helper';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const DAY = 86_400_000;
const ESC = '\u001b[';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let server: LiveServer;
let key: string;
let dir: string;

/** Runs the CLI with the given arguments and environment (no colour unless asked). */
function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: REPO,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: dir,
          WORLDMONITOR_URL: server.url,
          WORLDMONITOR_KEY: key,
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function direct(pathAndQuery: string, apiKey = key): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}${pathAndQuery}`, { headers: { 'x-service-key': apiKey } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'worldmonitor-cli-'));
  server = await startLiveServer({ env: { RATE_LIMITS: '0:1000,1:1000,2:1000,3:0' } });
  key = await server.createKey({ tier: 1 });
  const meta = { fetchedAt: new Date(Date.now() - 3_600_000).toISOString(), source: 'test' };
  await server.store.snapshots.publish(
    snapshotKey('climate:co2-monitoring'),
    { station: 'Synthetic station', co2Monthly: [{ year: 2026, month: 1, value: 426.5 }], ch4Monthly: [] },
    meta,
  );
  // One time for both events: two clock reads a millisecond apart would reorder them (newest first).
  const occurredAt = Date.now() - DAY;
  const event = (id: string, fatalities: number) => ({
    id,
    eventType: 'Battles',
    country: 'Synthetic country',
    countryCode: 'UA',
    location: { latitude: 1, longitude: 2 },
    occurredAt,
    fatalities,
    actors: ['Synthetic side'],
    source: 'Synthetic report',
  });
  // Five quakes an hour apart, with a long place name, for tables and paging.
  const quake = (i: number) => ({
    id: `q${i}`,
    place: `${10 + i} km north-north-east of a synthetic town with a very long name, Somewhere`,
    magnitude: 4 + i / 10,
    occurredAt: Date.parse('2026-11-20T08:47:00Z') - i * 3_600_000,
    latitude: 12.3456789,
    longitude: -45.6,
    depthKm: 10.0400009155,
    sourceUrl: `https://example.org/synthetic/quakes/${i}/a-long-address-of-the-event-page`,
  });
  await server.store.snapshots.publish(
    snapshotKey('seismology:earthquakes'),
    { feed: {}, earthquakes: [0, 1, 2, 3, 4].map(quake) },
    meta,
  );
  await server.store.snapshots.publish(
    snapshotKey('conflict:dataset-events'),
    { dataset: 'synthetic', events: [event('e1', 3), event('e2', 0)] },
    meta,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('worldmonitor CLI', () => {
  it('ops: one line per operation, method and path', async () => {
    const { code, stdout } = await run(['ops']);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    const all = Object.values(OPERATIONS).flatMap((s) => Object.values(s));
    expect(lines).toHaveLength(all.length);
    for (const line of lines)
      expect(line).toMatch(
        /^(GET|POST) \/api\/([a-z0-9-]+\/v1|v\d+\/[a-z0-9-]+)\/[a-z0-9-]+( {2}\(contract only\))?$/,
      );
    expect(lines).toContain('GET /api/climate/v1/get-co2-monitoring');
    expect(lines).toContain('POST /api/batch/v1/execute');
  });

  it('get: prints the answer as the server sends it; --jmespath projects it', async () => {
    const full = await run(['get', 'climate', 'get-co2-monitoring']);
    expect(full.code).toBe(0);
    expect(JSON.parse(full.stdout)).toEqual((await direct('/api/climate/v1/get-co2-monitoring')).body);
    const projected = await run([
      'get',
      'climate',
      'get-co2-monitoring',
      '--jmespath',
      'monitoring.currentPpm',
    ]);
    expect(projected.stdout.trim()).toBe('426.5');
    const arrays = await run([
      'get',
      'aviation',
      'get-airport-ops-summary',
      '--airports',
      'JFK',
      '--airports=LAX',
    ]);
    expect(JSON.parse(arrays.stdout)).toEqual(
      (await direct('/api/aviation/v1/get-airport-ops-summary?airports=JFK&airports=LAX')).body,
    );
  });

  it('get --table: a list answer as a table', async () => {
    const { code, stdout } = await run(['get', 'conflict', 'list-dataset-events', '--table'], {
      COLUMNS: '200',
    });
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header).toMatch(/^id\s+eventType\s+country/);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^e1\s+Battles\s+Synthetic country/);
  });

  it('get --table fits COLUMNS: readable times, compact coordinates, clipped cells, left-out columns named', async () => {
    const args = ['get', 'seismology', 'list-earthquakes', '--start', '2026-11-01', '--table'];
    const [narrow, wide, events] = await Promise.all([
      run(args, { COLUMNS: '100' }),
      run(args, { COLUMNS: '200' }),
      // --table is --format table; events carry a nested location and an array.
      run(['get', 'conflict', 'list-dataset-events', '--format', 'table'], { COLUMNS: '100' }),
    ]);
    expect(narrow.code).toBe(0);
    const lines = narrow.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(100);
    expect(lines[0]).toMatch(/^id\s+place\s+magnitude\s+depthKm\s+location\s+occurredAt\s+source$/);
    expect(lines[1]).toMatch(
      /^q0\s+10 km north-north-east of a synth…\s+4\s+10\.04\s+12\.3457,-45\.6\s+2026-11-20 08:47Z\s+usgs$/,
    );
    expect(lines[2]).toMatch(/^q1\s+11 km .*\s+4\.1\s+10\.04\s+12\.3457,-45\.6\s+2026-11-20 07:47Z\s+usgs$/);
    expect(narrow.stderr).toContain(
      'worldmonitor: left out to fit 100 columns: sourceUrl (--format json has all)',
    );
    const wideLines = wide.stdout.trimEnd().split('\n');
    for (const line of wideLines) expect([...line].length).toBeLessThanOrEqual(200);
    expect(wideLines[0]).toMatch(/occurredAt\s+sourceUrl\s+source$/);
    expect(wideLines[1]).toContain(' https://example.org/synthetic/quakes/0/a-long-a… ');
    expect(wide.stderr).not.toContain('left out');
    expect(events.stdout.split('\n')[1]).toMatch(
      /^e1\s+Battles\s+Synthetic cou…\s+1,2\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}Z\s+3\s+Synthetic side\s+Synthetic repo…$/,
    );
  });

  it('get --all walks every page through the cursor, with progress on stderr and a page limit', async () => {
    const base = ['get', 'seismology', 'list-earthquakes', '--start', '2026-11-01', '--page_size', '2'];
    const [all, csv, capped, refused, whole] = await Promise.all([
      run([...base, '--all']),
      run([...base, '--all', '--format', 'csv']),
      run([...base, '--all', '--max-pages', '2']),
      run(['get', 'climate', 'get-co2-monitoring', '--all', '--max-pages', '0']),
      fetch(`${server.url}/api/seismology/v1/list-earthquakes?start=2026-11-01&format=csv`, {
        headers: { 'x-service-key': key },
      }).then((res) => res.text()),
    ]);
    expect(all.code).toBe(0);
    const body = JSON.parse(all.stdout);
    expect(body.earthquakes.map((q: { id: string }) => q.id)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 5 });
    expect(all.stderr).toContain(
      'worldmonitor: page 1, 2 of 5 records…\nworldmonitor: page 2, 4 of 5 records…\nworldmonitor: page 3, 5 of 5 records\n',
    );
    // One CSV: the header once, then the records of every page, as the server writes one page of all.
    expect(csv.stdout).toBe(whole);
    expect(JSON.parse(capped.stdout).earthquakes).toHaveLength(4);
    expect(capped.stderr).toMatch(/stopped after 2 pages \(--max-pages 2\); more records remain/);
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stderr).violations.map((v: { field: string }) => v.field)).toEqual([
      'all',
      'max-pages',
    ]);
  });

  it('get --format csv|geojson prints the server’s CSV or GeoJSON as sent', async () => {
    const csv = await run(['get', 'conflict', 'list-dataset-events', '--format', 'csv']);
    expect(csv.code).toBe(0);
    const sent = await fetch(`${server.url}/api/conflict/v1/list-dataset-events?format=csv`, {
      headers: { 'x-service-key': key },
    });
    expect(csv.stdout).toBe(await sent.text());
    expect(csv.stdout.split('\r\n')[1]).toMatch(/^e1,Battles,Synthetic country/);
    const geo = await run(['get', 'conflict', 'list-dataset-events', '--format=geojson']);
    expect(JSON.parse(geo.stdout).features[0].geometry).toEqual({ type: 'Point', coordinates: [2, 1] });
    const refused = await run(['get', 'climate', 'get-co2-monitoring', '--format', 'csv']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr).violations[0].field).toBe('format');
    const bad = await run(['get', 'conflict', 'list-dataset-events', '--format', 'xml']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr)).toEqual({
      violations: [{ field: 'format', description: 'must be one of: json, table, csv, geojson' }],
    });
  });

  it('checks parameters before sending, with the server’s own violations', async () => {
    const args = ['--limit', '0', '--direction', 'SIDEWAYS', '--extra', '1'];
    const local = await run(['get', 'aviation', 'list-airport-flights', ...args]);
    expect(local.code).toBe(2);
    expect(local.stdout).toBe('');
    const server400 = await direct(
      '/api/aviation/v1/list-airport-flights?limit=0&direction=SIDEWAYS&extra=1',
    );
    expect(server400.status).toBe(400);
    expect(JSON.parse(local.stderr)).toEqual(server400.body);
  });

  it('prints the server’s error body and exits 1', async () => {
    const unknownKey = `wmk_${'D'.repeat(43)}`;
    const res = await run(['get', 'climate', 'get-co2-monitoring'], { WORLDMONITOR_KEY: unknownKey });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(JSON.parse(res.stderr)).toEqual(
      (await direct('/api/climate/v1/get-co2-monitoring', unknownKey)).body,
    );
    const free = await server.createKey({ tier: 0 });
    const tier = await run([
      'get',
      'resilience',
      'get-demographics-capability',
      '--country_code',
      'DE',
      '--key',
      free,
    ]);
    expect(tier.code).toBe(1);
    expect(JSON.parse(tier.stderr)).toMatchObject({ code: 'tier_required', requiredTier: 1, currentTier: 0 });
  });

  it('--verbose shows the data status and the rate-limit window', async () => {
    const res = await run(['get', 'climate', 'get-co2-monitoring', '--verbose']);
    expect(res.stderr).toMatch(
      /status 200 · data ok · fetched \S+ · (\d+ \w+ old · )?rate limit \d+\/1000, resets in \d+s/,
    );
  });

  it('refuses a stray word or an unknown option, naming it (exit 2), and sends nothing', async () => {
    const stray = await run(['get', 'sanctions', 'lookup-sanction-entity', 'Escobar']);
    expect(stray.code).toBe(2);
    expect(stray.stdout).toBe('');
    expect(stray.stderr).toBe(
      'worldmonitor: unexpected word "Escobar": get takes <service> <operation>; give parameters as --name value\n',
    );
    const after = await run(['get', 'sanctions', 'lookup-sanction-entity', '--q', 'Escobar', 'Pablo']);
    expect(after.code).toBe(2);
    expect(after.stderr).toContain('unexpected word "Pablo"');
    const option = await run(['health', '--jsn']);
    expect(option.code).toBe(2);
    expect(option.stderr).toBe(
      'worldmonitor: unknown option --jsn for health; it takes --json, --url, --key, --config, --help\n',
    );
    const param = await run(['get', 'climate', 'get-co2-monitoring', '--bogus', '1']);
    expect(param.code).toBe(2);
    expect(JSON.parse(param.stderr)).toEqual({
      violations: [{ field: 'bogus', description: 'is not a parameter of this operation' }],
    });
    const noValue = await run(['batch', 'operations.json', '--idempotency-key']);
    expect(noValue.code).toBe(2);
    expect(noValue.stderr).toBe('worldmonitor: --idempotency-key needs a value\n');
    expect((await run(['ops', 'extra'])).stderr).toContain('unexpected word "extra": ops takes no word');
  });

  it('reads the API and key from a config file', async () => {
    const file = join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({ url: server.url, key }));
    const res = await run(['get', 'climate', 'get-co2-monitoring', '--config', file], {
      WORLDMONITOR_URL: '',
      WORLDMONITOR_KEY: '',
    });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toHaveProperty('monitoring');
    const missing = await run(['health', '--config', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does not exist');
  });

  it('health: a table of datasets, coloured only where colour is wanted', async () => {
    const plain = await run(['health'], { NO_COLOR: '1', FORCE_COLOR: '1' });
    expect(plain.code).toBe(0);
    expect(plain.stdout).not.toContain(ESC);
    expect(plain.stdout).toMatch(
      /^status: degraded \(checked \S+\)\n\nDATASET\s+STATE\s+REFRESH\s+AGE\s+RECORDS/,
    );
    expect(plain.stdout).toMatch(/climate:co2-monitoring\s+ok\s+never_run\s+1h00m\s+1\s/);
    expect(plain.stdout).toMatch(/aviation:airport-delays\s+missing\s/);
    const piped = await run(['health']);
    expect(piped.stdout).not.toContain(ESC);
    const coloured = await run(['health'], { FORCE_COLOR: '1' });
    expect(coloured.stdout).toContain(`${ESC}32mok${ESC}39m`);
    expect(coloured.stdout).toContain(`${ESC}31mmissing${ESC}39m`);
  });

  it('batch: runs a file, exits 1 when an operation failed, replays with an idempotency key', async () => {
    const file = join(dir, 'batch.json');
    writeFileSync(
      file,
      JSON.stringify({
        operations: [
          { id: 'co2', path: '/api/climate/v1/get-co2-monitoring?jmespath=monitoring.currentPpm' },
          { id: 'events', path: '/api/conflict/v1/list-dataset-events' },
        ],
      }),
    );
    const ok = await run(['batch', file, '--idempotency-key', 'cli-test-1', '--verbose']);
    expect(ok.code).toBe(0);
    const body = JSON.parse(ok.stdout);
    expect(body).toMatchObject({
      succeeded: 2,
      failed: 0,
      results: [{ id: 'co2', status: 200, body: 426.5 }, { id: 'events' }],
    });
    expect(ok.stderr).toContain('replayed false');
    const again = await run(['batch', file, '--idempotency-key', 'cli-test-1', '--verbose']);
    expect(again.stderr).toContain('replayed true');
    expect(JSON.parse(again.stdout)).toEqual(body);

    const failing = join(dir, 'failing.json');
    writeFileSync(failing, JSON.stringify([{ path: '/api/aviation/v1/list-airport-flights' }]));
    const bad = await run(['batch', failing]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      failed: 1,
      results: [{ id: '0', status: 400, error: 'bad_request', body: { violations: [{ field: 'airport' }] } }],
    });
  });

  it('has --help for each command and for an operation', async () => {
    for (const command of ['ops', 'get', 'health', 'batch', 'completion', 'help']) {
      const res = await run(command === 'help' ? ['help', 'help'] : [command, '--help']);
      expect(res.code, command).toBe(0);
      expect(res.stdout, command).toContain(`Usage: worldmonitor ${command}`);
      expect(res.stdout, command).toMatch(/\nExamples:\n {2}\S/);
    }
    const top = await run(['--help']);
    expect(top.stdout).toContain('Commands:');
    expect(top.stdout).toContain('Examples:\n  worldmonitor get seismology list-earthquakes');
    const op = await run(['get', 'aviation', 'list-airport-flights', '--help']);
    expect(op.stdout).toContain(
      'Examples:\n  worldmonitor get aviation list-airport-flights --airport JFK --table\n  worldmonitor get aviation list-airport-flights --airport JFK --format csv\n',
    );
    expect(op.stdout).toContain('--airport (string, required)');
    expect(op.stdout).toContain(
      'one of: FLIGHT_DIRECTION_DEPARTURE, FLIGHT_DIRECTION_ARRIVAL, FLIGHT_DIRECTION_BOTH',
    );
    const unknown = await run(['frobnicate']);
    expect(unknown.code).toBe(2);
  });

  it('completes commands, services, operations and enum values in bash', async () => {
    const script = (await run(['completion', 'bash'])).stdout;
    const shim = `worldmonitor() { ${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(CLI)} "$@"; }`;
    const complete = (words: string[]) =>
      new Promise<string[]>((resolve, reject) => {
        const program = [
          shim,
          script,
          `COMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')})`,
          `COMP_CWORD=${words.length - 1}`,
          '_worldmonitor',
          `printf '%s\\n' "\${COMPREPLY[@]}"`,
        ].join('\n');
        execFile('bash', ['-c', program], { cwd: REPO }, (error, stdout) =>
          error ? reject(error) : resolve(stdout.split('\n').filter(Boolean)),
        );
      });
    expect(await complete(['worldmonitor', 'he'])).toEqual(['health', 'help']);
    expect(await complete(['worldmonitor', 'get', 'avi'])).toEqual(['aviation']);
    expect(await complete(['worldmonitor', 'get', 'aviation', 'list-airport-'])).toEqual([
      'list-airport-delays',
      'list-airport-flights',
    ]);
    expect(
      await complete(['worldmonitor', 'get', 'aviation', 'list-airport-flights', '--direction', '']),
    ).toEqual(['FLIGHT_DIRECTION_DEPARTURE', 'FLIGHT_DIRECTION_ARRIVAL', 'FLIGHT_DIRECTION_BOTH']);
    expect(await complete(['worldmonitor', 'get', 'aviation', 'list-airport-flights', '--li'])).toEqual([
      '--limit',
    ]);
  });
});
