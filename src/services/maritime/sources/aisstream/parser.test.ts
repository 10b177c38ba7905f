import { describe, expect, it } from 'vitest';
import { buildSnapshot, parseAisMessage, timeUtc } from './parser';

// Envelopes shaped as the AISStream message models document them (field names from
// https://github.com/aisstream/ais-message-models type-definition.yaml); the values are test inputs.
const position = (mmsi: number, lat: number, lon: number) =>
  JSON.stringify({
    MessageType: 'PositionReport',
    MetaData: {
      MMSI: mmsi,
      ShipName: 'A',
      latitude: lat,
      longitude: lon,
      time_utc: '2023-10-22 22:47:36.94034384 +0000 UTC',
    },
    Message: {
      PositionReport: {
        UserID: mmsi,
        Latitude: lat,
        Longitude: lon,
        Cog: 90,
        Sog: 1.5,
        TrueHeading: 511,
        Valid: true,
      },
    },
  });
const statics = (mmsi: number, type: number) =>
  JSON.stringify({
    MessageType: 'ShipStaticData',
    MetaData: { MMSI: mmsi, ShipName: 'A' },
    Message: { ShipStaticData: { UserID: mmsi, Type: type, Name: 'A' } },
  });

describe('AISStream messages (documented format)', () => {
  it('reads a position report with its MetaData time', () => {
    expect(parseAisMessage(position(1, 1.5, 103.5))).toEqual({
      kind: 'position',
      report: {
        mmsi: '1',
        name: 'A',
        lat: 1.5,
        lon: 103.5,
        course: 90,
        speed: 1.5,
        heading: 511,
        timestamp: Date.UTC(2023, 9, 22, 22, 47, 36, 940),
      },
    });
    expect(timeUtc('2023-10-22 22:47:36 +0000 UTC')).toBe(Date.UTC(2023, 9, 22, 22, 47, 36));
  });

  it('keeps each vessel latest position and joins the ship type of its static report', () => {
    const snap = buildSnapshot([position(1, 1, 103), statics(1, 84), position(1, 1.2, 103.2), 'not json'], 5);
    expect(snap).toMatchObject({ snapshotAt: 5, messages: 4 });
    expect(snap.vessels).toEqual([expect.objectContaining({ mmsi: '1', lat: 1.2, shipType: 84 })]);
  });

  it('ignores invalid, out-of-range and other messages', () => {
    expect(parseAisMessage(position(1, 91, 0)).kind).toBe('other');
    expect(parseAisMessage('{"MessageType":"UnknownMessage","Message":{"UnknownMessage":{}}}').kind).toBe(
      'other',
    );
  });
});
