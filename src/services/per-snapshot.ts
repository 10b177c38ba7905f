/**
 * Work a handler does once per snapshot rather than once per request: a snapshot's data object is
 * immutable and shared by every request that reads the same snapshot, so anything derived from it
 * alone (indexes, summaries, normalised text) is kept beside it until the snapshot is dropped.
 */

/**
 * `derive` memoised on its argument: the first call with a data object computes, later calls with
 * the same object return that result. Keyed weakly, so a replaced snapshot takes its result with it.
 * Callers must not mutate what it returns.
 */
export function perSnapshot<D extends object, R>(derive: (data: D) => R): (data: D) => R {
  const results = new WeakMap<D, R>();
  return (data) => {
    if (results.has(data)) return results.get(data) as R;
    const result = derive(data);
    results.set(data, result);
    return result;
  };
}
