/**
 * Writes the ExecuteBatchResponse (SPEC §2.4) around the operations' own body bytes: each body is
 * spliced in as the JSON bytes the operation answered (a cached rendering's, a projection's, an
 * error body), never parsed and serialized again. Field order is the contract's: `succeeded`,
 * `failed`, `results[]` of `{ id, status, body?, error, dataStatus?, dataFetchedAt?, dataAgeSeconds? }`.
 */
import type { Provenance } from '../../ingest/freshness';
import type { BatchResultCode } from './dispatch';

/** One result of the batch response, in request order. */
export interface BatchResult {
  id: string;
  status: number;
  /** The operation's body as JSON bytes; absent when the batch refused the operation or its body. */
  body?: Buffer;
  error: BatchResultCode;
  /** Where the operation's data stands (its X-Data-* headers): written as `dataStatus`, `dataFetchedAt`, `dataAgeSeconds`. */
  provenance?: Provenance;
}

/** True for a result that counts as `succeeded`: a 2xx with no error. */
export function succeeded(result: BatchResult): boolean {
  return result.status >= 200 && result.status < 300 && result.error === '';
}

/** The batch response's bytes (UTF-8 JSON). */
export function writeBatchResponse(results: readonly BatchResult[]): Buffer {
  const ok = results.filter(succeeded).length;
  const chunks: Buffer[] = [];
  let text = `{"succeeded":${ok},"failed":${results.length - ok},"results":[`;
  results.forEach((result, i) => {
    if (i > 0) text += ',';
    text += `{"id":${JSON.stringify(result.id)},"status":${result.status}`;
    if (result.body !== undefined) {
      chunks.push(Buffer.from(`${text},"body":`, 'utf8'), result.body);
      text = '';
    }
    text += `,"error":${JSON.stringify(result.error)}${provenanceFields(result.provenance)}}`;
  });
  chunks.push(Buffer.from(`${text}]}`, 'utf8'));
  return Buffer.concat(chunks);
}

/** The result's data fields: what its X-Data-* headers would say on a direct call. */
function provenanceFields(provenance: Provenance | undefined): string {
  if (provenance === undefined) return '';
  if (provenance.status === 'unavailable') return ',"dataStatus":"unavailable"';
  return `,"dataStatus":"${provenance.status}","dataFetchedAt":${JSON.stringify(provenance.fetchedAt)},"dataAgeSeconds":${provenance.ageSeconds}`;
}
