/**
 * The GDELT 2.0 15-minute files, shared by the services that read them (unrest: the events
 * export; positive events: the GKG). `lastupdate.txt` lists the newest batch's three zips as
 * `<size> <md5> <url>` lines; a run reads that list, then streams one zip and keeps only the lines
 * its filter accepts (an export is ~1 MB of TSV, a GKG file tens of MB), so a snapshot never holds
 * a whole file. A batch is named by its UTC timestamp (`20260721083000`), the snapshot's own date.
 * @see http://data.gdeltproject.org/documentation/GDELT-Event_Codebook-V2.0.pdf
 * @see http://data.gdeltproject.org/documentation/GDELT-Global_Knowledge_Graph_Codebook-V2.1.pdf
 */
import { PayloadError } from './errors';
import { filterZipLines, isZip } from './parse/zip-lines';
import type { RunHttp } from './types';
import { joinUrl } from './urls';

/** Default origin of the GDELT 2.0 files. */
export const GDELT_DEFAULT_BASE_URL = 'http://data.gdeltproject.org';
/** Path of the newest-batch list. */
export const GDELT_LASTUPDATE_PATH = '/gdeltv2/lastupdate.txt';
/** Folder of the batch files. */
export const GDELT_V2_FOLDER = '/gdeltv2/';

/** The files of one batch named in `lastupdate.txt`. */
export type GdeltFileKind = 'export' | 'mentions' | 'gkg';

/** One listed file. */
export interface GdeltBatchFile {
  kind: GdeltFileKind;
  /** File name, e.g. `20260721083000.export.CSV.zip`. */
  name: string;
  /** The batch timestamp as ISO 8601 UTC. */
  batchAt: string;
}

const LINE = /^\s*\d+\s+[0-9a-f]{32}\s+(\S+)\s*$/i;
const NAME = /(\d{14})\.(export|mentions|gkg)\.(?:csv|CSV)\.zip$/;

/** A 14-digit GDELT timestamp (`YYYYMMDDHHMMSS`, UTC) as ISO 8601; undefined when not a real time. */
export function gdeltStampIso(stamp: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const t = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(t);
  if (
    Number.isNaN(t) ||
    back.getUTCDate() !== d ||
    back.getUTCMonth() !== mo - 1 ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return undefined;
  return back.toISOString();
}

/** The files `lastupdate.txt` lists; throws PayloadError when it lists none. */
export function parseLastUpdate(text: string): GdeltBatchFile[] {
  const files: GdeltBatchFile[] = [];
  for (const line of text.split('\n')) {
    const url = LINE.exec(line)?.[1];
    const name = url?.split('/').at(-1) ?? '';
    const m = NAME.exec(name);
    const batchAt = m ? gdeltStampIso(m[1] ?? '') : undefined;
    if (m && batchAt) files.push({ kind: m[2] as GdeltFileKind, name, batchAt });
  }
  if (files.length === 0) throw new PayloadError('GDELT lastupdate.txt: no batch file listed');
  return files;
}

/** The listed file of one kind; throws PayloadError when absent. */
export function batchFile(files: readonly GdeltBatchFile[], kind: GdeltFileKind): GdeltBatchFile {
  const file = files.find((f) => f.kind === kind);
  if (!file) throw new PayloadError(`GDELT lastupdate.txt: no ${kind} file listed`);
  return file;
}

/** URL of a batch file under the configured origin (the list's own host is not trusted). */
export function batchFileUrl(base: string, file: GdeltBatchFile): string {
  return joinUrl(base, `${GDELT_V2_FOLDER}${file.name}`);
}

/**
 * Reads the newest batch's file of `kind` and keeps the lines `keep` accepts (at most `maxKept`):
 * `{ list, lines }`, the list's text and the kept lines joined by `\n`. A plain-text body (an
 * unzipped copy) is read as it is. A file whose first line has fewer than `columns` TAB-separated
 * fields is not the file asked for (PayloadError).
 */
export async function fetchBatchLines(
  http: RunHttp,
  base: string,
  kind: GdeltFileKind,
  columns: number,
  keep: (line: string) => boolean,
  maxKept: number,
): Promise<{ list: string; lines: string; total: number }> {
  const list = await http.get(joinUrl(base, GDELT_LASTUPDATE_PATH), { accept: 'text/plain' });
  const file = batchFile(parseLastUpdate(list), kind);
  const body = Buffer.from(await http.get(batchFileUrl(base, file), { bytes: true }), 'latin1');
  if (body.length === 0) throw new PayloadError(`GDELT ${file.name}: empty body`);
  let first: string | undefined;
  const checked = (line: string) => {
    if (first === undefined) {
      first = line;
      if (line.split('\t').length < columns)
        throw new PayloadError(`GDELT ${file.name}: not ${columns} TAB-separated columns`);
    }
    return keep(line);
  };
  if (isZip(body)) {
    const read = await filterZipLines(body, checked, maxKept);
    return { list, lines: read.kept.join('\n'), total: read.total };
  }
  const all = body
    .toString('utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l !== '');
  return { list, lines: all.filter(checked).slice(0, maxKept).join('\n'), total: all.length };
}
