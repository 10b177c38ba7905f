/**
 * Parser of FAO's Food Price Index CSV (`food_price_indices_data.csv`): a UTF-8 BOM, CRLF lines
 * padded with empty fields, title rows, then `Date,Food Price Index,Meat,Dairy,Cereals,Oils,Sugar`
 * and one `YYYY-MM,` row per month (2014-2016 = 100). Only the first seven columns of month rows
 * are read (some rows carry an unlabelled number far to the right). Pure.
 * @see https://www.fao.org/worldfoodsituation/foodpricesindex/en/
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult } from '../../../../ingest/types';
import type { FaoFoodPriceData } from '../../data-macro';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const HEADER = ['date', 'food price index', 'meat', 'dairy', 'cereals', 'oils', 'sugar'];
const RESOURCE = 'FAO Food Price Index CSV';

function index(raw: string | undefined): number | undefined {
  const t = raw?.trim() ?? '';
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Parses the CSV; the data is dated by its newest month (its first day, 00:00Z). */
export function parseFaoFoodPriceIndex(text: string): ParseResult<FaoFoodPriceData> {
  const rows = readCsv(text.replace(/^\uFEFF/, ''), RESOURCE, {
    relax_column_count: true,
    skip_empty_lines: true,
  });
  const header = rows.findIndex(
    (r) =>
      r
        .slice(0, 7)
        .map((c) => c.trim().toLowerCase())
        .join('|') === HEADER.join('|'),
  );
  if (header < 0)
    throw new PayloadError(`${RESOURCE}: no "Date,Food Price Index,Meat,Dairy,Cereals,Oils,Sugar" header`);
  const months = new Map<string, FaoFoodPriceData['months'][number]>();
  let skipped = 0;
  for (const row of rows.slice(header + 1)) {
    const month = row[0]?.trim() ?? '';
    if (!MONTH.test(month)) {
      if (row.some((c) => c.trim() !== '')) skipped++;
      continue;
    }
    const ffpi = index(row[1]);
    if (ffpi === undefined) {
      skipped++;
      continue;
    }
    const point: FaoFoodPriceData['months'][number] = { month, ffpi };
    const subs = ['meat', 'dairy', 'cereals', 'oils', 'sugar'] as const;
    subs.forEach((name, i) => {
      const v = index(row[i + 2]);
      if (v !== undefined) point[name] = v;
    });
    months.set(month, point);
  }
  const list = [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
  if (list.length === 0) throw new PayloadError(`${RESOURCE}: no monthly rows`);
  const warnings = skipped > 0 ? [`${RESOURCE}: ${skipped} unreadable rows skipped`] : [];
  return { data: { months: list }, asOf: `${list[list.length - 1]!.month}-01T00:00:00Z`, warnings };
}
