/**
 * Entitlement step of the pipeline: runs after authentication, from the operation's `access`.
 */
import { checkEntitlement } from '../auth/entitlement';
import type { Step } from './pipeline';

/** Pipeline step: refuses a caller the operation's access rule does not admit. */
export const entitle: Step = (request) => {
  const op = request.operation;
  if (op) checkEntitlement(op.access, request.caller);
  return undefined;
};
