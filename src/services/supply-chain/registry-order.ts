/**
 * The order the energy registries are stored, listed and paged in (keyset cursors,
 * `../keyset-cursor.ts`): storage facilities by id; fuel shortages newest first seen first;
 * disruptions newest start first; ties by id.
 */
import type { SortKey } from '../keyset-cursor';
import type { DisruptionRecord, FuelShortageRecord, StorageFacilityRecord } from './data-energy';

const ms = (date: string) => {
  const t = Date.parse(date);
  return Number.isNaN(t) ? 0 : t;
};

/** Sort key of a storage facility. */
export const storageKey = (f: Pick<StorageFacilityRecord, 'id'>): SortKey => ({ time: 0, id: f.id });
/** Sort key of a fuel shortage. */
export const shortageKey = (s: Pick<FuelShortageRecord, 'id' | 'firstSeen'>): SortKey => ({
  time: ms(s.firstSeen),
  id: s.id,
});
/** Sort key of a disruption. */
export const disruptionKey = (e: Pick<DisruptionRecord, 'id' | 'startAt'>): SortKey => ({
  time: ms(e.startAt),
  id: e.id,
});
