/**
 * The peer: a plain Fastify server with its default settings — logger on at `info`, so Fastify's
 * own two lines per request go to stdout synchronously — answering the same pre-recorded bytes as
 * the bare server (401 without a key, 304 on a matching If-None-Match). It marks what a typical
 * Fastify service costs, between the floor (bare-server.ts) and ours. Load-test infrastructure only.
 */
import Fastify from 'fastify';
import type { BareRoute } from '../ipc';
import { report, serveIpc } from '../ipc';

const routes = Object.entries(JSON.parse(process.env.BENCH_BARE_ROUTES ?? '{}') as Record<string, BareRoute>);

const app = Fastify({ logger: true });
for (const [url, route] of routes) {
  const ok = { ...route.ok, bytes: Buffer.from(route.ok.body, 'base64') };
  const unauthorized = { ...route.unauthorized, bytes: Buffer.from(route.unauthorized.body, 'base64') };
  app.get(url, (request, reply) => {
    if (request.headers['x-service-key'] === undefined) {
      reply
        .code(unauthorized.status)
        .header('content-type', unauthorized.contentType)
        .send(unauthorized.bytes);
      return;
    }
    if (ok.etag !== undefined) reply.header('etag', ok.etag);
    if (ok.cacheControl !== undefined) reply.header('cache-control', ok.cacheControl);
    if (ok.etag !== undefined && request.headers['if-none-match'] === ok.etag) {
      reply.code(304).send();
      return;
    }
    reply.code(ok.status).header('content-type', ok.contentType).send(ok.bytes);
  });
}

app.listen({ host: '127.0.0.1', port: 0 }).then(
  () => {
    const address = app.server.address();
    report({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  },
  (err: unknown) => report({ type: 'failed', error: err instanceof Error ? err.message : String(err) }),
);
serveIpc(() => app.close());
