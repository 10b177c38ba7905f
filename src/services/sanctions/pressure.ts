/**
 * Counts of the SDN list by program, country and party type, with the entries that appeared since
 * the previous version of the list (`isNewEntry`). Built once per snapshot.
 */
import { perSnapshot } from '../per-snapshot';
import { isNewEntry, type SanctionsListData, type SdnEntry, type SdnPartyType } from './data';

/** Designations of one program. */
export interface ProgramCount {
  program: string;
  entryCount: number;
  newEntryCount: number;
}

/** Designations tied to one country. */
export interface CountryCount {
  countryCode?: string;
  countryName: string;
  entryCount: number;
  newEntryCount: number;
  vesselCount: number;
  aircraftCount: number;
}

/** The whole list summarised. */
export interface PressureSummary {
  /** Entries, new ones first, then by `ent_num` from the highest (OFAC numbers entries in order of creation). */
  entries: { entry: SdnEntry; isNew: boolean }[];
  programs: ProgramCount[];
  countries: CountryCount[];
  newEntryCount: number;
  byType: Record<SdnPartyType, number>;
}

/** The summary of a snapshot's list (computed once per snapshot data object). */
export const pressureSummary: (data: SanctionsListData) => PressureSummary = perSnapshot(summarise);

function byCounts<T extends { entryCount: number; newEntryCount: number }>(
  label: (t: T) => string,
): (a: T, b: T) => number {
  return (a, b) =>
    b.newEntryCount - a.newEntryCount || b.entryCount - a.entryCount || label(a).localeCompare(label(b));
}

function summarise(data: SanctionsListData): PressureSummary {
  const entries = data.entries
    .map((entry) => ({ entry, isNew: isNewEntry(data, entry) }))
    .sort((a, b) => Number(b.isNew) - Number(a.isNew) || b.entry.entNum - a.entry.entNum);
  const programs = new Map<string, ProgramCount>();
  const countries = new Map<string, CountryCount>();
  const byType: Record<SdnPartyType, number> = { individual: 0, entity: 0, vessel: 0, aircraft: 0 };
  for (const { entry, isNew } of entries) {
    byType[entry.type]++;
    const fresh = isNew ? 1 : 0;
    for (const program of entry.programs) {
      const row = programs.get(program) ?? { program, entryCount: 0, newEntryCount: 0 };
      row.entryCount++;
      row.newEntryCount += fresh;
      programs.set(program, row);
    }
    // One count per country of the entry, whatever the number of its addresses there.
    const keys = new Set<string>();
    for (const country of entry.countries) {
      const key = country.code ?? `name:${country.name}`;
      if (keys.has(key)) continue;
      keys.add(key);
      const row = countries.get(key) ?? {
        ...(country.code ? { countryCode: country.code } : {}),
        countryName: country.name,
        entryCount: 0,
        newEntryCount: 0,
        vesselCount: 0,
        aircraftCount: 0,
      };
      row.entryCount++;
      row.newEntryCount += fresh;
      if (entry.type === 'vessel') row.vesselCount++;
      if (entry.type === 'aircraft') row.aircraftCount++;
      countries.set(key, row);
    }
  }
  return {
    entries,
    programs: [...programs.values()].sort(byCounts((p) => p.program)),
    countries: [...countries.values()].sort(byCounts((c) => c.countryName)),
    newEntryCount: entries.filter((e) => e.isNew).length,
    byType,
  };
}
