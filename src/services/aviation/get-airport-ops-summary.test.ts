/**
 * get-airport-ops-summary on the real FAA capture, through the real parser: which closures close an
 * airport (full ones in force at the feed's time) and which do not (partial ones, daily ones
 * outside their hours). The contract-level behaviour is in `list-airport-delays.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { aviationKeys } from './data';
import { resolveAirports } from './sources/faa-nas-status/airports';
import { buildFaaAirportDelays } from './sources/faa-nas-status/alerts';
import { parseFaaStatusXml } from './sources/faa-nas-status/parser';

const SUMMARY = '/api/aviation/v1/get-airport-ops-summary';
const DELAYS = '/api/aviation/v1/list-airport-delays';
/** The real capture (Update_Time Wed Jul 29 14:41:01 2026 GMT). */
const REAL = readFixture(
  new URL('sources/faa-nas-status/parser.ts', import.meta.url).href,
  'airport-status-information.xml',
);
const REAL_TIME = '<Update_Time>Wed Jul 29 14:41:01 2026 GMT</Update_Time>';

interface Summary {
  iata: string;
  closureStatus: boolean;
  notamFlags: string[];
  severity: string;
  topDelayReasons: string[];
}

describe('get-airport-ops-summary on the real FAA feed', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  /** Publishes the feed through the real parser and answers the summaries by airport. */
  async function summariesOf(xml: string): Promise<Map<string, Summary>> {
    const status = parseFaaStatusXml(xml);
    const parsed = buildFaaAirportDelays(status, await resolveAirports(status.items.map((i) => i.airport)));
    await t.store.snapshots.publish(aviationKeys.airportDelays, parsed.data, {
      fetchedAt: parsed.asOf ?? status.updatedAt,
      source: 'test',
    });
    const res = await t.app.inject({ url: `${SUMMARY}?airports=LAX&airports=SAN&airports=PVD`, headers });
    expect(res.statusCode).toBe(200);
    const summaries = res.json().summaries as Summary[];
    return new Map(summaries.map((s) => [s.iata, s]));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
  });
  afterAll(() => t.close());

  it('does not read a GA-only closure (AD AP CLSD TO NON SKED TRANSIENT GA ACFT) as the airport closed', async () => {
    const byCode = await summariesOf(REAL);
    expect(byCode.get('LAX')).toMatchObject({
      closureStatus: false,
      notamFlags: [],
      severity: 'FLIGHT_DELAY_SEVERITY_MINOR',
    });
    expect(byCode.get('LAX')?.topDelayReasons[0]).toContain('CLSD TO NON SKED TRANSIENT GA ACFT');
    // SAN: the same GA-only closure and a 31-45 minute departure delay.
    expect(byCode.get('SAN')).toMatchObject({
      closureStatus: false,
      notamFlags: [],
      severity: 'FLIGHT_DELAY_SEVERITY_MODERATE',
    });
  });

  it("does not read a daily closure as closed outside its hours at the feed's time (PVD, DLY 0430-0945)", async () => {
    const byCode = await summariesOf(REAL);
    expect(byCode.get('PVD')).toMatchObject({
      closureStatus: false,
      notamFlags: [],
      severity: 'FLIGHT_DELAY_SEVERITY_NORMAL',
    });
  });

  it('reads the same daily closure as closed when the feed time is inside its hours', async () => {
    // The real capture with only its Update_Time moved to 05:00Z.
    const early = REAL.replace(REAL_TIME, '<Update_Time>Wed Jul 29 05:00:00 2026 GMT</Update_Time>');
    expect(early).not.toBe(REAL);
    const byCode = await summariesOf(early);
    expect(byCode.get('PVD')).toMatchObject({
      closureStatus: true,
      notamFlags: ['CLOSED'],
      severity: 'FLIGHT_DELAY_SEVERITY_SEVERE',
    });
    expect(byCode.get('LAX')?.closureStatus).toBe(false);
  });

  it('keeps the stored closure flags out of list-airport-delays (the contract has no such fields)', async () => {
    await summariesOf(REAL);
    const res = await t.app.inject({ url: DELAYS, headers });
    const alerts = res.json().alerts as Record<string, unknown>[];
    expect(alerts.some((a) => a.id === 'faa-LAX-closure')).toBe(true);
    for (const a of alerts) {
      expect(a).not.toHaveProperty('partialClosure');
      expect(a).not.toHaveProperty('closureInForce');
    }
  });
});
