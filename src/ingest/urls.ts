/** Building upstream request URLs from a source's base URL (`<SOURCE>_BASE_URL`). */

/** Joins a base URL and a path (the path starts with `/`). */
export function joinUrl(base: string, path: string): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Replaces the origin of `url` by `base` (keeping path and query): how a base URL moves a feed list. */
export function rebaseUrl(url: string, base: string): string {
  const parsed = new URL(url);
  return `${base.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}
