/**
 * Rows of a World Bank Indicators API v2 page with their country and indicator names, on top of
 * the resilience service's page parser (envelope, error bodies, aggregates dropped, `null` values
 * missing, never 0). Pure.
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/898581
 */
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import { parseWorldBankPage, type WorldBankHeader } from '../../../../ingest/worldbank';
import type { WorldBankIndicatorRow } from '../../providers';

type Row = Record<string, unknown>;
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `{id, value}` names of the rows of a page, by id. */
function names(body: string, field: 'country' | 'indicator'): Map<string, string> {
  const json = parseJsonBody(body, 'World Bank page');
  const rows = Array.isArray(json) && Array.isArray(json[1]) ? json[1] : [];
  const out = new Map<string, string>();
  for (const row of rows) {
    const ref = isObject(row) ? row[field] : undefined;
    if (isObject(ref) && typeof ref.id === 'string' && typeof ref.value === 'string')
      out.set(ref.id, ref.value);
  }
  return out;
}

/** One page: its header and its country rows with names. */
export function parseIndicatorPage(
  body: string,
  resource: string,
): { header: WorldBankHeader; rows: WorldBankIndicatorRow[]; missing: number } {
  const page = parseWorldBankPage(body, resource);
  const countries = names(body, 'country');
  const indicators = names(body, 'indicator');
  const rows = page.observations.map((o) => ({
    countryCode: o.countryCode,
    countryName: countries.get(o.countryCode) ?? o.countryCode,
    indicatorCode: o.indicatorId,
    indicatorName: indicators.get(o.indicatorId) ?? o.indicatorId,
    year: o.year,
    value: o.value,
  }));
  return { header: page.header, rows, missing: page.missing };
}
