import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import {
  compareKeys,
  decodeCursor,
  encodeCursor,
  MAX_CURSOR_ID_LENGTH,
  pageAfter,
  type SortKey,
  sortByKey,
} from './keyset-cursor';

/** Keys that are their own records (the seismology and cyber lists' tests). */
const KEYS: SortKey[] = [
  { time: 30, id: 'a' },
  { time: 20, id: 'b' },
  { time: 20, id: 'c' },
  { time: 10, id: 'd' },
].sort(compareKeys);
const same = (k: SortKey) => k;

/** Records keyed by another field (natural events are ordered by `date`); ids repeat across dates. */
const EVENTS = [
  { date: 30, id: 'a' },
  { date: 20, id: 'a' },
  { date: 20, id: 'b' },
  { date: 10, id: 'c' },
].sort((x, y) => compareKeys(byDate(x), byDate(y)));
function byDate(e: { date: number; id: string }): SortKey {
  return { time: e.date, id: e.id };
}

describe('keyset cursor', () => {
  it('round-trips a key, ids with dots and colons included', () => {
    for (const key of [
      { time: 1784603163950, id: 'nrcan:20260813.0954001' },
      { time: 1712214183000, id: 'feodo:2001:db8::1:443' },
      { time: 1_785_639_600_000, id: 'gdacs:TC:1' },
      { time: 0, id: 'undated' },
      { time: -86_400_000, id: 'before 1970' },
      { time: 1, id: 'x'.repeat(MAX_CURSOR_ID_LENGTH) },
    ]) {
      expect(decodeCursor(encodeCursor(key))).toEqual(key);
    }
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it('refuses anything it did not issue', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      'bogus',
      'a+b',
      'not a cursor',
      'bzox',
      b64('o:10'),
      b64('k1.x.y'),
      b64('k:x:a'),
      b64('k1:x:a'),
      b64('k1:10:'),
      b64('k1:010:a'),
      b64('k1:99999999999999999:a'),
      b64(`k1:10:${'x'.repeat(MAX_CURSOR_ID_LENGTH + 1)}`),
    ]) {
      expect(() => decodeCursor(bad), bad).toThrow(ApiError);
    }
  });

  it('names the parameter as sent in its violation', () => {
    for (const [field, expected] of [
      [undefined, 'cursor'],
      ['page_token', 'page_token'],
    ] as const) {
      try {
        decodeCursor('bogus', field);
        expect.unreachable();
      } catch (e) {
        expect((e as ApiError).code).toBe('VALIDATION_FAILED');
        expect((e as ApiError).details.violations).toEqual([
          { field: expected, description: 'must be a cursor returned in pagination.nextCursor' },
        ]);
      }
    }
  });

  it('orders newest first, ties by id ascending', () => {
    expect(KEYS.map((k) => k.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(compareKeys({ time: 5, id: 'a' }, { time: 5, id: 'a' })).toBe(0);
  });

  it('sorts any iterable by a record key into a new array, leaving the input as it was', () => {
    const shuffled = [
      { date: 10, id: 'c' },
      { date: 20, id: 'b' },
      { date: 30, id: 'a' },
      { date: 20, id: 'a' },
    ];
    const before = [...shuffled];
    const sorted = sortByKey(shuffled, byDate);
    expect(sorted.map((i) => `${i.date}${i.id}`)).toEqual(['30a', '20a', '20b', '10c']);
    expect(shuffled).toEqual(before);
    expect(sortByKey(new Set(shuffled).values(), byDate)).toEqual(sorted);
  });

  it('pages after the key of the last record, ties ordered by id', () => {
    const first = pageAfter(KEYS, same, undefined, 2);
    expect(first.page.map((k) => k.id)).toEqual(['a', 'b']);
    expect(first.pagination.totalCount).toBe(4);
    const second = pageAfter(KEYS, same, decodeCursor(first.pagination.nextCursor), 2);
    expect(second.page.map((k) => k.id)).toEqual(['c', 'd']);
    expect(second.pagination.nextCursor).toBe('');
  });

  it('continues after a key that is no longer in the list', () => {
    const page = pageAfter(KEYS, same, { time: 25, id: 'gone' }, 10);
    expect(page.page.map((k) => k.id)).toEqual(['b', 'c', 'd']);
  });

  it('walks records keyed by another field once, in order, and resumes after a key that has gone', () => {
    const first = pageAfter(EVENTS, byDate, undefined, 2);
    expect(first.page.map((i) => `${i.date}${i.id}`)).toEqual(['30a', '20a']);
    expect(first.pagination.totalCount).toBe(4);
    const second = pageAfter(EVENTS, byDate, decodeCursor(first.pagination.nextCursor), 2);
    expect(second.page.map((i) => `${i.date}${i.id}`)).toEqual(['20b', '10c']);
    expect(second.pagination.nextCursor).toBe('');
    // The last item of the first page has left the list: the next page is still right.
    const shrunk = EVENTS.filter((i) => !(i.date === 20 && i.id === 'a'));
    expect(pageAfter(shrunk, byDate, { time: 20, id: 'a' }, 2).page.map((i) => i.id)).toEqual(['b', 'c']);
  });

  it('answers an empty last page past the end, and no cursor on an exact last page', () => {
    expect(pageAfter(KEYS, same, { time: 0, id: 'z' }, 2)).toEqual({
      page: [],
      pagination: { nextCursor: '', totalCount: 4 },
    });
    expect(pageAfter(KEYS, same, undefined, 4).pagination.nextCursor).toBe('');
    expect(pageAfter([], same, undefined, 4)).toEqual({
      page: [],
      pagination: { nextCursor: '', totalCount: 0 },
    });
  });
});
