/**
 * Data schemas and snapshot keys of the cyber datasets: the abuse.ch Feodo Tracker botnet C2 IP
 * blocklist, one record per listed address and port, as the list states them (the severity is
 * derived when answering, see README.md).
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';

/** One botnet command-and-control server of the blocklist. */
export const FeodoC2RecordSchema = Type.Object({
  /** The C2's IP address (`dst_ip`). */
  ip: Type.String({ minLength: 1 }),
  /** The port the C2 listens on (`dst_port`). */
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  /** `online` or `offline` at the list's last check (`c2_status`); absent when the list has none. */
  status: Type.Optional(Type.String({ minLength: 1 })),
  /** When abuse.ch first saw the C2, Unix epoch ms (`first_seen_utc`). */
  firstSeenAt: Type.Integer(),
  /** The last day the C2 answered, Unix epoch ms at 00:00 UTC (`last_online` is a date). */
  lastOnlineAt: Type.Optional(Type.Integer()),
  /** Malware family the C2 serves (`malware`). */
  malware: Type.Optional(Type.String({ minLength: 1 })),
});
/** One stored C2 entry. */
export type FeodoC2Record = Static<typeof FeodoC2RecordSchema>;

/** The entries of one blocklist download. */
export const FeodoBlocklistDataSchema = Type.Object({
  entries: Type.Array(FeodoC2RecordSchema),
});
/** The snapshot data. */
export type FeodoBlocklistData = Static<typeof FeodoBlocklistDataSchema>;

/** Cyber snapshot keys. */
export const cyberKeys = {
  feodoC2: defineSnapshotKey({
    name: 'cyber:feodo-c2',
    schema: FeodoBlocklistDataSchema,
    description: 'abuse.ch Feodo Tracker botnet C2 IP blocklist (CSV)',
    countRecords: (d) => d.entries.length,
  }),
} as const;
