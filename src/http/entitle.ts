/**
 * Entitlement step of the pipeline: runs after authentication, from the operation's `access`.
 */
import type { FastifyInstance } from 'fastify';
import { checkEntitlement } from '../auth/entitlement';

/** Registers the entitlement check for every operation route. */
export function registerEntitlement(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const op = request.routeOptions.config.operation;
    try {
      if (op) checkEntitlement(op.access, request.caller);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}
