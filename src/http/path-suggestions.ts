/**
 * "Did you mean": the known paths closest to a path that matched nothing, by edit distance on the
 * path after its `/api/` prefix, so a misspelt operation (a missing letter), a wrong service
 * segment (another service name) or a missing version finds its operation. Computed
 * only for a 404 and bounded in length, so a flood of unknown paths costs little.
 */

/** Most suggestions named in one 404. */
export const MAX_SUGGESTIONS = 3;
/** Longest path compared (longer ones get no suggestion). */
export const MAX_SUGGESTED_PATH_LENGTH = 200;

/** Levenshtein distance, stopping early once it exceeds `limit` (returns limit + 1 then). */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The operation's own name: the last segment of a path. */
function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Up to MAX_SUGGESTIONS of `known` closest to `path`: within a third of its length in edits, or
 * sharing its last segment exactly (the operation under another service or version), nearest first.
 */
export function closestPaths(path: string, known: readonly string[]): string[] {
  if (path.length === 0 || path.length > MAX_SUGGESTED_PATH_LENGTH) return [];
  const lower = path.toLowerCase();
  const limit = Math.max(2, Math.floor(lower.length / 3));
  const scored: { path: string; score: number }[] = [];
  for (const candidate of known) {
    const sameName = lastSegment(candidate) === lastSegment(lower);
    const d = distance(lower, candidate, limit);
    if (d <= limit || sameName) scored.push({ path: candidate, score: sameName ? Math.min(d, 1) : d });
  }
  scored.sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.path);
}
