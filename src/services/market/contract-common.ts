/**
 * What the market contract files share: service and tag names, number and list schemas, and the
 * cap on named lookups.
 */
import Type from 'typebox';

export const SERVICE = 'market';
export const TAG = 'Market';

/** A double-precision number field. */
export const Double = (description: string) => Type.Number({ format: 'double', description });
/** An int64 field carried as a JSON number. */
export const Int64 = (description: string) => Type.Integer({ format: 'int64', description });
/** A series of doubles, oldest first. */
export const Sparkline = (description: string) =>
  Type.Array(Type.Number({ format: 'double' }), { description });

/** Most names (symbols, ids, coins) one request may ask for; the rest are reported, never looked up. */
export const MAX_REQUESTED_NAMES = 25;

/** A list parameter: repeated (`?symbols=A&symbols=B`) or comma-joined (`?symbols=A,B`). */
export const NameList = (description: string) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 400 }), {
      maxItems: 100,
      description: `${description} Repeated (\`?x=A&x=B\`) and comma-joined (\`?x=A,B\`) forms are equivalent; at most ${MAX_REQUESTED_NAMES} distinct names are served, the rest are reported.`,
    }),
  );
