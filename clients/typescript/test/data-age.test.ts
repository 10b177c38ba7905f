/**
 * The age of the data (issue #33): the server sends `X-Data-Age: <seconds>` beside
 * `X-Data-Status` (`ok`, `stale` or `unavailable`) and `X-Data-Fetched-At`. Checked against a stub
 * node:http server on 127.0.0.1 that sends those headers, so the client does not wait for the
 * server to send them: the client's `dataAgeSeconds`, and the CLI's `--verbose` line in words.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageInWords } from '../src/cli/session';
import { createWorldMonitor } from '../src/index';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const AGE_SECONDS = 129 * 86_400 + 7200;
const BODY = { monitoring: { currentPpm: 426.5 } };

let stub: Server;
let url: string;
let status = 'stale';

beforeAll(async () => {
  stub = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-data-status': status,
      'x-data-fetched-at': '2026-03-20T06:00:00.000Z',
      'x-data-age': String(AGE_SECONDS),
    });
    response.end(JSON.stringify(BODY));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
});

describe('the age of the data', () => {
  it('is in the client’s response metadata, with a stale status', async () => {
    const answer = await createWorldMonitor({ baseUrl: url }).climate.getCo2Monitoring();
    expect(answer.data).toEqual(BODY);
    expect(answer.dataAgeSeconds).toBe(AGE_SECONDS);
    expect(answer.dataStatus).toBe('stale');
    expect(answer.dataFetchedAt).toBe('2026-03-20T06:00:00.000Z');
  });

  it('is shown in words by the CLI’s --verbose line', async () => {
    status = 'ok';
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', CLI, 'get', 'climate', 'get-co2-monitoring', '--verbose'],
        { cwd: REPO, env: { PATH: process.env.PATH ?? '', HOME: REPO, WORLDMONITOR_URL: url } },
        (error, _stdout, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr: err }),
      );
    });
    expect(code).toBe(0);
    expect(stderr).toBe('status 200 · data ok · fetched 2026-03-20T06:00:00.000Z · 129 days old\n');
  });

  it('reads in its largest whole unit', () => {
    expect(ageInWords(0)).toBe('0 seconds old');
    expect(ageInWords(1)).toBe('1 second old');
    expect(ageInWords(59)).toBe('59 seconds old');
    expect(ageInWords(60)).toBe('1 minute old');
    expect(ageInWords(3 * 3600 + 59 * 60)).toBe('3 hours old');
    expect(ageInWords(86_400)).toBe('1 day old');
    expect(ageInWords(AGE_SECONDS)).toBe('129 days old');
  });
});
