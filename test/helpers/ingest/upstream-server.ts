/**
 * A real HTTP server on 127.0.0.1 (port 0) serving recorded upstream payloads to the ingestion
 * tests: no real network. Each path answers with a fixed response or a handler; every request is
 * recorded (method, path, headers, body).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A canned answer. */
export interface CannedResponse {
  status?: number;
  /** Text is sent as UTF-8; bytes as they are (a Latin-1 feed, say). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

/** A route: a canned answer or a function of the request and how many times the path was hit. */
export type Route = CannedResponse | ((req: RecordedRequest, hit: number) => CannedResponse);

/** A request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A running fake upstream. */
export interface Upstream {
  url: string;
  requests: RecordedRequest[];
  /** Sets or replaces the route of a path (path includes the query string when matched exactly). */
  route(path: string, route: Route): void;
  close(): Promise<void>;
}

/** Starts a fake upstream with the given routes (unknown paths answer 404). */
export async function startUpstream(routes: Record<string, Route> = {}): Promise<Upstream> {
  const table = new Map<string, Route>(Object.entries(routes));
  const hits = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const recorded = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      const bare = path.split('?')[0]!;
      const key = table.has(path) ? path : bare;
      const hit = (hits.get(key) ?? 0) + 1;
      hits.set(key, hit);
      const route = table.get(key);
      const canned =
        route === undefined
          ? { status: 404, body: 'not found' }
          : typeof route === 'function'
            ? route(recorded, hit)
            : route;
      answer(res, canned, timers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(path, route) {
      table.set(path, route);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(res: ServerResponse, canned: CannedResponse, timers: Set<NodeJS.Timeout>): void {
  const send = () => {
    if (res.destroyed) return;
    res.writeHead(canned.status ?? 200, canned.headers ?? {});
    res.end(canned.body ?? '');
  };
  if (!canned.delayMs) {
    send();
    return;
  }
  const t = setTimeout(() => {
    timers.delete(t);
    send();
  }, canned.delayMs);
  timers.add(t);
}
