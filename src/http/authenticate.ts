/**
 * Authentication step of the pipeline: every operation needs a credential unless its contract
 * entry is `public` (SPEC §5). Missing, malformed, unknown or revoked → 401 with WWW-Authenticate.
 * Synchronous for operator keys and cached keys; it waits only for a key lookup in the store or
 * a bearer token's verification.
 */
import {
  type AuthenticatorDeps,
  type AuthOutcome,
  authenticate,
  type PresentedCredentials,
} from '../auth/authenticator';
import { anonymousCaller } from '../auth/caller';
import { type OperationDef, requiresCredential } from '../contract/op';
import { ApiError } from '../errors';
import type { OperationCall } from './operation-call';
import type { OperationStep } from './pipeline';

function header(request: OperationCall, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The credential headers of a request (or of the batch carrying an in-process call). */
export function presentedCredentials(request: OperationCall): PresentedCredentials {
  return {
    serviceKey: header(request, 'x-service-key'),
    apiKey: header(request, 'x-api-key'),
    worldMonitorKey: header(request, 'x-worldmonitor-key'),
    authorization: header(request, 'authorization'),
    connection: request.raw.socket ?? undefined,
  };
}

/** Pipeline step: sets `request.caller`, or refuses the request. */
export function authenticationStep(deps: AuthenticatorDeps): OperationStep {
  return (request) => {
    const op = request.operation;
    if (!op) {
      request.caller = anonymousCaller(request.ip);
      return undefined;
    }
    const outcome = authenticate(deps, presentedCredentials(request), op.bearer === true);
    if (outcome instanceof Promise) return outcome.then((settled) => admit(request, op, settled));
    return admit(request, op, outcome);
  };
}

function admit(request: OperationCall, op: OperationDef, outcome: AuthOutcome): undefined {
  if (outcome.status === 'authenticated') {
    request.caller = outcome.caller;
    return undefined;
  }
  // A credential that was sent but is wrong is refused even on a public operation: silently
  // downgrading it to anonymous would hide a client's misconfiguration.
  if (outcome.status === 'rejected') throw new ApiError('UNAUTHENTICATED', { message: outcome.reason });
  if (requiresCredential(op.access)) {
    throw new ApiError('UNAUTHENTICATED', { message: 'Missing API key (send X-Service-Key)' });
  }
  request.caller = anonymousCaller(request.ip);
  return undefined;
}
