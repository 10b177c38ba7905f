/**
 * A fault inside the cached-GET lane never takes the server down: before anything is sent the
 * request goes to Fastify's handler, after a complete answer it stays answered, and the fault is
 * logged either way.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedGetLane, type CachedGetLaneDeps, laneServerFactory } from '../../src/http/cached-get-lane';
import type { GetAnswerer } from '../../src/http/get-answer';
import { OperationHandoffs } from '../../src/http/operation-handoff';
import type { BoundHandler } from '../../src/services/handler';
import { operation } from '../helpers/catalog';

const OP = operation('GetCo2Monitoring');
const BODY = Buffer.from('{"ok":true}');
/** Any credential: the steps here admit every caller (the lane only needs one to be sent). */
const KEYED = { headers: { 'x-service-key': 'any' } };

function laneDeps(overrides: Partial<CachedGetLaneDeps>, errors: unknown[]): CachedGetLaneDeps {
  const answer = {
    response: {
      data: { status: 'ok', fetchedAt: '2026-01-01T00:00:00.000Z' },
      cacheControl: 'public, max-age=60',
    },
    sendable: { bytes: BODY, etag: '"e"' },
  };
  return {
    byPath: new Map([[OP.path, { op: OP } as BoundHandler]]),
    answerer: { peek: () => answer } as unknown as GetAnswerer,
    steps: [
      (call) => {
        call.caller = { id: 'ip:test' } as never;
        return undefined;
      },
    ],
    handoffs: new OperationHandoffs(),
    corsOrigins: '*',
    clientIp: () => '127.0.0.1',
    overloaded: () => false,
    metrics: { record: () => undefined },
    log: {
      level: 'info',
      error: (fields: { err: unknown }) => errors.push(fields.err),
    } as unknown as FastifyBaseLogger,
    accessLine: () => undefined,
    ...overrides,
  };
}

describe('a fault in the cached-GET lane', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  async function serve(deps: CachedGetLaneDeps): Promise<string> {
    const lane = new CachedGetLane();
    lane.open(deps);
    const fallback = (_req: unknown, res: { writeHead(s: number): { end(b: string): void } }) =>
      res.writeHead(299).end('fastify');
    const server = laneServerFactory(lane)(fallback as never, {
      keepAliveTimeout: 1000,
      requestTimeout: 5000,
      connectionTimeout: 5000,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}${OP.path}`;
  }

  it('hands the request to Fastify when nothing was sent yet', async () => {
    const errors: unknown[] = [];
    const fault = new Error('peek failed');
    const url = await serve(
      laneDeps(
        {
          answerer: {
            peek: () => {
              throw fault;
            },
          } as unknown as GetAnswerer,
        },
        errors,
      ),
    );
    const res = await fetch(url, KEYED);
    expect(res.status).toBe(299);
    expect(await res.text()).toBe('fastify');
    expect(errors).toEqual([fault]);
  });

  it('keeps a complete answer when the fault comes after it', async () => {
    const errors: unknown[] = [];
    const fault = new Error('metrics failed');
    const url = await serve(
      laneDeps(
        {
          metrics: {
            record: () => {
              throw fault;
            },
          },
        },
        errors,
      ),
    );
    const res = await fetch(url, KEYED);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BODY);
    expect(errors).toEqual([fault]);
    // The server still answers.
    expect((await fetch(url, KEYED)).status).toBe(200);
  });
});
