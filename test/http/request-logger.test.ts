/**
 * `lazyChildLogger` (src/http/request-logger.ts): a request's pino child is made only when a call
 * at an enabled level needs it; disabled-level calls are dropped without one; a route log level or
 * a logger that is not pino gets its child at once.
 */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from '../../src/http/request-logger';

/** A stream that keeps every JSON line written to it. */
function collector(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { stream, lines };
}

/** The request logger as pino answers it (FastifyBaseLogger leaves `isLevelEnabled` out). */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/** Pino's numeric level of `warn`. */
const WARN = 40;

let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
});

describe('lazyChildLogger in a Fastify app', () => {
  it('drops info calls at level warn and writes warn calls with the request id', async () => {
    const { stream, lines } = collector();
    app = Fastify({
      logger: { level: 'warn', stream },
      childLoggerFactory: lazyChildLogger,
      genReqId: () => 'req-fixed-1',
    });
    app.get('/quiet', async (request) => {
      request.log.info({ detail: 'hidden' }, 'quiet route');
      request.log.debug('also hidden');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 'shown' }, 'loud route');
      return { ok: true };
    });

    const quiet = await app.inject({ url: '/quiet' });
    expect(quiet.statusCode).toBe(200);
    expect(lines).toEqual([]);

    const loud = await app.inject({ url: '/loud' });
    expect(loud.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: WARN,
      reqId: 'req-fixed-1',
      detail: 'shown',
      msg: 'loud route',
    });
  });
});

describe('lazyChildLogger called directly', () => {
  /** A real pino parent at level warn writing to a collector, with its `child` spied on. */
  function parentLogger() {
    const { stream, lines } = collector();
    app = Fastify({ logger: { level: 'warn', stream } });
    const parent = app.log;
    const child = vi.spyOn(parent, 'child');
    return { parent, child, lines };
  }

  /** Invokes the factory as Fastify does: `this` is the app, the raw request last. */
  function make(parent: FastifyBaseLogger, options: { level?: string } = {}): LevelAware {
    const raw = new IncomingMessage(new Socket());
    const log = lazyChildLogger.call(app as FastifyInstance, parent, { reqId: 'r-1' }, options, raw);
    return log as LevelAware;
  }

  it('makes no child for calls at disabled levels', () => {
    const { parent, child, lines } = parentLogger();
    const log = make(parent);
    log.info('dropped');
    log.debug({ a: 1 }, 'dropped');
    log.trace('dropped');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('makes exactly one child on the first enabled call and reuses it', () => {
    const { parent, child, lines } = parentLogger();
    const log = make(parent);
    log.info('dropped');
    log.warn('first');
    log.error({ code: 7 }, 'second');
    log.fatal('third');
    log.info('still dropped by the child');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child.mock.calls[0]?.[0]).toEqual({ reqId: 'r-1' });
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['first', 'r-1'],
      ['second', 'r-1'],
      ['third', 'r-1'],
    ]);
    expect(lines[1]).toMatchObject({ level: 50, code: 7 });
  });

  it("reports the parent's level and enabled levels before a child exists", () => {
    const { parent, child } = parentLogger();
    const log = make(parent);
    expect(log.level).toBe('warn');
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
    parent.level = 'error';
    expect(log.level).toBe('error');
    expect(log.isLevelEnabled('warn')).toBe(false);
    expect(child).not.toHaveBeenCalled();
  });

  it('makes the child when asked for a grandchild and binds both sets of bindings', () => {
    const { parent, child, lines } = parentLogger();
    const log = make(parent);
    const grandchild = log.child({ step: 'auth' });
    // A pino child inherits the spied `child` from its parent: the request child is made on the
    // parent, the grandchild on that request child.
    expect(child.mock.contexts[0]).toBe(parent);
    expect(child.mock.calls[0]?.[0]).toEqual({ reqId: 'r-1' });
    expect(child.mock.contexts[1]).toBe(child.mock.results[0]?.value);
    expect(child.mock.calls[1]?.[0]).toEqual({ step: 'auth' });
    expect(child).toHaveBeenCalledTimes(2);
    grandchild.warn('from the grandchild');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', step: 'auth', msg: 'from the grandchild' });
  });

  it('gives a request with a route log level its child at once', () => {
    const { parent, child, lines } = parentLogger();
    const log = make(parent, { level: 'info' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(log).toBe(child.mock.results[0]?.value);
    log.info('written at the route level');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', msg: 'written at the route level' });
  });

  it('calls child() eagerly on a logger without isLevelEnabled', () => {
    const noop = () => undefined;
    const plain: FastifyBaseLogger = {
      level: 'info',
      fatal: noop,
      error: noop,
      warn: noop,
      info: noop,
      debug: noop,
      trace: noop,
      silent: noop,
      child: () => plain,
    };
    const child = vi.spyOn(plain, 'child');
    const log = make(plain);
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r-1' }, {});
    expect(log).toBe(plain);
  });
});
