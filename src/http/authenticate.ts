/**
 * Authentication step of the pipeline: every operation needs a credential unless its contract
 * entry is `public` (SPEC §5). Missing, malformed, unknown or revoked → 401 with WWW-Authenticate.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthenticatorDeps, authenticate, type PresentedCredentials } from '../auth/authenticator';
import { anonymousCaller } from '../auth/caller';
import { requiresCredential } from '../contract/op';
import { ApiError } from '../errors';

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The credential headers of a request. */
export function presentedCredentials(request: FastifyRequest): PresentedCredentials {
  return {
    serviceKey: header(request, 'x-service-key'),
    apiKey: header(request, 'x-api-key'),
    authorization: header(request, 'authorization'),
  };
}

/** Registers authentication for every operation route. */
export function registerAuthentication(app: FastifyInstance, deps: AuthenticatorDeps): void {
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', async (request) => {
    request.caller = anonymousCaller(request.ip);
    const op = request.routeOptions.config.operation;
    if (!op) return;
    const allowBearer = op.bearer === true;
    const outcome = await authenticate(deps, presentedCredentials(request), allowBearer);
    if (outcome.status === 'authenticated') {
      request.caller = outcome.caller;
      return;
    }
    // A credential that was sent but is wrong is refused even on a public operation: silently
    // downgrading it to anonymous would hide a client's misconfiguration.
    if (outcome.status === 'rejected') throw new ApiError('UNAUTHENTICATED', { message: outcome.reason });
    if (requiresCredential(op.access)) {
      throw new ApiError('UNAUTHENTICATED', { message: 'Missing API key (send X-Service-Key)' });
    }
  });
}
