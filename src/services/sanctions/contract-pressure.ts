/**
 * The sanctions-pressure operation: counts of OFAC's SDN list by program, country and party type,
 * with the entries that appeared since the previous version of the list; its schemas and
 * degraded body.
 */
import Type, { type Static } from 'typebox';
import { Int32, Int64String, StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { sanctionsKeys } from './data';

/** `max_items` when absent. */
export const DEFAULT_PRESSURE_ITEMS = 25;
/** Largest `max_items`. */
export const MAX_PRESSURE_ITEMS = 100;
/** The list every entry comes from. */
export const SDN_SOURCE_LIST = 'SDN';

/** Entity types of a pressure entry. */
export const SANCTIONS_ENTITY_TYPES = [
  'SANCTIONS_ENTITY_TYPE_UNSPECIFIED',
  'SANCTIONS_ENTITY_TYPE_ENTITY',
  'SANCTIONS_ENTITY_TYPE_INDIVIDUAL',
  'SANCTIONS_ENTITY_TYPE_VESSEL',
  'SANCTIONS_ENTITY_TYPE_AIRCRAFT',
] as const;

const Count = (description: string) => Int32({ minimum: 0, description });

/** One designation. */
export const SanctionsEntrySchema = Type.Object({
  id: Type.String({ description: 'List and entry number, e.g. `SDN:4695`' }),
  name: Type.String({ description: 'Primary name as OFAC writes it' }),
  entityType: StringEnum(SANCTIONS_ENTITY_TYPES),
  countryCodes: Type.Array(Type.String(), {
    description: 'ISO 3166-1 alpha-2 codes of the countries of its addresses (and a vessel flag)',
  }),
  countryNames: Type.Array(Type.String(), {
    description:
      'Those countries as OFAC names them: first the ones with a code, in the order of countryCodes, then any without one (e.g. West Bank)',
  }),
  programs: Type.Array(Type.String(), { description: 'Sanctions programs, e.g. SDGT' }),
  sourceLists: Type.Array(Type.String(), { description: 'Lists the entry is on: `SDN`' }),
  isNew: Type.Boolean({
    description:
      'True when the entry appeared since the previous version of the list; false on the first one',
  }),
  note: Type.Optional(Type.String({ description: "OFAC's remarks on the entry, as published" })),
  effectiveAt: Type.Optional(
    Int64String('Designation date, epoch ms: never sent, the SDN files carry no designation date'),
  ),
});

/** Designations of one program. */
export const ProgramSanctionsPressureSchema = Type.Object({
  program: Type.String(),
  entryCount: Count('Entries under the program'),
  newEntryCount: Count('Of which new since the previous version of the list'),
});

/** Designations tied to one country. */
export const CountrySanctionsPressureSchema = Type.Object({
  countryCode: Type.Optional(
    Type.String({ description: 'ISO 3166-1 alpha-2; absent for places without one (e.g. West Bank)' }),
  ),
  countryName: Type.String({ description: 'As OFAC names it' }),
  entryCount: Count('Entries with an address in the country (or flying its flag, for vessels)'),
  newEntryCount: Count('Of which new since the previous version of the list'),
  vesselCount: Count('Of which vessels'),
  aircraftCount: Count('Of which aircraft'),
});

/** ListSanctionsPressureResponse. */
export const ListSanctionsPressureResponseSchema = Type.Object({
  entries: Type.Array(SanctionsEntrySchema, {
    description:
      'New entries first, then by entry number from the highest (the most recently created); at most max_items',
  }),
  countries: Type.Array(CountrySanctionsPressureSchema, {
    description: 'Every country, most new entries first, then most entries',
  }),
  programs: Type.Array(ProgramSanctionsPressureSchema, {
    description: 'Every program, most new entries first, then most entries',
  }),
  fetchedAt: Int64String('Date of the snapshot, epoch ms; "0" when no list is loaded'),
  datasetDate: Int64String(
    'Date the list is known current at, epoch ms (the files carry no publication date: the snapshot date); "0" when no list is loaded',
  ),
  totalCount: Count('Entries on the list'),
  sdnCount: Count('Entries from the SDN list (all of them)'),
  newEntryCount: Count('Entries new since the previous version of the list'),
  vesselCount: Count('Vessel entries'),
  aircraftCount: Count('Aircraft entries'),
  individualCount: Count('Individual entries (beyond the reference)'),
  entityCount: Count('Entity entries: companies, organisations, groups (beyond the reference)'),
  consolidatedCount: Type.Optional(Count('Never sent: the consolidated (non-SDN) list is not read')),
  semaCount: Type.Optional(Count('Never sent: the Canadian SEMA list is not read')),
  semaError: Type.Optional(Type.String({ description: 'Never sent: the Canadian SEMA list is not read' })),
});
export type ListSanctionsPressureResponse = Static<typeof ListSanctionsPressureResponseSchema>;

/** The degraded answer: no list has been loaded. */
export const PRESSURE_UNAVAILABLE: ListSanctionsPressureResponse = {
  entries: [],
  countries: [],
  programs: [],
  fetchedAt: '0',
  datasetDate: '0',
  totalCount: 0,
  sdnCount: 0,
  newEntryCount: 0,
  vesselCount: 0,
  aircraftCount: 0,
  individualCount: 0,
  entityCount: 0,
};

/** GET /api/sanctions/v1/list-sanctions-pressure. */
export const listSanctionsPressure = getOp({
  id: 'ListSanctionsPressure',
  service: 'sanctions',
  tag: 'Sanctions',
  rpc: 'list-sanctions-pressure',
  summary: 'OFAC SDN designations by program, country and type',
  description:
    "Summarises OFAC's Specially Designated Nationals list: entries by sanctions program, by country (address countries, and the flag of a vessel) and by party type, and how many of each appeared since the previous version of the list (none on the first version loaded). Also lists entries, new ones first; `max_items` (alias `maxItems`) caps that list. Requires entitlement tier 1 or above; accepts a bearer token.",
  query: Type.Object({
    max_items: Type.Optional(
      Int32({
        minimum: 1,
        maximum: MAX_PRESSURE_ITEMS,
        default: DEFAULT_PRESSURE_ITEMS,
        description: `Most entries listed, 1-${MAX_PRESSURE_ITEMS}`,
      }),
    ),
  }),
  queryAliases: { maxItems: 'max_items' },
  response: ListSanctionsPressureResponseSchema,
  access: { minTier: 1 },
  bearer: true,
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [sanctionsKeys.sdnList.name],
});
