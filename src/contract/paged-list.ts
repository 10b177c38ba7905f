/**
 * A list operation's page, declared once (DESIGN §3): the response schema (the items under their
 * name, the `pagination` block, any extra fields) and the documented empty page that is its
 * degraded body (SPEC §7), so no list spells the empty pagination or its default size again.
 */
import Type, {
  type Static,
  type TArray,
  type TArrayOptions,
  type TObject,
  type TProperties,
  type TSchema,
} from 'typebox';
import { type Pagination, PaginationSchema } from './common';

/** The pagination block of a page with nothing in it. */
export const EMPTY_PAGINATION: Pagination = { nextCursor: '', totalCount: 0 };

/** The properties of a page: `{ [name]: Item[], pagination }` plus the extra fields. */
export type PageProperties<N extends string, I extends TSchema, E extends TProperties> = {
  [K in N]: TArray<I>;
} & { pagination: typeof PaginationSchema } & E;

/** A page's response schema and its documented empty page. */
export interface PagedList<N extends string, I extends TSchema, E extends TProperties> {
  readonly schema: TObject<PageProperties<N, I, E>>;
  /** The degraded body: no data loaded (not: no records). */
  readonly empty: Static<TObject<PageProperties<N, I, E>>>;
}

/** Extra fields of a page beside its items and pagination, with their values on the empty page. */
export interface PageExtra<E extends TProperties> {
  readonly properties: E;
  readonly empty: Static<TObject<E>>;
  /** Place the extra fields before `pagination` rather than after it (the published order). */
  readonly beforePagination?: boolean;
}

/**
 * The page of a list operation: `name` holds the items (`items` options on that array, e.g. its
 * description), then `pagination`, then `extra` fields (or before `pagination` when asked).
 */
export function pagedList<
  const N extends string,
  I extends TSchema,
  E extends TProperties = Record<never, never>,
>(name: N, item: I, options: { items?: TArrayOptions; extra?: PageExtra<E> } = {}): PagedList<N, I, E> {
  const { items, extra } = options;
  const list = { [name]: Type.Array(item, items) };
  const pagination = { pagination: PaginationSchema };
  const fields = extra?.properties ?? {};
  const properties = extra?.beforePagination
    ? { ...list, ...fields, ...pagination }
    : { ...list, ...pagination, ...fields };
  const empty = { [name]: [], pagination: { ...EMPTY_PAGINATION }, ...extra?.empty };
  return {
    schema: Type.Object(properties as PageProperties<N, I, E>),
    empty: empty as Static<TObject<PageProperties<N, I, E>>>,
  };
}
