import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { checkSchema } from '../../../../schema-check';
import { AirportDelaysDataSchema } from '../../data';
import { resolveAirports } from './airports';
import { buildFaaAirportDelays, severityOfDelay } from './alerts';
import { parseDurationMinutes, parseFaaStatusXml, parseFaaTime } from './parser';

const REAL = readFixture(import.meta.url, 'airport-status-information.xml');

/** Synthetic feed in the FAA's format: a ground stop, and arrival + departure delays in one entry. */
const SYNTHETIC = [
  '<AIRPORT_STATUS_INFORMATION><Update_Time>Fri Jan 02 08:05:00 2026 GMT</Update_Time>',
  '<Delay_type><Name>Ground Stop Programs</Name><Ground_Stop_List><Program><ARPT>EWR</ARPT>',
  '<Reason>weather / thunderstorms</Reason><End_Time>9:45 am EST</End_Time></Program></Ground_Stop_List></Delay_type>',
  '<Delay_type><Name>General Arrival/Departure Delay Info</Name><Arrival_Departure_Delay_List><Delay><ARPT>ORD</ARPT>',
  '<Reason>WX:Wind</Reason><Arrival_Departure Type="Arrival"><Min>1 hour and 31 minutes</Min><Max>2 hours</Max><Trend>Increasing</Trend></Arrival_Departure>',
  '<Arrival_Departure Type="Departure"><Min>16 minutes</Min><Max>30 minutes</Max><Trend>Decreasing</Trend></Arrival_Departure></Delay></Arrival_Departure_Delay_List></Delay_type>',
  '<Delay_type><Name>Airspace Flow Programs</Name><Airspace_Flow_List><Airspace_Flow><CTL_Element>FCA008</CTL_Element>',
  '<Reason>WEATHER / THUNDERSTORMS</Reason><Avg>45 minutes</Avg></Airspace_Flow></Airspace_Flow_List></Delay_type>',
  '</AIRPORT_STATUS_INFORMATION>',
].join('');

describe('FAA NAS airport status parser', () => {
  it('reads every programme of the real feed, across repeated closure blocks', () => {
    const status = parseFaaStatusXml(REAL);
    expect(status.updatedAt).toBe('2026-07-29T14:41:01.000Z');
    expect(status.items.map((i) => `${i.airport}:${i.kind}`)).toEqual([
      'SFO:GROUND_DELAY',
      'SAN:DEPARTURE_DELAY',
      'PVD:CLOSURE',
      'LAX:CLOSURE',
      'LAS:CLOSURE',
      'SAN:CLOSURE',
    ]);
    expect(status.items[0]).toMatchObject({
      reason: 'low ceilings',
      avgDelayMinutes: 41,
      maxDelayMinutes: 100,
    });
    expect(status.items[1]).toMatchObject({
      reason: 'VOL:Compacted Demand',
      avgDelayMinutes: 38,
      maxDelayMinutes: 45,
    });
    expect(status.items[2]?.partial).toBe(false);
    expect(status.items[3]?.partial).toBe(true);
  });

  it('builds schema-valid alerts joined with airport reference data', async () => {
    const status = parseFaaStatusXml(REAL);
    const airports = await resolveAirports(status.items.map((i) => i.airport));
    const result = buildFaaAirportDelays(status, airports);
    expect(checkSchema(AirportDelaysDataSchema, result.data)).toEqual({ ok: true });
    expect(result.asOf).toBe('2026-07-29T14:41:01.000Z');
    expect(result.data.updatedAt).toBe(Date.UTC(2026, 6, 29, 14, 41, 1));
    expect(result.data.coveredCountries).toEqual(['US']);
    const sfo = result.data.alerts[0]!;
    expect(sfo).toMatchObject({
      id: 'faa-SFO-ground-delay',
      iata: 'SFO',
      icao: 'KSFO',
      country: 'US',
      region: 'AIRPORT_REGION_AMERICAS',
      delayType: 'FLIGHT_DELAY_TYPE_GROUND_DELAY',
      severity: 'FLIGHT_DELAY_SEVERITY_MODERATE',
      avgDelayMinutes: 41,
      reason: 'low ceilings',
      source: 'FLIGHT_DELAY_SOURCE_FAA',
      updatedAt: result.data.updatedAt,
    });
    expect(sfo.name).toContain('San Francisco');
    expect(sfo.location.latitude).toBeCloseTo(37.6, 0);
    const ids = result.data.alerts.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the partial flag of a closure to some traffic on the alert (LAX, SAN: GA only)', async () => {
    const status = parseFaaStatusXml(REAL);
    const result = buildFaaAirportDelays(status, await resolveAirports(status.items.map((i) => i.airport)));
    const lax = result.data.alerts.find((a) => a.id === 'faa-LAX-closure');
    expect(lax?.reason).toContain('AD AP CLSD TO NON SKED TRANSIENT GA ACFT');
    expect(lax).toMatchObject({
      delayType: 'FLIGHT_DELAY_TYPE_CLOSURE',
      severity: 'FLIGHT_DELAY_SEVERITY_MINOR',
      partialClosure: true,
      closureInForce: true,
    });
    expect(result.data.alerts.find((a) => a.id === 'faa-SAN-closure')).toMatchObject({
      partialClosure: true,
      closureInForce: true,
    });
    // Other programmes carry no closure flags.
    expect(result.data.alerts.find((a) => a.id === 'faa-SFO-ground-delay')).not.toHaveProperty(
      'partialClosure',
    );
  });

  it("decides a daily closure by the feed's own Update_Time: PVD (DLY 0430-0945) is open at 14:41Z", async () => {
    const status = parseFaaStatusXml(REAL);
    expect(status.items.find((i) => i.airport === 'PVD')).toMatchObject({ partial: false, inForce: false });
    const result = buildFaaAirportDelays(status, await resolveAirports(status.items.map((i) => i.airport)));
    expect(result.data.alerts.find((a) => a.id === 'faa-PVD-closure')).toMatchObject({
      severity: 'FLIGHT_DELAY_SEVERITY_NORMAL',
      partialClosure: false,
      closureInForce: false,
    });
  });

  it('puts the same daily closure in force when the feed is read inside its hours', async () => {
    // The real capture with only its Update_Time moved to 05:00Z, inside PVD's 0430-0945.
    const early = REAL.replace(
      '<Update_Time>Wed Jul 29 14:41:01 2026 GMT</Update_Time>',
      '<Update_Time>Wed Jul 29 05:00:00 2026 GMT</Update_Time>',
    );
    expect(early).not.toBe(REAL);
    const status = parseFaaStatusXml(early);
    const result = buildFaaAirportDelays(status, await resolveAirports(status.items.map((i) => i.airport)));
    expect(result.data.alerts.find((a) => a.id === 'faa-PVD-closure')).toMatchObject({
      severity: 'FLIGHT_DELAY_SEVERITY_SEVERE',
      partialClosure: false,
      closureInForce: true,
    });
  });

  it('reads ground stops and both directions of one delay, and skips airspace flow programmes', () => {
    const status = parseFaaStatusXml(SYNTHETIC);
    expect(status.updatedAt).toBe('2026-01-02T08:05:00.000Z');
    expect(status.items).toEqual([
      { airport: 'EWR', kind: 'GROUND_STOP', reason: 'weather / thunderstorms', avgDelayMinutes: 0 },
      {
        airport: 'ORD',
        kind: 'ARRIVAL_DELAY',
        reason: 'WX:Wind',
        avgDelayMinutes: 106,
        maxDelayMinutes: 120,
      },
      {
        airport: 'ORD',
        kind: 'DEPARTURE_DELAY',
        reason: 'WX:Wind',
        avgDelayMinutes: 23,
        maxDelayMinutes: 30,
      },
    ]);
  });

  it('accepts a feed with no programme at all (zero alerts is a real state)', async () => {
    const empty =
      '<AIRPORT_STATUS_INFORMATION><Update_Time>Fri Jan 02 08:05:00 2026 GMT</Update_Time><Dtd_File>http://www.fly.faa.gov/AirportStatus.dtd</Dtd_File></AIRPORT_STATUS_INFORMATION>';
    const result = buildFaaAirportDelays(parseFaaStatusXml(empty), new Map());
    expect(result.data.alerts).toEqual([]);
    expect(result.asOf).toBe('2026-01-02T08:05:00.000Z');
  });

  it('leaves out airports the reference data does not know, with a warning', () => {
    const xml =
      '<AIRPORT_STATUS_INFORMATION><Update_Time>Fri Jan 02 08:05:00 2026 GMT</Update_Time><Delay_type><Name>Ground Stop Programs</Name><Ground_Stop_List><Program><ARPT>QQQ</ARPT><Reason>x</Reason></Program></Ground_Stop_List></Delay_type></AIRPORT_STATUS_INFORMATION>';
    const result = buildFaaAirportDelays(parseFaaStatusXml(xml), new Map());
    expect(result.data.alerts).toEqual([]);
    expect(result.warnings?.[0]).toContain('unknown airport QQQ');
  });

  it('refuses an empty body, broken XML and another XML document', () => {
    expect(() => parseFaaStatusXml('')).toThrow(PayloadError);
    expect(() => parseFaaStatusXml('<AIRPORT_STATUS_INFORMATION><Update_Time>')).toThrow(/not well-formed/);
    expect(() => parseFaaStatusXml('<html><body>Service Unavailable</body></html>')).toThrow(/root/);
    expect(() =>
      parseFaaStatusXml('<AIRPORT_STATUS_INFORMATION><Dtd_File>x</Dtd_File></AIRPORT_STATUS_INFORMATION>'),
    ).toThrow(/Update_Time/);
  });

  it('reads free-text durations, FAA times and severities', () => {
    expect(parseDurationMinutes('1 hour and 40 minutes')).toBe(100);
    expect(parseDurationMinutes('41 minutes')).toBe(41);
    expect(parseDurationMinutes('2 hours')).toBe(120);
    expect(parseDurationMinutes('')).toBeUndefined();
    expect(parseFaaTime('Wed Jul 29 14:41:01 2026 GMT')).toBe('2026-07-29T14:41:01.000Z');
    expect(parseFaaTime('garbage')).toBeUndefined();
    expect(severityOfDelay(14)).toBe('FLIGHT_DELAY_SEVERITY_NORMAL');
    expect(severityOfDelay(15)).toBe('FLIGHT_DELAY_SEVERITY_MINOR');
    expect(severityOfDelay(60)).toBe('FLIGHT_DELAY_SEVERITY_MAJOR');
    expect(severityOfDelay(90)).toBe('FLIGHT_DELAY_SEVERITY_SEVERE');
  });
});
