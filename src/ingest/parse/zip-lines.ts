/**
 * The lines of the first file of a zip archive, streamed: the entry is inflated chunk by chunk and
 * each complete line is offered to a filter, so a large export (tens of megabytes once inflated)
 * is never held whole as text. Stored (method 0) and deflated (method 8) entries; no zip64. Pure
 * apart from zlib.
 */
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { PayloadError } from '../errors';

/** What the filter kept. */
export interface ZipLines {
  /** Name of the entry read. */
  entry: string;
  /** Lines kept, in file order, without their line ending. */
  kept: string[];
  /** Non-empty lines read. */
  total: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** True when the bytes start like a zip archive (`PK\x03\x04`). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && Buffer.from(bytes.subarray(0, 4)).readUInt32LE(0) === LOCAL_SIGNATURE;
}

/** The first entry's name, method and compressed bytes, read through the central directory. */
export function firstZipEntry(zip: Buffer): { name: string; method: number; data: Buffer } {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new PayloadError('zip: no end of central directory (not a zip, or cut short)');
  const central = zip.readUInt32LE(eocd + 16);
  if (central + 46 > zip.length || zip.readUInt32LE(central) !== CENTRAL_SIGNATURE)
    throw new PayloadError('zip: central directory not found');
  const method = zip.readUInt16LE(central + 10);
  const size = zip.readUInt32LE(central + 20);
  const nameLength = zip.readUInt16LE(central + 28);
  const name = zip.toString('utf8', central + 46, central + 46 + nameLength);
  const local = zip.readUInt32LE(central + 42);
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_SIGNATURE)
    throw new PayloadError('zip: local header not found');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + size > zip.length) throw new PayloadError('zip: entry cut short');
  if (method !== 0 && method !== 8) throw new PayloadError(`zip: unsupported compression method ${method}`);
  return { name, method, data: zip.subarray(start, start + size) };
}

/** Streams the first entry's lines through `keep`; stops keeping (but counts) after `maxKept`. */
export async function filterZipLines(
  zip: Buffer,
  keep: (line: string) => boolean,
  maxKept = Number.POSITIVE_INFINITY,
): Promise<ZipLines> {
  const entry = firstZipEntry(zip);
  const out: ZipLines = { entry: entry.name, kept: [], total: 0 };
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const take = (text: string, last: boolean) => {
    const lines = (carry + text).split('\n');
    carry = last ? '' : (lines.pop() ?? '');
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') continue;
      out.total++;
      if (out.kept.length < maxKept && keep(line)) out.kept.push(line);
    }
  };
  if (entry.method === 0) {
    take(decoder.write(entry.data), false);
  } else {
    const inflate = createInflateRaw();
    const done = new Promise<void>((resolve, reject) => {
      inflate.on('data', (chunk: Buffer) => {
        try {
          take(decoder.write(chunk), false);
        } catch (err) {
          inflate.destroy();
          reject(err);
        }
      });
      inflate.on('end', () => resolve());
      inflate.on('error', (err) => reject(new PayloadError(`zip: ${err.message}`)));
    });
    inflate.end(entry.data);
    await done;
  }
  take(decoder.end(), true);
  return out;
}
