/**
 * The access log: one pino line per request at `info`, with method, route (not the URL), status,
 * duration, request id and caller id, and never the credential; none below `info`; and the
 * server's asynchronous destination loses no line when the app closes.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_LOG_MESSAGE,
  type AnsweredRequestLine,
  formatAccessLine,
  UNMATCHED_ROUTE,
} from '../../src/http/access-log';
import { pinoBaseBindings } from '../../src/http/log-destination';
import { Capture } from '../helpers/capture';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

const CO2_PATH = '/api/climate/v1/get-co2-monitoring';
/** A public operation: an anonymous caller is identified by its IP. */
const QUAKES_PATH = '/api/seismology/v1/list-earthquakes';

/** The parsed lines of a capture. */
function lines(capture: Capture): Record<string, unknown>[] {
  return capture
    .text()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('access log', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('writes exactly one line per request, with the route and caller, never the key', async () => {
    const logs = new Capture();
    t = await buildTestApp({ deps: { logger: { level: 'info', stream: logs } } });
    const userKey = await t.createKey({ tier: 1 });
    const requests = [
      { url: `${CO2_PATH}?jmespath=monitoring`, headers: { 'x-service-key': TEST_OPERATOR_KEY } },
      { url: CO2_PATH, headers: { 'x-service-key': userKey } },
      { url: `${QUAKES_PATH}?page_size=5`, headers: {} },
      { url: `${CO2_PATH}?secret=${userKey}`, headers: { 'x-service-key': 'wmk_not-a-real-key' } },
      { url: '/api/version', headers: {} },
      { url: '/no/such/route?x=1', headers: {} },
    ];
    const answers: LightMyRequestResponse[] = [];
    for (const r of requests) answers.push(await t.app.inject({ url: r.url, headers: r.headers }));

    const written = lines(logs);
    expect(written.map((l) => l.msg)).toEqual(requests.map(() => ACCESS_LOG_MESSAGE));
    const routes = [CO2_PATH, CO2_PATH, QUAKES_PATH, CO2_PATH, '/api/version', UNMATCHED_ROUTE];
    written.forEach((line, i) => {
      const answer = answers[i]!;
      expect(line).toMatchObject({ level: 30, method: 'GET', route: routes[i], status: answer.statusCode });
      expect(line.reqId).toBe(answer.headers['x-request-id']);
      expect(typeof line.ms).toBe('number');
      expect(line.ms as number).toBeGreaterThanOrEqual(0);
      expect(typeof line.time).toBe('number');
    });
    // Callers by id: the operator key's hash prefix, the user key's id, the anonymous client's IP.
    expect(typeof written[0]!.caller).toBe('string');
    expect(written[1]!.caller).toMatch(/^[\w-]+$/);
    expect(written[2]!.caller).toBe('ip:127.0.0.1');
    // A wrong key is refused before any caller exists.
    expect(written[3]!.status).toBe(401);
    expect(written[3]).not.toHaveProperty('caller');

    const text = logs.text();
    for (const secret of [TEST_OPERATOR_KEY, userKey, 'wmk_not-a-real-key', 'jmespath', 'secret=']) {
      expect(text.includes(secret), `${secret} in the log`).toBe(false);
    }
    expect(text).not.toContain('incoming request');
    expect(text).not.toContain('request completed');
  });

  it('writes no line per request below info', async () => {
    const logs = new Capture();
    t = await buildTestApp({ deps: { logger: { level: 'warn', stream: logs } } });
    await t.app.inject({ url: CO2_PATH, headers: { 'x-service-key': TEST_OPERATOR_KEY } });
    await t.app.inject({ url: '/api/version' });
    expect(logs.text()).toBe('');
  });
});

/** Longest wait for the child process, in ms: tsx loads the whole app, slower on a busy machine. */
const CHILD_TIMEOUT_MS = 60_000;

describe("the server's log destination", () => {
  it('writes every line to stdout by the time the app has closed', { timeout: CHILD_TIMEOUT_MS * 2 }, () => {
    const helper = fileURLToPath(new URL('./access-log.test-helper.ts', import.meta.url));
    const requests = 50;
    const child = spawnSync(process.execPath, ['--import', 'tsx', helper, String(requests)], {
      encoding: 'utf8',
      timeout: CHILD_TIMEOUT_MS,
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const written = child.stdout
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = written.filter((l) => l.msg === ACCESS_LOG_MESSAGE);
    expect(access).toHaveLength(2 * requests);
    expect(access.slice(0, requests).every((l) => l.route === '/api/version' && l.status === 200)).toBe(true);
    const gets = access.slice(requests);
    expect(gets.every((l) => l.route === CO2_PATH && l.status === 200 && l.caller !== undefined)).toBe(true);
    expect(new Set(gets.map((l) => l.reqId)).size).toBe(requests);
  });

  it("writes the cached-GET lane's lines byte for byte as pino writes them", () => {
    const capture = new Capture();
    const app = Fastify({ logger: { level: 'info', stream: capture } });
    const cases: AnsweredRequestLine[] = [
      { reqId: 'abc-1', method: 'GET', route: CO2_PATH, status: 200, ms: 0.12, caller: 'key_01ABC' },
      { reqId: 'abc-2', method: 'GET', route: CO2_PATH, status: 304, ms: 3 },
      {
        reqId: 'x.y_z',
        method: 'GET',
        route: QUAKES_PATH,
        status: 200,
        ms: 12.5,
        caller: 'sub:"quoted" \\ é ✓',
      },
    ];
    const built: string[] = [];
    for (const line of cases) {
      app.log.info(line, ACCESS_LOG_MESSAGE);
      const written = capture.text().split('\n').at(-2) ?? '';
      const time = (JSON.parse(written) as { time: number }).time;
      built.push(formatAccessLine(pinoBaseBindings(), time, line));
    }
    expect(built.join('')).toBe(capture.text());
  });
});
