/**
 * The shape of the generated operation table (`generated/operations.ts`): what the client needs to
 * call an operation by name, and what the CLI needs to check parameters against the contract.
 */

/** The constraints of a query parameter (or of its items), as the contract declares them. */
export interface ParamConstraints {
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  readonly enum?: readonly string[];
  readonly pattern?: string;
  /** What a value must be, in the words the server uses for a pattern violation. */
  readonly patternText?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** A query parameter of an operation. */
export interface ParamSpec extends ParamConstraints {
  readonly name: string;
  readonly required: boolean;
  readonly description?: string;
  /** Other spellings the server accepts (camelCase names some existing clients send). */
  readonly aliases?: readonly string[];
  readonly default?: unknown;
  /** A value that works, from the operation's example request. */
  readonly example?: unknown;
  readonly items?: ParamConstraints;
}

/** One operation of the contract. */
export interface OperationSpec {
  /** The OpenAPI operationId. */
  readonly id: string;
  /** The service segment of the path (`supply-chain`). */
  readonly service: string;
  /** The operation segment of the path (`list-pipelines`). */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly summary: string;
  /** False for operations that are part of the contract only (the server answers 404). */
  readonly routed: boolean;
  readonly params: readonly ParamSpec[];
  /** The formats of a list operation (`json`, `csv`, `geojson`…); absent when it answers JSON only. */
  readonly formats?: readonly string[];
}
