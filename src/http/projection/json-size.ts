/**
 * Measures how many UTF-8 bytes `JSON.stringify(value)` would produce, without producing them, and
 * stops as soon as a limit is passed. Projection outputs are measured this way before they are
 * serialized, so an expression that multiplies the body (a result that shares one sub-tree many
 * times) costs at most `limit` bytes of walking, never a huge string (SPEC §4.1, DESIGN §3).
 */

/** Characters that change a string's JSON length beyond its UTF-8 length plus two quotes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON escapes exactly these characters.
const NEEDS_ESCAPE_SCAN = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Control characters JSON writes as a two-character escape (`\b`, `\t`, `\n`, `\f`, `\r`). */
const SHORT_ESCAPES = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);

/** Thrown inside the walk to unwind as soon as the limit is passed. */
class LimitPassed extends Error {}

/** UTF-8 length of a string once written as a JSON string literal (quotes included). */
export function jsonStringBytes(s: string): number {
  let bytes = Buffer.byteLength(s, 'utf8') + 2;
  if (!NEEDS_ESCAPE_SCAN.test(s)) return bytes;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22 || c === 0x5c) bytes += 1;
    else if (c < 0x20) bytes += SHORT_ESCAPES.has(c) ? 1 : 5;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(s.charCodeAt(i + 1))) i++;
    // A lone surrogate: Buffer counts it as U+FFFD (3 bytes), JSON writes `\udxxx` (6 bytes).
    else if (c >= 0xd800 && c <= 0xdfff) bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** True for values JSON.stringify leaves out of objects (and writes as `null` in arrays). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/**
 * JSON length of a non-container value. `room` is what is left under the limit: every UTF-16 unit
 * is at least one output byte, so a string longer than that is over without being scanned.
 */
function scalarBytes(v: unknown, room: number): number {
  if (v === null || isSkipped(v)) return 4;
  switch (typeof v) {
    case 'string':
      return v.length + 2 > room ? v.length + 2 : jsonStringBytes(v);
    case 'number':
      return Number.isFinite(v) ? String(v).length : 4;
    case 'boolean':
      return v ? 4 : 5;
    default:
      throw new TypeError(`A ${typeof v} cannot be serialized as JSON`);
  }
}

/**
 * Returns the UTF-8 byte length of `JSON.stringify(value)` (a top-level `undefined` counts as
 * `null`, as the projection writes it), or `undefined` as soon as the length exceeds `limit`.
 */
export function jsonByteLengthWithin(value: unknown, limit: number): number | undefined {
  let total = 0;
  const add = (n: number) => {
    total += n;
    if (total > limit) throw new LimitPassed();
  };
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      add(2 + Math.max(0, v.length - 1));
      for (const item of v) walk(item);
    } else if (typeof v === 'object' && v !== null) {
      add(2);
      let first = true;
      for (const key of Object.keys(v)) {
        const item = (v as Record<string, unknown>)[key];
        if (isSkipped(item)) continue;
        add(jsonStringBytes(key) + (first ? 1 : 2));
        first = false;
        walk(item);
      }
    } else {
      add(scalarBytes(v, limit - total));
    }
  };
  try {
    walk(value);
  } catch (err) {
    if (err instanceof LimitPassed) return undefined;
    throw err;
  }
  return total;
}
