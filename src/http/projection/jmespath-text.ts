/**
 * Text primitives of the metered JMESPath functions (jmespath-functions.ts), each linear in the
 * text it reads and charging for it. They give the library's results (tests compare them on
 * generated strings) without its costs: the library compares strings by building an array of
 * code points of both for every comparison, counts code points the same way, and trims the end
 * of a string with a regular expression that backtracks quadratically on a long run of spaces.
 */
import { type Meter, textUnits } from './jmespath-meter';

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * Compares two strings by code point (the JMESPath order), 0 when equal, charging the common
 * prefix it reads. Equal strings count their whole length: telling them equal reads them.
 */
export function compareCodePoints(meter: Meter, a: string, b: string): number {
  if (a === b) {
    meter.charge(1 + textUnits(a.length));
    return 0;
  }
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  meter.charge(1 + textUnits(i));
  if (i === n) return a.length - b.length;
  // At a low surrogate whose high half is shared, the code point began one unit earlier.
  const j =
    i > 0 && isHigh(a.charCodeAt(i - 1)) && (isLow(a.charCodeAt(i)) || isLow(b.charCodeAt(i))) ? i - 1 : i;
  return (a.codePointAt(j) ?? 0) - (b.codePointAt(j) ?? 0);
}

/** Number of code points of a string (a lone surrogate counts as one, as the library counts it). */
export function countCodePoints(meter: Meter, s: string): number {
  meter.charge(1 + textUnits(s.length));
  let count = s.length;
  for (let i = 0; i + 1 < s.length; i++) {
    if (isHigh(s.charCodeAt(i)) && isLow(s.charCodeAt(i + 1))) {
      count--;
      i++;
    }
  }
  return count;
}

/**
 * UTF-16 units the library's default trim removes: its regular expression class `[\s\x85]` (the
 * ECMAScript white space and line terminators, plus NEL). A test checks every code unit.
 */
export const DEFAULT_TRIM_UNITS: ReadonlySet<number> = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

/** The UTF-16 units a trim removes: the default set, or each unit of `chars` (taken literally). */
function trimUnits(chars: string | undefined): ReadonlySet<number> {
  if (!chars) return DEFAULT_TRIM_UNITS;
  const units = new Set<number>();
  for (let i = 0; i < chars.length; i++) units.add(chars.charCodeAt(i));
  return units;
}

/** `trim_left`: removes the leading units that are in the trim set. */
export function trimStart(meter: Meter, s: string, chars: string | undefined): string {
  const units = trimUnits(chars);
  let i = 0;
  while (i < s.length && units.has(s.charCodeAt(i))) i++;
  meter.charge(1 + textUnits(i + (chars?.length ?? 0)) + textUnits(s.length - i));
  return s.slice(i);
}

/** `trim_right`: removes the trailing units that are in the trim set. */
export function trimEnd(meter: Meter, s: string, chars: string | undefined): string {
  const units = trimUnits(chars);
  let j = s.length;
  while (j > 0 && units.has(s.charCodeAt(j - 1))) j--;
  meter.charge(1 + textUnits(s.length - j + (chars?.length ?? 0)) + textUnits(j));
  return s.slice(0, j);
}
