/**
 * The example deployment in `deploy/` stays in step with the program: every variable its env files
 * and compose file set is one the program declares (`.env.example` is generated from the
 * declarations), every role the units and compose run is an npm script running the same command,
 * and every compose service of the app is health-checked on the readiness endpoint. The compose
 * file itself is not run here (containers cannot be pulled on the test machines).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READY_PATH } from '../../src/platform/health-routes';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const declared = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const compose = read('deploy/compose.yaml');
const UNITS = ['deploy/systemd/worldmonitor-api@.service', 'deploy/systemd/worldmonitor-worker.service'];

describe('deploy/', () => {
  it.each(['deploy/api.env', 'deploy/worker.env'])('%s sets only declared variables', (file) => {
    const names = [...read(file).matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((n) => !declared.has(n))).toEqual([]);
  });

  it('compose sets only declared variables', () => {
    const block = compose.slice(compose.indexOf('x-container-env:'), compose.indexOf('services:'));
    const names = [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
    expect(names).toContain('STORE');
    expect(names.filter((n) => !declared.has(n))).toEqual([]);
  });

  it('runs roles that are npm scripts running the same command', () => {
    const roles = [
      ...UNITS.flatMap((u) => [...read(u).matchAll(/^ExecStart=\/usr\/bin\/node dist\/main\.js (\w+)$/gm)]),
      ...compose.matchAll(/command: \["node", "dist\/main\.js", "(\w+)"\]/g),
    ].map((m) => m[1] ?? '');
    expect(roles.sort()).toEqual(['serve', 'serve', 'serve', 'worker', 'worker']);
    for (const role of new Set(roles)) expect(scripts[role]).toBe(`node dist/main.js ${role}`);
  });

  it('health-checks two API processes and one worker on the readiness endpoint, beside Redis', () => {
    const services = compose.slice(compose.indexOf('services:'), compose.indexOf('\nvolumes:'));
    const blocks = new Map(
      services
        .split(/^(?= {2}[a-z0-9-]+:$)/m)
        .slice(1)
        .map((block) => [block.slice(2, block.indexOf(':')), block]),
    );
    expect([...blocks.keys()]).toEqual(['redis', 'api-1', 'api-2', 'worker']);
    const anchor = compose.slice(compose.indexOf('x-app: &app'), compose.indexOf('x-container-env'));
    expect(anchor).toContain(`http://127.0.0.1:8080${READY_PATH}`);
    for (const name of ['api-1', 'api-2', 'worker']) expect(blocks.get(name)).toContain('<<: *app');
    expect(blocks.get('redis')).toContain('redis-cli');
    expect(compose).toMatch(/not exercised by the test suite/i);
  });
});
