import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseFeodoBlocklist } from './parser';

const CSV = readFixture(import.meta.url, 'ipblocklist.csv');
const LINES = CSV.split('\n');
/** The banner (8 `#` lines) and the quoted header of the real capture. */
const BANNER = LINES.slice(0, 8);
const HEADER = LINES[8] ?? '';
const ROWS = LINES.filter((l) => l.startsWith('"20'));
const FOOTER = LINES.at(-1) ?? '';

const list = (rows: string[], footer = FOOTER, banner = BANNER) =>
  [...banner, HEADER, ...rows, footer].join('\n');

describe('Feodo Tracker blocklist parser (CSV)', () => {
  it('reads every entry of the real capture, quoted values and banner included', () => {
    const { data, warnings } = parseFeodoBlocklist(CSV);
    expect(warnings).toEqual([]);
    expect(data.entries).toHaveLength(13);
    expect(data.entries[0]).toEqual({
      ip: '192.9.135.73',
      port: 1194,
      status: 'online',
      firstSeenAt: Date.UTC(2023, 4, 23, 17, 51, 44),
      lastOnlineAt: Date.UTC(2024, 3, 1),
      malware: 'Pikabot',
    });
    expect(data.entries.map((e) => e.status).filter((s) => s === 'online')).toHaveLength(4);
    expect(data.entries.at(-1)).toMatchObject({ ip: '172.233.221.61', port: 5938, status: 'offline' });
  });

  it('dates the list by its "Last updated" banner line (UTC), not by its rows', () => {
    expect(parseFeodoBlocklist(CSV).asOf).toBe('2024-04-04T07:03:03.000Z');
    // Without the banner, the newest first-seen time stands in for it.
    expect(parseFeodoBlocklist(list(ROWS.slice(0, 3), FOOTER, [])).asOf).toBe('2024-02-08T19:50:53.000Z');
  });

  it('reads CRLF line endings the same way', () => {
    expect(parseFeodoBlocklist(CSV.replace(/\n/g, '\r\n')).data.entries).toEqual(
      parseFeodoBlocklist(CSV).data.entries,
    );
  });

  it('finds columns by name: a list without c2_status or malware still reads (synthetic header order)', () => {
    const older = [
      '"dst_ip","dst_port","first_seen_utc","last_online"',
      '"192.9.135.73","1194","2023-05-23 17:51:44","2024-04-01"',
    ].join('\n');
    expect(parseFeodoBlocklist(older).data.entries).toEqual([
      {
        ip: '192.9.135.73',
        port: 1194,
        firstSeenAt: Date.UTC(2023, 4, 23, 17, 51, 44),
        lastOnlineAt: Date.UTC(2024, 3, 1),
      },
    ]);
  });

  it('skips rows without a valid IP, port or first-seen time, and keeps one entry per IP and port', () => {
    const [a = '', b = ''] = ROWS;
    const { data, warnings } = parseFeodoBlocklist(
      list([
        a,
        a,
        b,
        a.replace('192.9.135.73', '192.9.135.300'),
        a.replace('"1194"', '"70000"'),
        a.replace('2023-05-23 17:51:44', '2023-02-30 17:51:44'),
        a.replace('192.9.135.73', '2001:db8::1'),
      ]),
    );
    expect(data.entries.map((e) => `${e.ip}:${e.port}`)).toEqual([
      '192.9.135.73:1194',
      '85.239.243.155:5000',
      '2001:db8::1:1194',
    ]);
    expect(warnings).toEqual(['Feodo Tracker blocklist: 3 rows without IP, port or first-seen time skipped']);
  });

  it('keeps an entry whose last_online is empty, without a last-seen day', () => {
    const [a = ''] = ROWS;
    const [entry] = parseFeodoBlocklist(list([a.replace('"2024-04-01"', '""')])).data.entries;
    expect(entry).not.toHaveProperty('lastOnlineAt');
  });

  it('accepts an empty list only when its footer says "# END 0 entries"', () => {
    expect(parseFeodoBlocklist(list([], '# END 0 entries')).data.entries).toEqual([]);
    expect(() => parseFeodoBlocklist(list([]))).toThrow(/no readable entry/);
    expect(() => parseFeodoBlocklist(list([], ''))).toThrow(PayloadError);
  });

  it('refuses what is not the blocklist', () => {
    expect(() => parseFeodoBlocklist('')).toThrow(/no header/);
    expect(() => parseFeodoBlocklist('<!DOCTYPE html><html><body>Forbidden</body></html>')).toThrow(
      PayloadError,
    );
    expect(() => parseFeodoBlocklist('{"query_status":"no_results"}')).toThrow(PayloadError);
    const garbage = list([
      '"x","y","z","online","2024-04-01","Pikabot"',
      '"a","b","c","d","e","f"',
      ROWS[0] ?? '',
    ]);
    expect(() => parseFeodoBlocklist(garbage)).toThrow(/2 unreadable rows against 1 entries/);
  });
});
