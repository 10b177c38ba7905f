/**
 * Helpers for checking an OpenAPI document's structure in tests: JSON-pointer lookup and a walk
 * over every node with its pointer.
 */

/** A JSON object as read back from a document. */
export type Node = Record<string, unknown>;

/** Escapes one JSON-pointer segment (RFC 6901). */
export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value a local `#/...` pointer designates, or undefined. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(segment in node)) return undefined;
    node = (node as Node)[segment];
  }
  return node;
}

/** Calls `visit` for every object node with its JSON pointer. */
export function walk(value: unknown, visit: (node: Node, pointer: string) => void, pointer = '#'): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, visit, `${pointer}/${i}`);
    });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  visit(value as Node, pointer);
  for (const [key, child] of Object.entries(value)) walk(child, visit, `${pointer}/${escapeSegment(key)}`);
}

/** Every operation of a document with its path and method. */
export function operationsOf(doc: Node): { path: string; method: string; op: Node }[] {
  const out: { path: string; method: string; op: Node }[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const [method, op] of Object.entries(item)) out.push({ path, method, op: op as Node });
  }
  return out;
}
