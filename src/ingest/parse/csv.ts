/**
 * Reading CSV bodies from upstreams with csv-parse: each parser passes its own options, and a body
 * csv-parse rejects becomes a PayloadError naming the resource. Shared by every CSV parser.
 */
import { type Options as CsvOptions, parse as parseCsv } from 'csv-parse/sync';
import { PayloadError } from '../errors';

/** csv-parse options without a header row: each record is an array of fields. */
export type CsvRowOptions = Omit<CsvOptions, 'columns'> & { columns?: false };

/** csv-parse options where the first row names the columns: each record is keyed by column. */
export type CsvHeaderOptions = Omit<CsvOptions, 'columns'> & { columns: true };

/** Parses a CSV body into records keyed by the header row, or throws a PayloadError naming the resource. */
export function readCsv(text: string, resource: string, options: CsvHeaderOptions): Record<string, string>[];
/** Parses a CSV body into rows of fields, or throws a PayloadError naming the resource. */
export function readCsv(text: string, resource: string, options?: CsvRowOptions): string[][];
export function readCsv(
  text: string,
  resource: string,
  options: CsvRowOptions | CsvHeaderOptions = {},
): string[][] | Record<string, string>[] {
  try {
    return parseCsv(text, options as CsvOptions);
  } catch (err) {
    throw new PayloadError(`${resource}: not CSV (${err instanceof Error ? err.message : String(err)})`);
  }
}
