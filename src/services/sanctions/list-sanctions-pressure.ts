/**
 * GET /api/sanctions/v1/list-sanctions-pressure: OFAC SDN designations counted by program,
 * country and party type, with the entries new since the previous version of the list
 * (`pressure.ts`; rule in the README).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFAULT_PRESSURE_ITEMS,
  type ListSanctionsPressureResponse,
  listSanctionsPressure,
  PRESSURE_UNAVAILABLE,
  SDN_SOURCE_LIST,
} from './contract-pressure';
import { type SdnEntry, type SdnPartyType, sanctionsKeys } from './data';
import { pressureSummary } from './pressure';

const ENTITY_TYPES: Record<SdnPartyType, ListSanctionsPressureResponse['entries'][number]['entityType']> = {
  individual: 'SANCTIONS_ENTITY_TYPE_INDIVIDUAL',
  entity: 'SANCTIONS_ENTITY_TYPE_ENTITY',
  vessel: 'SANCTIONS_ENTITY_TYPE_VESSEL',
  aircraft: 'SANCTIONS_ENTITY_TYPE_AIRCRAFT',
};

/** Handler of list-sanctions-pressure. */
export const listSanctionsPressureHandler = defineHandler(listSanctionsPressure, async (ctx, query) => {
  const read = await ctx.snapshots.read(sanctionsKeys.sdnList);
  if (read.status !== 'hit') return unavailable(PRESSURE_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const summary = pressureSummary(data);
  const at = String(Date.parse(meta.fetchedAt));
  const body: ListSanctionsPressureResponse = {
    entries: summary.entries
      .slice(0, query.max_items ?? DEFAULT_PRESSURE_ITEMS)
      .map(({ entry, isNew }) => toEntry(entry, isNew)),
    countries: summary.countries,
    programs: summary.programs,
    fetchedAt: at,
    datasetDate: at,
    totalCount: data.entries.length,
    sdnCount: data.entries.length,
    newEntryCount: summary.newEntryCount,
    vesselCount: summary.byType.vessel,
    aircraftCount: summary.byType.aircraft,
    individualCount: summary.byType.individual,
    entityCount: summary.byType.entity,
  };
  return fromData(body, meta.fetchedAt);
});

function toEntry(entry: SdnEntry, isNew: boolean): ListSanctionsPressureResponse['entries'][number] {
  // One code per country, even when OFAC wrote the same country two ways.
  const coded = new Map<string, string>();
  const uncoded: string[] = [];
  for (const c of entry.countries) {
    if (c.code === undefined) uncoded.push(c.name);
    else if (!coded.has(c.code)) coded.set(c.code, c.name);
  }
  return {
    id: `SDN:${entry.entNum}`,
    name: entry.name,
    entityType: ENTITY_TYPES[entry.type],
    countryCodes: [...coded.keys()],
    countryNames: [...coded.values(), ...uncoded],
    programs: entry.programs,
    sourceLists: [SDN_SOURCE_LIST],
    isNew,
    ...(entry.remarks ? { note: entry.remarks } : {}),
  };
}
