/**
 * Parser of The Economist's Big Mac raw index CSV (`date,iso_a3,currency_code,name,local_price,
 * dollar_ex,dollar_price,…`): the newest edition and the one before. Editions are semi-annual, so
 * no week-on-week change exists. Pure.
 * @see https://github.com/TheEconomist/big-mac-data
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult } from '../../../../ingest/types';
import type { BigMacData } from '../../data-macro';
import { isRealDate } from '../fred/parser';

const RESOURCE = 'Big Mac raw index CSV';
const COLUMNS = ['date', 'iso_a3', 'currency_code', 'name', 'local_price', 'dollar_ex', 'dollar_price'];

type Row = BigMacData['rows'][number];

function positive(raw: string | undefined): number | undefined {
  const n = Number(raw?.trim() ?? '');
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Parses the CSV; the data is dated by its newest edition (00:00Z). */
export function parseBigMacIndex(text: string): ParseResult<BigMacData> {
  const records = readCsv(text.replace(/^\uFEFF/, ''), RESOURCE, {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
  const first = records[0];
  if (!first || !COLUMNS.every((c) => c in first))
    throw new PayloadError(`${RESOURCE}: missing columns ${COLUMNS.join(',')}`);
  const editions = new Map<string, Map<string, Row>>();
  let skipped = 0;
  for (const r of records) {
    const date = r.date ?? '';
    const iso3 = (r.iso_a3 ?? '').toUpperCase();
    const currency = (r.currency_code ?? '').toUpperCase();
    const localPrice = positive(r.local_price);
    const dollarEx = positive(r.dollar_ex);
    const dollarPrice = positive(r.dollar_price);
    if (
      !isRealDate(date) ||
      !/^[A-Z]{3}$/.test(iso3) ||
      !/^[A-Z]{3}$/.test(currency) ||
      !r.name ||
      localPrice === undefined ||
      dollarEx === undefined ||
      dollarPrice === undefined
    ) {
      skipped++;
      continue;
    }
    const edition = editions.get(date) ?? new Map<string, Row>();
    editions.set(date, edition);
    if (!edition.has(iso3))
      edition.set(iso3, { iso3, name: r.name, currency, localPrice, dollarEx, dollarPrice });
  }
  const dates = [...editions.keys()].sort();
  const newest = dates[dates.length - 1];
  if (newest === undefined) throw new PayloadError(`${RESOURCE}: no readable rows`);
  const previous = dates[dates.length - 2];
  const data: BigMacData = { edition: newest, rows: [...editions.get(newest)!.values()] };
  if (previous !== undefined) {
    data.previousEdition = previous;
    data.previousRows = [...editions.get(previous)!.values()];
  }
  const warnings = skipped > 0 ? [`${RESOURCE}: ${skipped} unreadable rows skipped`] : [];
  return { data, asOf: `${newest}T00:00:00Z`, warnings };
}
