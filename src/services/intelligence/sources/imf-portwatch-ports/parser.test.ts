import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import {
  LAST_DATE_RESOURCE,
  parseLastDate,
  parsePortActivity,
  portsResource,
  readPage,
  recentResource,
} from './parser';

const PORTS = readFixture(import.meta.url, 'ports-database.first20.csv');
/** An ArcGIS statistics answer with no rows (no figure is typed here). */
const NO_ROWS = '{"features":[]}';
const ERROR = '{"error":{"code":400,"message":"Invalid query","details":[]}}';

describe('PortWatch ports (documented format; ports database from its CSV export)', () => {
  it('reads the ports with ISO2 countries and positions; sums stay absent without rows', () => {
    const { data, asOf, warnings } = parsePortActivity({
      [LAST_DATE_RESOURCE]: '{"features":[{"attributes":{"last_date":"2026-06-23"}}]}',
      [portsResource(0)]: PORTS,
      [recentResource(0)]: NO_ROWS,
    });
    expect(warnings).toEqual([]);
    expect(asOf).toBe('2026-06-23T00:00:00.000Z');
    expect(data.lastDate).toBe('2026-06-23');
    expect(data.ports).toHaveLength(20);
    expect(data.ports.find((p) => p.id === 'port1069')).toEqual({
      id: 'port1069',
      name: 'Qingdao',
      country: 'CN',
      lat: 36.02677905,
      lon: 120.2226181,
    });
    expect(data.ports.filter((p) => p.country === 'JP')).toHaveLength(5);
  });

  it('reads the newest day as epoch ms or a date, and refuses ArcGIS errors', () => {
    expect(parseLastDate(`{"features":[{"attributes":{"last_date":${Date.UTC(2026, 5, 23)}}}]}`)).toBe(
      '2026-06-23',
    );
    expect(() => parseLastDate(NO_ROWS)).toThrow(PayloadError);
    expect(() => readPage(ERROR, 'recent-0')).toThrow(/ArcGIS error 400/);
    expect(readPage('{"features":[],"exceededTransferLimit":true}', 'p').more).toBe(true);
  });
});
