/**
 * The operation steps' outcome for a request the cached-GET lane (cached-get-lane.ts) ran them on
 * and then left to Fastify: a refusal, a step that must wait, or an answer that is not cached. The
 * pipeline's operation step replays that outcome instead of running the steps again, so each step
 * runs once per request whichever path answers it: a rate-limit unit is counted once, a key is
 * looked up once, and the response carries exactly the headers and refusal the steps produced.
 */
import type { IncomingMessage } from 'node:http';
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import { type HeaderSink, type OperationStep, runOperationSteps, type Step } from './pipeline';
import type { OperationCall } from './request-state';

/** An operation call on a raw request, which records the headers its steps write. */
export class RecordedCall implements OperationCall, HeaderSink {
  /** Set by authentication (absent when it refused). */
  caller!: Caller;
  /** Headers the steps wrote, as a flat name/value list in their order. */
  readonly headerList: string[] = [];
  readonly headers: IncomingMessage['headers'];

  constructor(
    readonly operation: OperationDef,
    readonly raw: IncomingMessage,
    /** The client IP, as Fastify works it out (client-ip.ts). */
    readonly ip: string,
  ) {
    this.headers = raw.headers;
  }

  header(name: string, value: string): undefined {
    this.headerList.push(name, value);
    return undefined;
  }
}

/** What the steps did on a call: finished, refused (threw), or still waiting. */
export type StepsOutcome =
  | { kind: 'done' }
  | { kind: 'refused'; error: unknown }
  | { kind: 'waiting'; settled: Promise<undefined> };

interface Handoff {
  call: RecordedCall;
  outcome: StepsOutcome;
}

/** Handoffs by raw request, from the lane to the pipeline (the pipeline takes each one once). */
export class OperationHandoffs {
  private readonly byRequest = new WeakMap<IncomingMessage, Handoff>();

  /** Leaves a request's step outcome for the pipeline. */
  give(call: RecordedCall, outcome: StepsOutcome): void {
    // The pipeline attaches its own handlers in the same tick; this one only keeps a request that
    // never reaches the pipeline (the app began closing meanwhile) from an unhandled rejection.
    if (outcome.kind === 'waiting') outcome.settled.catch(() => undefined);
    this.byRequest.set(call.raw, { call, outcome });
  }

  /** The pipeline step of the operation steps: replays a handoff, or runs the steps. */
  step(steps: readonly OperationStep[]): Step {
    return (request, reply) => {
      const handoff = this.byRequest.get(request.raw);
      if (handoff === undefined) return runOperationSteps(steps, request, reply);
      this.byRequest.delete(request.raw);
      const { call, outcome } = handoff;
      const apply = (): void => {
        if (call.caller !== undefined) request.caller = call.caller;
        const list = call.headerList;
        for (let i = 0; i < list.length; i += 2) reply.header(list[i]!, list[i + 1]!);
      };
      if (outcome.kind === 'waiting') {
        return outcome.settled.then(
          () => {
            apply();
            return undefined;
          },
          (err: unknown) => {
            apply();
            throw err;
          },
        );
      }
      apply();
      if (outcome.kind === 'refused') throw outcome.error;
      return undefined;
    };
  }
}

/** Runs the operation steps on a recorded call and says how they ended; never throws. */
export function runRecorded(steps: readonly OperationStep[], call: RecordedCall): StepsOutcome {
  try {
    const settled = runOperationSteps(steps, call, call);
    return settled === undefined ? DONE : { kind: 'waiting', settled };
  } catch (error) {
    return { kind: 'refused', error };
  }
}

const DONE: StepsOutcome = Object.freeze({ kind: 'done' });
