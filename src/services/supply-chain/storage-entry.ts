/** A stored storage facility as the contract serves it: with its derived public badge. */
import type { Static } from 'typebox';
import type { StorageFacilityEntrySchema } from './contract-energy';
import type { StorageFacilityRecord } from './data-energy';
import { deriveStorageBadge } from './storage-badge';

/** A facility as served. */
export type StorageFacilityEntry = Static<typeof StorageFacilityEntrySchema>;

/** The facility with its badge as of `now`. */
export function toStorageEntry(f: StorageFacilityRecord, now: Date): StorageFacilityEntry {
  return { ...f, publicBadge: deriveStorageBadge(f.evidence, now) };
}

/** What a facility stores: gas (gas storage, LNG terminals) or oil (reserves, tank farms). */
export function storageCommodity(f: Pick<StorageFacilityRecord, 'facilityType'>): 'gas' | 'oil' {
  return f.facilityType === 'spr' || f.facilityType === 'crude_tank_farm' ? 'oil' : 'gas';
}
