/**
 * Validates an ExecuteBatch body against the contract (SPEC §2.4): 1 to MAX_BATCH_OPERATIONS
 * operations with unique ids. Every problem is listed as a violation named like
 * `operations[3].path`. Paths are only checked for type here; their shape is checked per
 * operation (path-check.ts), so a bad path fails that operation, not the whole batch.
 */
import type { ErrorObject } from 'ajv';
import { ApiError, type Violation } from '../../errors';
import { checkSchema } from '../../schema-check';
import { ExecuteBatchRequestSchema, MAX_BATCH_OPERATIONS } from './contract';

/** One operation of a valid batch, with its effective id. */
export interface BatchOperation {
  id: string;
  path: string;
}

const PATH_FIELD = /^\/operations\/\d+\/path$/;

/** Returns the operations of a valid body; throws VALIDATION_FAILED listing every problem. */
export function parseBatchBody(body: unknown): BatchOperation[] {
  const check = checkSchema(ExecuteBatchRequestSchema, body);
  if (!check.ok) {
    // A path over the length limit is refused per operation (`invalid_path`), not for the batch.
    const errors = check.errors.filter(
      (e) => !(e.keyword === 'maxLength' && PATH_FIELD.test(e.instancePath)),
    );
    if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', { violations: errors.map(toViolation) });
  }
  const { operations } = body as { operations: { id?: string; path: string }[] };
  const ops = operations.map((op, i) => ({ id: op.id ?? String(i), path: op.path }));
  const violations: Violation[] = [];
  const firstIndex = new Map<string, number>();
  ops.forEach((op, i) => {
    const first = firstIndex.get(op.id);
    if (first === undefined) firstIndex.set(op.id, i);
    else {
      violations.push({
        field: `operations[${i}].id`,
        description: `duplicates the id of operations[${first}] ("${op.id}"); results would be ambiguous`,
      });
    }
  });
  if (violations.length > 0) throw new ApiError('VALIDATION_FAILED', { violations });
  return ops;
}

/** `/operations/3/path` → `operations[3].path`; the root is `body`. */
function fieldName(instancePath: string, missing?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (missing !== undefined) parts.push(missing);
  if (parts.length === 0) return 'body';
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

function toViolation(error: ErrorObject): Violation {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return { field: fieldName(error.instancePath, String(p.missingProperty)), description: 'is required' };
  }
  const field = fieldName(error.instancePath);
  switch (error.keyword) {
    case 'minItems':
    case 'maxItems':
      return { field, description: `must contain between 1 and ${MAX_BATCH_OPERATIONS} operations` };
    case 'type':
      return { field, description: `must be ${article(String(p.type))}` };
    case 'minLength':
      return { field, description: 'must not be empty' };
    case 'maxLength':
      return { field, description: `must be at most ${String(p.limit)} characters` };
    default:
      return { field, description: error.message ?? 'is invalid' };
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
