/**
 * Entitlement step of the pipeline: runs after authentication, from the operation's `access`.
 */
import { checkEntitlement } from '../auth/entitlement';
import type { OperationStep } from './pipeline';

/** Pipeline step: refuses a caller the operation's access rule does not admit. */
export const entitle: OperationStep = (request) => {
  const op = request.operation;
  if (op) checkEntitlement(op.access, request.caller);
  return undefined;
};
