/**
 * The typed, validated query of an operation. `Handler<O>` in `services/handler.ts` types the query
 * from `O['query']`, which is optional on `OperationDef`, so every query arrives typed as
 * `Record<string, never>`; this restores the contract's type. Remove once handler.ts uses
 * `NonNullable<O['query']>`.
 */
import type { Static } from 'typebox';
import type { OperationDef } from '../../contract/op';

/** The contract type of an operation's query (validation and defaults have already run). */
export type QueryOf<O extends OperationDef> = Static<NonNullable<O['query']>>;

/** Types a validated query by its operation. */
export function validated<O extends OperationDef>(_op: O, query: unknown): QueryOf<O> {
  return query as QueryOf<O>;
}
