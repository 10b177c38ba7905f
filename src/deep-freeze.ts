/** Deep freezing of values shared between requests (snapshots, rendered responses). */

/** Freezes a value throughout (shared data must not be changed in place). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
