/**
 * Data schema and snapshot key of the sanctions dataset: OFAC's Specially Designated Nationals
 * list (SDN.CSV joined with its ADD.CSV addresses and ALT.CSV aliases on `ent_num`), with the
 * first-seen marks that tell which entries appeared since the previous version of the list.
 */
import Type, { type Static } from 'typebox';
import { ISO2_PATTERN, StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Kinds of designated party the SDN list distinguishes (`SDN_Type`; `-0-` is an entity). */
export const SDN_PARTY_TYPES = ['individual', 'entity', 'vessel', 'aircraft'] as const;
export type SdnPartyType = (typeof SDN_PARTY_TYPES)[number];

/** Alias kinds: also known as, formerly known as, now known as. */
export const SDN_ALIAS_KINDS = ['aka', 'fka', 'nka'] as const;
export type SdnAliasKind = (typeof SDN_ALIAS_KINDS)[number];

/** Another name of an entry, from ALT.CSV or from an `a.k.a. '...'` clause of the remarks. */
export const SdnAliasSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  kind: StringEnum(SDN_ALIAS_KINDS),
  from: StringEnum(['alt', 'remarks'] as const),
});
export type SdnAlias = Static<typeof SdnAliasSchema>;

/** A country an entry is tied to: an address country (ADD.CSV) or a vessel's flag. */
export const SdnCountrySchema = Type.Object({
  /** As OFAC writes it (`Korea, North`, `West Bank`). */
  name: Type.String({ minLength: 1 }),
  /** ISO 3166-1 alpha-2, when the name resolves to one. */
  code: Type.Optional(Type.String({ pattern: ISO2_PATTERN })),
});
export type SdnCountry = Static<typeof SdnCountrySchema>;

/** Vessel particulars of a `vessel` entry (the SDN columns that are null for everything else). */
export const SdnVesselSchema = Type.Object({
  callSign: Type.Optional(Type.String()),
  vesselType: Type.Optional(Type.String()),
  tonnage: Type.Optional(Type.String()),
  grossRegisteredTonnage: Type.Optional(Type.String()),
  flag: Type.Optional(Type.String()),
  owner: Type.Optional(Type.String()),
});

/** One SDN entry, joined with its addresses' countries and its aliases. */
export const SdnEntrySchema = Type.Object({
  /** OFAC's unique entry number (`ent_num`); numbers are handed out in order of creation. */
  entNum: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  type: StringEnum(SDN_PARTY_TYPES),
  /** Program codes (`SDGT`, `CUBA`, ...), as OFAC joins them in one field, split. */
  programs: Type.Array(Type.String({ minLength: 1 })),
  title: Type.Optional(Type.String()),
  remarks: Type.Optional(Type.String()),
  aliases: Type.Array(SdnAliasSchema),
  /** Distinct countries of the entry's addresses, then its flag for a vessel. */
  countries: Type.Array(SdnCountrySchema),
  vessel: Type.Optional(SdnVesselSchema),
  /** Version of the list (`listVersion`) in which this entry first appeared. */
  firstSeenVersion: Type.Integer({ minimum: 1 }),
  /** Date of the snapshot in which this entry first appeared (ISO 8601). */
  firstSeenAt: Type.String(),
});
export type SdnEntry = Static<typeof SdnEntrySchema>;

/** The published list. */
export const SanctionsListDataSchema = Type.Object({
  /**
   * Counts the changes of the list's set of entries this dataset has seen: 1 on the first
   * snapshot, one more each time an entry appears or disappears. Entries whose `firstSeenVersion`
   * equals it (when above 1) are the ones that appeared since the previous version.
   */
  listVersion: Type.Integer({ minimum: 1 }),
  /** Date of the snapshot that started `listVersion` (ISO 8601). */
  listChangedAt: Type.String(),
  entries: Type.Array(SdnEntrySchema, { minItems: 1 }),
});
export type SanctionsListData = Static<typeof SanctionsListDataSchema>;

/** True when the entry appeared since the previous version of the list (never on the first one). */
export function isNewEntry(data: Pick<SanctionsListData, 'listVersion'>, entry: SdnEntry): boolean {
  return data.listVersion > 1 && entry.firstSeenVersion === data.listVersion;
}

/** Sanctions snapshot keys. */
export const sanctionsKeys = {
  sdnList: defineSnapshotKey({
    name: 'sanctions:ofac-sdn',
    schema: SanctionsListDataSchema,
    description: 'OFAC Specially Designated Nationals list with aliases, countries and first-seen marks',
    countRecords: (d) => d.entries.length,
  }),
} as const;
