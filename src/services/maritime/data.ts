/**
 * Data schema and snapshot key of the maritime dataset: NGA's active broadcast navigational
 * warnings (NAVAREA IV and XII, HYDROLANT, HYDROPAC, HYDROARC), with what the parser reads from
 * their text: issue and cancellation times (DTG) and the positions the text gives.
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** A WGS84 position in decimal degrees. */
export const WarningPositionSchema = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});
/** One position. */
export type WarningPosition = Static<typeof WarningPositionSchema>;

/** One active NGA broadcast warning. */
export const NavigationalWarningRecordSchema = Type.Object({
  /** `<navArea>-<msgYear>-<msgNumber>` (e.g. `4-2023-418`), unique in a listing. */
  id: Type.String({ minLength: 1 }),
  /** NGA's area code: `4`, `12`, `A`, `P`, `C`. */
  navArea: Type.String({ minLength: 1 }),
  /** The broadcast the code stands for: `NAVAREA IV`, `NAVAREA XII`, `HYDROLANT`, `HYDROPAC`, `HYDROARC`. */
  broadcast: Type.String({ minLength: 1 }),
  msgNumber: Type.Integer({ minimum: 0 }),
  msgYear: Type.Integer({ minimum: 1900, maximum: 2200 }),
  /** `GEN` or a comma list of NGA subregion numbers (`11,26`). */
  subregion: Type.String(),
  /** The heading lines of the text (sea area, then country), joined by `, `; empty when none. */
  heading: Type.String(),
  text: Type.String(),
  /** Originator and its own message reference, as NGA gives it. */
  authority: Type.String(),
  /** `issueDate` (DTG), epoch ms; absent when unreadable. */
  issuedAt: Type.Optional(Type.Integer({ minimum: 0 })),
  /** `cancelDate`, else the text's `CANCEL THIS MSG <DTG>`, epoch ms; absent when neither is given. */
  expiresAt: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Every position the text gives, in order of appearance. */
  positions: Type.Array(WarningPositionSchema),
});
/** One stored warning. */
export type NavigationalWarningRecord = Static<typeof NavigationalWarningRecordSchema>;

/** A warning's place in the stored and listed order: newest issue first (undated last), then id. */
export const navigationalWarningKey = (w: NavigationalWarningRecord): SortKey => ({
  time: w.issuedAt ?? 0,
  id: w.id,
});

/** The published warnings, in `navigationalWarningKey` order. */
export const NavigationalWarningsDataSchema = Type.Object({
  warnings: Type.Array(NavigationalWarningRecordSchema, { minItems: 1 }),
});
/** The `maritime:navigational-warnings` data. */
export type NavigationalWarningsData = Static<typeof NavigationalWarningsDataSchema>;

/** Maritime snapshot keys. */
export const maritimeKeys = {
  navigationalWarnings: defineSnapshotKey({
    name: 'maritime:navigational-warnings',
    schema: NavigationalWarningsDataSchema,
    description:
      'NGA MSI active broadcast navigational warnings (NAVAREA IV, XII, HYDROLANT, HYDROPAC, HYDROARC)',
    countRecords: (d) => d.warnings.length,
  }),
} as const;
