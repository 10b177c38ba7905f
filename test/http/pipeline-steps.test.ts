/**
 * `pipelineHook` (src/http/pipeline.ts, DESIGN §3): steps run in order as one callback hook,
 * synchronously while every step is, waiting only on a step's promise; ANSWERED ends the request
 * there; a thrown error or a rejected promise becomes the error response.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { registerErrorHandling } from '../../src/http/error-handler';
import { ANSWERED, pipelineHook, type Step } from '../../src/http/pipeline';

/** A promise the test settles by hand. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending microtask and one macrotask run. */
const flush = () => new Promise<void>((r) => setImmediate(r));

/** A step that records its name and returns nothing. */
const record =
  (order: string[], name: string): Step =>
  () => {
    order.push(name);
    return undefined;
  };

/** Calls the hook directly (steps here never read the request or reply). */
function runHook(steps: Step[], done: (err?: Error) => void): void {
  pipelineHook(steps)({} as FastifyRequest, {} as FastifyReply, done);
}

/** A bare app with the pipeline as its onRequest hook and one route that records itself. */
function appWith(steps: Step[], order: string[]): FastifyInstance {
  const app = Fastify();
  registerErrorHandling(app, () => []);
  app.addHook('onRequest', pipelineHook(steps));
  app.get('/r', async () => {
    order.push('handler');
    return { ok: true };
  });
  return app;
}

describe('pipelineHook called directly', () => {
  it('runs synchronous steps in order with no microtask between them and calls done synchronously', () => {
    const order: string[] = [];
    const first: Step = () => {
      order.push('a');
      queueMicrotask(() => order.push('microtask'));
      return undefined;
    };
    let doneCalls = 0;
    runHook([first, record(order, 'b'), record(order, 'c')], (err) => {
      expect(err).toBeUndefined();
      doneCalls += 1;
      order.push('done');
    });
    // Still inside the same synchronous turn: the queued microtask has not run yet.
    expect(order).toEqual(['a', 'b', 'c', 'done']);
    expect(doneCalls).toBe(1);
  });

  it('runs the step after an async one only once its promise settles, then the rest synchronously', async () => {
    const order: string[] = [];
    const gate = deferred<undefined>();
    const waiting: Step = () => {
      order.push('wait');
      return gate.promise;
    };
    let doneCalls = 0;
    runHook([record(order, 'a'), waiting, record(order, 'b'), record(order, 'c')], () => {
      doneCalls += 1;
    });
    expect(order).toEqual(['a', 'wait']);
    await flush();
    expect(order).toEqual(['a', 'wait']);
    expect(doneCalls).toBe(0);
    gate.resolve(undefined);
    await flush();
    expect(order).toEqual(['a', 'wait', 'b', 'c']);
    expect(doneCalls).toBe(1);
  });

  it('stops at ANSWERED, returned directly or through a promise, without calling done', async () => {
    const order: string[] = [];
    let doneCalls = 0;
    runHook([record(order, 'a'), () => ANSWERED, record(order, 'never')], () => {
      doneCalls += 1;
    });
    runHook([record(order, 'b'), () => Promise.resolve(ANSWERED), record(order, 'never')], () => {
      doneCalls += 1;
    });
    await flush();
    expect(order).toEqual(['a', 'b']);
    expect(doneCalls).toBe(0);
  });

  it('passes a thrown error and a rejection to done exactly once, skipping later steps', async () => {
    const order: string[] = [];
    const errors: (Error | undefined)[] = [];
    const thrown = new ApiError('UNAUTHENTICATED');
    const rejected = new ApiError('RATE_LIMITED', { retryAfterSeconds: 3 });
    runHook(
      [
        () => {
          throw thrown;
        },
        record(order, 'never'),
      ],
      (err) => errors.push(err),
    );
    expect(errors).toEqual([thrown]);
    runHook([() => Promise.reject(rejected), record(order, 'never')], (err) => errors.push(err));
    await flush();
    expect(errors).toEqual([thrown, rejected]);
    expect(order).toEqual([]);
  });

  it('calls done once with no error for an empty list', () => {
    const calls: (Error | undefined)[] = [];
    runHook([], (err) => calls.push(err));
    expect(calls).toEqual([undefined]);
  });
});

describe('pipelineHook in a Fastify app', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('runs every step in order, then the handler', async () => {
    const order: string[] = [];
    app = appWith([record(order, 'a'), record(order, 'b'), record(order, 'c')], order);
    const res = await app.inject({ url: '/r' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(order).toEqual(['a', 'b', 'c', 'handler']);
  });

  it('continues after a promise step with the synchronous steps, then the handler', async () => {
    const order: string[] = [];
    const slow: Step = async () => {
      await new Promise((r) => setImmediate(r));
      order.push('slow');
      return undefined;
    };
    app = appWith([record(order, 'a'), slow, record(order, 'b'), record(order, 'c')], order);
    const res = await app.inject({ url: '/r' });
    expect(res.statusCode).toBe(200);
    expect(order).toEqual(['a', 'slow', 'b', 'c', 'handler']);
  });

  it('ends the request at a step that answers: no later step, no handler', async () => {
    const order: string[] = [];
    const answer: Step = (_request, reply) => {
      order.push('answer');
      reply.code(204).header('x-answered-by', 'step').send();
      return ANSWERED;
    };
    app = appWith([record(order, 'a'), answer, record(order, 'after')], order);
    const res = await app.inject({ url: '/r' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-answered-by']).toBe('step');
    expect(res.body).toBe('');
    expect(order).toEqual(['a', 'answer']);
  });

  it('turns a thrown ApiError into its error response', async () => {
    const order: string[] = [];
    const refuse: Step = () => {
      throw new ApiError('UNAUTHENTICATED');
    };
    app = appWith([refuse, record(order, 'after')], order);
    const res = await app.inject({ url: '/r' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Missing or invalid API key' });
    expect(res.headers['www-authenticate']).toBe('ApiKey header="X-Service-Key"');
    expect(order).toEqual([]);
  });

  it('turns a rejected promise into its error response', async () => {
    const order: string[] = [];
    const limited: Step = async () => {
      throw new ApiError('RATE_LIMITED', { retryAfterSeconds: 7 });
    };
    app = appWith([record(order, 'a'), limited, record(order, 'after')], order);
    const res = await app.inject({ url: '/r' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Rate limit exceeded' });
    expect(res.headers['retry-after']).toBe('7');
    expect(order).toEqual(['a']);
  });
});
