/**
 * The request pipeline as one `onRequest` hook over an ordered list of steps (DESIGN §3). Each
 * step is its own module; app.ts lists them in order. A step returns nothing when it is done, a
 * promise only when it must wait (a key the cache does not hold, a bearer token, the Redis rate
 * limiter), or ANSWERED when it has sent the response itself (a CORS preflight). It refuses by
 * throwing an ApiError. A request whose steps all finish synchronously — a cached key on a cached
 * GET — costs no promise and no extra hook (bench/README.md measures why that matters).
 *
 * The steps of the operation itself (authenticate, entitle, rate-limit) are OperationSteps: they
 * read only an OperationCall and write only headers, so the same functions also run on a batched
 * operation in-process (runOperationSteps, in-process-get.ts), where no HTTP request exists.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationCall } from './operation-call';

/** Returned by a step that has answered the request: the steps after it do not run. */
export const ANSWERED = Symbol('answered');

/** One step of the pipeline. */
export type Step = (
  request: FastifyRequest,
  reply: FastifyReply,
) => undefined | typeof ANSWERED | Promise<undefined | typeof ANSWERED>;

/**
 * Where a step writes response headers: a Fastify reply, or a sink that drops them (a batched
 * operation's headers are never sent).
 */
export interface HeaderSink {
  header(name: string, value: string): unknown;
}

/**
 * A step of the operation itself: it reads an OperationCall, may write headers, and refuses by
 * throwing (or rejecting with) an ApiError; it never answers. Every OperationStep is a Step.
 */
export type OperationStep = (call: OperationCall, headers: HeaderSink) => undefined | Promise<undefined>;

/** A callback-style Fastify hook (usable as `onRequest` or `preHandler`). */
export type CallbackHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
) => void;

/** Runs `steps` in order as one callback-style hook; synchronous while every step is. */
export function pipelineHook(steps: readonly Step[]): CallbackHook {
  return function pipeline(request, reply, done) {
    runFrom(0, steps, request, reply, done);
  };
}

function runFrom(
  start: number,
  steps: readonly Step[],
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  for (let i = start; i < steps.length; i++) {
    let outcome: ReturnType<Step>;
    try {
      outcome = steps[i]!(request, reply);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (outcome === ANSWERED) return;
    if (outcome !== undefined) {
      outcome.then(
        (settled) => {
          if (settled !== ANSWERED) runFrom(i + 1, steps, request, reply, done);
        },
        (err: unknown) => done(err as Error),
      );
      return;
    }
  }
  done();
}

/** The operation steps as one pipeline step: a Fastify request is an OperationCall, its reply a HeaderSink. */
export function operationStepsStep(steps: readonly OperationStep[]): Step {
  return (request, reply) => runOperationSteps(steps, request, reply);
}

/**
 * Runs operation steps in order on a call outside Fastify (a batched operation); synchronous while
 * every step is. A refusal throws, or rejects the returned promise.
 */
export function runOperationSteps(
  steps: readonly OperationStep[],
  call: OperationCall,
  headers: HeaderSink,
  start = 0,
): undefined | Promise<undefined> {
  for (let i = start; i < steps.length; i++) {
    const outcome = steps[i]!(call, headers);
    if (outcome !== undefined) return outcome.then(() => runOperationSteps(steps, call, headers, i + 1));
  }
  return undefined;
}
