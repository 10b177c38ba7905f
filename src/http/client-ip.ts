/**
 * The client IP of a raw request, worked out as Fastify works out `request.ip` for this app's
 * `trustProxy` list (the same package, compiled from the same list): the socket's peer when no
 * proxy is trusted, else the last address of `X-Forwarded-For` not behind a trusted proxy. The
 * cached-GET lane uses it, so its callers and rate-limit keys are the pipeline's.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Reads the client IP of a request. */
export type ClientIp = (req: IncomingMessage) => string;

/** The client-IP reader for a TRUSTED_PROXIES list (empty: no proxy is trusted). */
export function clientIpReader(trustProxy: readonly string[]): ClientIp {
  // As Fastify: the peer's address as it is (undefined on a socket already gone).
  if (trustProxy.length === 0) return (req) => req.socket.remoteAddress as string;
  const trusted = proxyAddr.compile([...trustProxy]);
  return (req) => {
    const addresses = proxyAddr.all(req, trusted);
    return addresses[addresses.length - 1] as string;
  };
}
