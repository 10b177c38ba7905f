import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { isNewEntry, type SanctionsListData } from '../../data';
import { carryForward, previousList } from './history';
import { type ParsedSdnEntry, parseSdnFiles } from './parser';

const ENTRIES = parseSdnFiles({
  sdn: readFixture(import.meta.url, 'sdn.csv'),
  add: readFixture(import.meta.url, 'add.csv'),
  alt: readFixture(import.meta.url, 'alt.csv'),
}).entries;
/** The real entries without the vessels: an earlier state of the list for these tests. */
const VESSELS = [4234, 4238, 4243, 4249];
const WITHOUT_VESSELS = ENTRIES.filter((e) => !VESSELS.includes(e.entNum));
const T1 = '2026-08-01T06:00:00.000Z';
const T2 = '2026-08-01T12:00:00.000Z';
const T3 = '2026-08-01T18:00:00.000Z';

const newOnes = (data: SanctionsListData) =>
  data.entries.filter((e) => isNewEntry(data, e)).map((e) => e.entNum);
const hit = (data: unknown, source = 'OFAC Sanctions List Service https://x') => ({
  status: 'hit' as const,
  snapshot: {
    key: 'sanctions:ofac-sdn',
    data,
    version: 1,
    meta: { fetchedAt: T1, source, recordCount: 1, schemaVersion: 1 },
  },
});

describe('first-seen marks', () => {
  it('marks nothing new on the first snapshot', () => {
    const first = carryForward(undefined, WITHOUT_VESSELS, T1);
    expect(first.listVersion).toBe(1);
    expect(first.listChangedAt).toBe(T1);
    for (const e of first.entries) {
      expect(e.firstSeenVersion).toBe(1);
      expect(e.firstSeenAt).toBe(T1);
    }
    expect(newOnes(first)).toEqual([]);
  });

  it('marks the entries absent from the previous list, and keeps the others first-seen dates', () => {
    const first = carryForward(undefined, WITHOUT_VESSELS, T1);
    const second = carryForward(first, ENTRIES, T2);
    expect(second.listVersion).toBe(2);
    expect(second.listChangedAt).toBe(T2);
    expect(newOnes(second)).toEqual(VESSELS);
    expect(second.entries.find((e) => e.entNum === 36)).toMatchObject({
      firstSeenVersion: 1,
      firstSeenAt: T1,
    });
    expect(second.entries.find((e) => e.entNum === 4234)).toMatchObject({
      firstSeenVersion: 2,
      firstSeenAt: T2,
    });
  });

  it('keeps the marks when the same list is read again, and clears them after a delisting', () => {
    const second = carryForward(carryForward(undefined, WITHOUT_VESSELS, T1), ENTRIES, T2);
    const again = carryForward(second, ENTRIES, T3);
    expect(again.listVersion).toBe(2);
    expect(again.listChangedAt).toBe(T2);
    expect(newOnes(again)).toEqual(VESSELS);
    // One entry delisted: a new version in which nothing appeared.
    const delisted = carryForward(again, ENTRIES.slice(1), T3);
    expect(delisted.listVersion).toBe(3);
    expect(newOnes(delisted)).toEqual([]);
    // The delisted entry coming back is new again.
    const back = carryForward(delisted, ENTRIES, T3);
    expect(newOnes(back)).toEqual([ENTRIES[0]!.entNum]);
  });

  it('does not change marks for changed details of the same entries', () => {
    const first = carryForward(undefined, ENTRIES, T1);
    const renamed: ParsedSdnEntry[] = ENTRIES.map((e) =>
      e.entNum === 36 ? { ...e, programs: ['CUBA', 'X'] } : e,
    );
    const second = carryForward(first, renamed, T2);
    expect(second.listVersion).toBe(1);
    expect(second.entries.find((e) => e.entNum === 36)?.programs).toEqual(['CUBA', 'X']);
  });
});

describe('the previous list a run compares with', () => {
  const data = carryForward(undefined, WITHOUT_VESSELS, T1);

  it('is the previous snapshot of a live run', () => {
    expect(previousList(hit(data))).toEqual({ kind: 'list', data });
  });

  it('is none without a snapshot, before the core hands one over, and after the bundled capture', () => {
    expect(previousList(undefined)).toEqual({ kind: 'none' });
    expect(previousList({ status: 'miss' })).toEqual({ kind: 'none' });
    expect(previousList(hit(data, 'bundled:ofac-sdn/sdn.csv,add.csv,alt.csv'))).toEqual({
      kind: 'none',
      reason: 'the previous snapshot is the bundled capture: this list is the baseline',
    });
  });

  it('is none, with a reason, when the stored data has another shape', () => {
    expect(previousList(hit({ entries: [{ id: 'x' }] }))).toMatchObject({
      kind: 'none',
      reason: /another schema/,
    });
  });

  it('stops the run when the store cannot be read, so no mark is lost', () => {
    expect(() => previousList({ status: 'error', error: 'disk I/O error' })).toThrow(PayloadError);
    expect(() => previousList({ status: 'error', error: 'disk I/O error' })).toThrow(/first-seen marks kept/);
  });
});
