/**
 * Bytes of an upstream body to text, with the charset the upstream meant. In order: a byte-order
 * mark; the `charset` of `Content-Type`; the `encoding` of an XML declaration (feeds served as
 * `text/xml` with no charset often declare ISO-8859-1 there); else UTF-8. Bytes that are not valid
 * UTF-8 where UTF-8 was assumed or declared are read as Windows-1252 (what browsers read Latin-1
 * as, WHATWG Encoding) with a warning, never silently turned into U+FFFD. Pure.
 * @see https://encoding.spec.whatwg.org/#names-and-labels
 * @see https://www.w3.org/TR/xml/#sec-guessing
 */
import { TextDecoder } from 'node:util';

/** Bytes at the start of a body searched for an XML declaration. */
export const XML_DECLARATION_SNIFF_BYTES = 1024;

/** Text of a body, the encoding it was read with, and what went wrong on the way, if anything. */
export interface DecodedBody {
  text: string;
  /** WHATWG name of the encoding used (`utf-8`, `windows-1252`, ...). */
  encoding: string;
  warning?: string;
}

const UTF8 = 'utf-8';
const LATIN1 = 'windows-1252';

/** Decodes a body by its BOM, its HTTP charset, its XML declaration, else UTF-8 (see the module comment). */
export function decodeBody(bytes: Uint8Array, contentType: string | null): DecodedBody {
  const bom = bomEncoding(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), encoding: bom };
  const warnings: string[] = [];
  const fromHeader = charsetParam(contentType);
  const fromXml = xmlDeclaredEncoding(bytes);
  const header = fromHeader === undefined ? undefined : encodingOf(fromHeader);
  if (fromHeader !== undefined && header === undefined)
    warnings.push(`unknown charset "${fromHeader}" in Content-Type`);
  // An XML declaration read as ASCII cannot truthfully say UTF-16: such a claim is ignored.
  const xml = fromXml === undefined ? undefined : encodingOf(fromXml);
  if (fromXml !== undefined && xml === undefined)
    warnings.push(`unknown encoding "${fromXml}" in the XML declaration`);
  const declared = header ?? (xml?.startsWith('utf-16') ? undefined : xml);
  const result = decodeAs(bytes, declared ?? UTF8, declared !== undefined, xml);
  if (result.warning) warnings.push(result.warning);
  return {
    text: result.text,
    encoding: result.encoding,
    ...(warnings.length ? { warning: warnings.join('; ') } : {}),
  };
}

function decodeAs(
  bytes: Uint8Array,
  encoding: string,
  declared: boolean,
  xml: string | undefined,
): DecodedBody {
  if (encoding === UTF8) {
    const strict = tryUtf8(bytes);
    if (strict !== undefined) return { text: strict, encoding };
    const lenient = new TextDecoder(UTF8).decode(bytes);
    // More valid multi-byte characters than bad bytes: UTF-8 with a few broken bytes.
    if (count(lenient, /[\u0080-\ufffc\ufffe\uffff]/g) > count(lenient, /\ufffd/g)) {
      return { text: lenient, encoding, warning: 'body is not valid UTF-8; invalid bytes replaced' };
    }
    const fallback = xml && xml !== UTF8 && !xml.startsWith('utf-16') ? xml : LATIN1;
    const why = declared ? 'declared UTF-8 but its bytes are not' : 'declares no charset and is not UTF-8';
    return {
      text: new TextDecoder(fallback).decode(bytes),
      encoding: fallback,
      warning: `body ${why}; read as ${fallback}`,
    };
  }
  if (encoding === LATIN1 && hasMultiByteUtf8(bytes)) {
    // Latin-1 text that is also valid UTF-8 with multi-byte characters is, in practice, UTF-8.
    return {
      text: new TextDecoder(UTF8).decode(bytes),
      encoding: UTF8,
      warning: 'body declared Latin-1 is UTF-8; read as UTF-8',
    };
  }
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}

/** The WHATWG encoding a label names (case, quotes, `_`, `latin-1`, `win-1252` forgiven), or undefined. */
export function encodingOf(label: string): string | undefined {
  const clean = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim()
    .toLowerCase();
  const windows = /^(?:windows|win|cp)[-_]?(125\d)$/.exec(clean);
  for (const candidate of [
    clean,
    clean.replace(/_/g, '-'),
    clean.replace(/[-_\s]/g, ''),
    ...(windows ? [`windows-${windows[1]}`] : []),
  ]) {
    try {
      return new TextDecoder(candidate).encoding;
    } catch {
      // not a label; try the next spelling
    }
  }
  return undefined;
}

function charsetParam(contentType: string | null): string | undefined {
  return /;\s*charset\s*=\s*("[^"]*"|'[^']*'|[^;\s]+)/i.exec(contentType ?? '')?.[1];
}

function xmlDeclaredEncoding(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, XML_DECLARATION_SNIFF_BYTES)).toString('latin1');
  return /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/i
    .exec(head)
    ?.slice(1)
    .find((v) => v !== undefined);
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return UTF8;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function tryUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(UTF8, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function hasMultiByteUtf8(bytes: Uint8Array): boolean {
  if (!bytes.some((b) => b > 0x7f)) return false;
  return tryUtf8(bytes) !== undefined;
}
