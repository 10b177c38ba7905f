/**
 * The floor of the bench's yardstick: the least a `node:http` server can do to send the recorded
 * bytes of the cached GET (its status, Content-Type, ETag and Cache-Control), run by plain `node`
 * with no loader. It answers every request alike. bench/user-run.ts takes the faster of this and
 * bare-server.ts as "bare" in each round. Load-test infrastructure only.
 */
import { createServer } from 'node:http';

const routes = JSON.parse(process.env.BENCH_BARE_ROUTES ?? '{}');
const [route] = Object.values(routes);
if (route === undefined) throw new Error('BENCH_BARE_ROUTES names no route');
const bytes = Buffer.from(route.ok.body, 'base64');
const headers = { 'content-type': route.ok.contentType, 'content-length': String(bytes.length) };
if (route.ok.etag) headers.etag = route.ok.etag;
if (route.ok.cacheControl) headers['cache-control'] = route.ok.cacheControl;

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));
process.on('message', (m) => {
  if (m?.type === 'stop') server.close(() => process.exit(0));
});
