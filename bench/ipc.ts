/**
 * Messages between the bench orchestrator and its server processes (Node IPC over `fork`).
 * Each server runs in its own process so its CPU time can be measured on its own.
 */

/** A pre-recorded response the bare server answers with. */
export interface RecordedResponse {
  status: number;
  contentType: string;
  /** Base64 of the body bytes. */
  body: string;
  etag?: string;
  cacheControl?: string;
  /** Every header of the recorded answer but those Node writes itself (date, connection, length). */
  allHeaders?: Record<string, string>;
}

/** What the bare server answers at one URL. */
export interface BareRoute {
  ok: RecordedResponse;
  /** Answered when the request carries no `x-service-key`. */
  unauthorized: RecordedResponse;
}

/** Parent → server. */
export type ToServer = { type: 'cpu' } | { type: 'stop' };

/** Server → parent. */
export type FromServer =
  | { type: 'ready'; port: number; userKey?: string }
  | { type: 'cpu'; micros: number }
  | { type: 'failed'; error: string };

/** CPU time this process has used so far, user + system, in microseconds. */
export function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** Answers the orchestrator's CPU and stop requests; `stop` runs before the process exits. */
export function serveIpc(stop: () => Promise<void>): void {
  const send = (m: FromServer) => process.send?.(m);
  process.on('message', (m: ToServer) => {
    if (m.type === 'cpu') send({ type: 'cpu', micros: cpuMicros() });
    if (m.type === 'stop') {
      void stop().finally(() => process.exit(0));
    }
  });
  // The orchestrator went away: do not linger.
  process.on('disconnect', () => {
    void stop().finally(() => process.exit(0));
  });
}

/** Reports readiness (or failure) to the orchestrator. */
export function report(message: FromServer): void {
  process.send?.(message);
}
