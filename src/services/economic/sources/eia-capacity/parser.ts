/**
 * Parser of EIA API v2 `electricity/state-electricity-profiles/capability/data/` (annual
 * generating capability by state, producer type and energy source), built from EIA's API
 * documentation: no real capture of this route exists (fixtures/SOURCE.md). Rows carry `period`
 * (YYYY), `stateid`/`stateId`, `producertypeid`, `energysourceid`, `energySourceDescription`,
 * `capability` (string or number) and `capability-units`. Per energy source and year it takes the
 * all-producers total row when there is one (`producertypeid` TOT or a description naming the
 * total), else the sum of the producer-type rows. Units other than megawatts refuse the payload.
 * Pure.
 * @see https://www.eia.gov/opendata/documentation.php
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult } from '../../../../ingest/types';
import { CAPACITY_SOURCES, type EnergyCapacityData } from '../../data-energy';
import { eiaValue, eiaWarnings, responseOf } from '../eia/parser';

const RESOURCE = 'EIA generating capability';
const TRACKED = new Set<string>(CAPACITY_SOURCES);

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);

function isTotal(row: Row): boolean {
  const id = text(row.producertypeid ?? row.producerTypeId)?.toUpperCase();
  const name = text(row.producerTypeDescription);
  return id === 'TOT' || id === 'ALL' || (name !== undefined && /total/i.test(name));
}

/** Parses one body; the data is dated by its newest year (1 January, 00:00Z). */
export function parseEiaCapacity(body: string): ParseResult<EnergyCapacityData> {
  const response = responseOf(body, RESOURCE);
  const cells = new Map<string, { name: string; total?: number; parts: number; sum: number }>();
  let skipped = 0;
  for (const raw of response.data) {
    if (typeof raw !== 'object' || raw === null) {
      skipped++;
      continue;
    }
    const row = raw as Row;
    const source = text(row.energysourceid ?? row.energySourceId)?.toUpperCase();
    if (source === undefined || !TRACKED.has(source)) continue;
    const state = text(row.stateid ?? row.stateId ?? row.stateID)?.toUpperCase();
    if (state !== undefined && state !== 'US') continue;
    const units = text(row['capability-units']);
    if (units !== undefined && units.toLowerCase() !== 'megawatts')
      throw new PayloadError(`${RESOURCE}: capability in ${units}, expected megawatts`);
    const year = Number(text(row.period) ?? row.period);
    const mw = eiaValue(row.capability);
    if (!Number.isInteger(year) || year < 1900 || year > 2200 || mw === undefined || mw < 0) {
      skipped++;
      continue;
    }
    const key = `${source}|${year}`;
    const cell = cells.get(key) ?? { name: text(row.energySourceDescription) ?? source, parts: 0, sum: 0 };
    if (isTotal(row)) cell.total = mw;
    else {
      cell.parts++;
      cell.sum += mw;
    }
    cells.set(key, cell);
  }
  const bySource = new Map<string, EnergyCapacityData['series'][number]>();
  for (const [key, cell] of cells) {
    const [source, year] = key.split('|') as [string, string];
    const series = bySource.get(source) ?? { energySource: source, name: cell.name, years: [] };
    series.years.push({ year: Number(year), capacityMw: Math.round((cell.total ?? cell.sum) * 10) / 10 });
    bySource.set(source, series);
  }
  const series = CAPACITY_SOURCES.flatMap((s) => {
    const found = bySource.get(s);
    if (!found) return [];
    found.years.sort((a, b) => a.year - b.year);
    return [found];
  });
  if (series.length === 0)
    throw new PayloadError(`${RESOURCE}: no US capability of ${CAPACITY_SOURCES.join(', ')}`);
  const newest = Math.max(...series.map((s) => s.years[s.years.length - 1]!.year));
  const warnings = eiaWarnings(response, RESOURCE);
  if (skipped > 0) warnings.push(`${RESOURCE}: ${skipped} unreadable rows skipped`);
  const absent = CAPACITY_SOURCES.filter((s) => !bySource.has(s));
  if (absent.length > 0) warnings.push(`${RESOURCE}: no rows for ${absent.join(', ')}`);
  return { data: { series }, asOf: `${newest}-01-01T00:00:00Z`, warnings };
}
