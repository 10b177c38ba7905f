/**
 * Refusal of a cut XML document. Feed parsers are lenient: an Atom body cut after an `</entry>`, or
 * an RSS body cut after an `</item>`, parses into the entries before the cut and would be published
 * as the whole feed. A complete document ends with the closing tag of its root element (then only
 * comments, processing instructions and whitespace, which some publishers append). Pure.
 */
import { PayloadError } from '../errors';

const PROLOG = /^\uFEFF?(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/** The root element of an XML text (its name and where its start tag begins), or undefined. */
export function xmlRoot(text: string): { name: string; at: number } | undefined {
  const at = PROLOG.exec(text)?.[0].length ?? 0;
  const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at))?.[1];
  return name === undefined ? undefined : { name, at };
}

/**
 * Throws PayloadError (`<resource>: truncated document ...`) when an XML text does not end with the
 * closing tag of its root element. A text that is not XML (JSON Feed) is left to its own parser.
 */
export function assertCompleteXml(text: string, resource: string): void {
  const root = xmlRoot(text);
  if (root === undefined) return;
  let tail = text.trimEnd();
  for (;;) {
    const cut = tail.endsWith('-->')
      ? tail.lastIndexOf('<!--')
      : tail.endsWith('?>')
        ? tail.lastIndexOf('<?')
        : -1;
    if (cut <= root.at) break;
    tail = tail.slice(0, cut).trimEnd();
  }
  const name = root.name.replace(/\./g, '\\.');
  const closed = new RegExp(`</${name}\\s*>$`).test(tail);
  const empty = new RegExp(`^<${name}\\b[^>]*/>$`).test(tail.slice(root.at));
  if (!closed && !empty) {
    throw new PayloadError(`${resource}: truncated document (it ends before </${root.name}>)`);
  }
}
