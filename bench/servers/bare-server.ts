/**
 * The baseline: a bare `node:http` server answering pre-recorded bytes — the same bytes our server
 * sends for each scenario — with the least work that keeps the same semantics (401 without a key,
 * 304 on a matching If-None-Match). By default it sends only Content-Type, ETag and Cache-Control
 * (the floor); with BENCH_BARE_ALL_HEADERS=1 it sends every header our server sent, which
 * separates the cost of the headers themselves from the cost of our pipeline. Load-test
 * infrastructure only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BareRoute, RecordedResponse } from '../ipc';
import { report, serveIpc } from '../ipc';

/** With BENCH_BARE_ALL_HEADERS=1 the bare server sends every header ours sent, not just the three. */
const ALL_HEADERS = process.env.BENCH_BARE_ALL_HEADERS === '1';

const routes = new Map<string, { ok: Prepared; unauthorized: Prepared }>(
  Object.entries(JSON.parse(process.env.BENCH_BARE_ROUTES ?? '{}') as Record<string, BareRoute>).map(
    ([url, r]) => [url, { ok: prepare(r.ok), unauthorized: prepare(r.unauthorized) }],
  ),
);

interface Prepared {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  etag: string | undefined;
}

function prepare(r: RecordedResponse): Prepared {
  const body = Buffer.from(r.body, 'base64');
  let headers: Record<string, string> = { 'content-type': r.contentType };
  if (r.etag) headers.etag = r.etag;
  if (r.cacheControl) headers['cache-control'] = r.cacheControl;
  if (ALL_HEADERS && r.allHeaders) headers = { ...r.allHeaders };
  return { status: r.status, body, headers, etag: r.etag };
}

const server = createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  if (req.headers['x-service-key'] === undefined) {
    const u = route.unauthorized;
    res.writeHead(u.status, { ...u.headers, 'content-length': u.body.length }).end(u.body);
    return;
  }
  const ok = route.ok;
  if (ok.etag !== undefined && req.headers['if-none-match'] === ok.etag) {
    res.writeHead(304, ok.headers).end();
    return;
  }
  res.writeHead(ok.status, { ...ok.headers, 'content-length': ok.body.length }).end(ok.body);
});

server.listen(0, '127.0.0.1', () => {
  report({ type: 'ready', port: (server.address() as AddressInfo).port });
});
serveIpc(() => new Promise((resolve) => server.close(() => resolve())));
