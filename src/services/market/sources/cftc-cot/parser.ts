/**
 * Parser of the CFTC public reporting (Socrata) answer for the Traders in Financial Futures report,
 * futures and options combined (`/resource/yw9f-hn96.json`): a JSON array of rows whose numbers are
 * strings. Per configured contract code, the newest row. Built from the documented column names
 * (dataset page and Socrata foundry, see fixtures/SOURCE.md); not yet checked against a live capture.
 * @see https://dev.socrata.com/foundry/publicreporting.cftc.gov/yw9f-hn96
 */
import { PayloadError } from '../../../../ingest/errors';
import { num, objectOf, parseJsonBody, str } from '../../../../ingest/parse/json-values';
import type { CotPosition, CotPositionsData } from '../../data';

/** A configured contract: CFTC code and display name. */
export interface CotContract {
  code: string;
  name: string;
}

/** The columns read (also the `$select` of the request). */
export const COT_COLUMNS = [
  'report_date_as_yyyy_mm_dd',
  'market_and_exchange_names',
  'cftc_contract_market_code',
  'open_interest_all',
  'dealer_positions_long_all',
  'dealer_positions_short_all',
  'asset_mgr_positions_long',
  'asset_mgr_positions_short',
  'lev_money_positions_long',
  'lev_money_positions_short',
  'nonrept_positions_long_all',
  'nonrept_positions_short_all',
] as const;

const FIELDS: Record<string, (typeof COT_COLUMNS)[number]> = {
  openInterest: 'open_interest_all',
  dealerLong: 'dealer_positions_long_all',
  dealerShort: 'dealer_positions_short_all',
  assetManagerLong: 'asset_mgr_positions_long',
  assetManagerShort: 'asset_mgr_positions_short',
  leveragedFundsLong: 'lev_money_positions_long',
  leveragedFundsShort: 'lev_money_positions_short',
  nonReportableLong: 'nonrept_positions_long_all',
  nonReportableShort: 'nonrept_positions_short_all',
};

/** Parses the answer; throws PayloadError when it is not an array of rows. */
export function parseCotPositions(
  text: string,
  contracts: readonly CotContract[],
): { data: CotPositionsData; asOf?: string; warnings: string[] } {
  const doc = parseJsonBody(text, 'CFTC TFF');
  if (!Array.isArray(doc)) {
    const message = str(objectOf(doc)?.message);
    throw new PayloadError(`CFTC TFF: not an array of rows${message ? ` (${message})` : ''}`);
  }
  const newest = new Map<string, CotPosition>();
  const warnings: string[] = [];
  for (const item of doc) {
    const row = objectOf(item);
    const code = str(row?.cftc_contract_market_code).toUpperCase();
    const date = str(row?.report_date_as_yyyy_mm_dd).slice(0, 10);
    if (!row || code === '' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      warnings.push('CFTC TFF: a row without contract code or report date skipped');
      continue;
    }
    const contract = contracts.find((c) => c.code === code);
    if (!contract) continue;
    const kept = newest.get(code);
    if (kept && kept.reportDate >= date) continue;
    const position: CotPosition = { code, name: contract.name, reportDate: date };
    const market = str(row.market_and_exchange_names);
    if (market) position.marketName = market;
    for (const [field, column] of Object.entries(FIELDS)) {
      const v = num(row[column]);
      if (v !== undefined && Number.isInteger(v)) (position as Record<string, unknown>)[field] = v;
    }
    newest.set(code, position);
  }
  const instruments = contracts.flatMap((c) => {
    const p = newest.get(c.code);
    return p ? [p] : [];
  });
  const latest =
    instruments
      .map((i) => i.reportDate)
      .sort()
      .at(-1) ?? '';
  return {
    data: { instruments, missingCodes: contracts.filter((c) => !newest.has(c.code)).map((c) => c.code) },
    ...(latest ? { asOf: `${latest}T00:00:00.000Z` } : {}),
    warnings,
  };
}
