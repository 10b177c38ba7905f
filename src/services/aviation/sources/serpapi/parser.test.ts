/** The SerpApi Google Flights parser on the recorded BER → ORY answer, plus synthetic error bodies. */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseGoogleFlights } from './parser';

const REAL = readFixture(import.meta.url, 'google-flights-ber-ory.json');

describe('parseGoogleFlights', () => {
  it('reads best and other itineraries with their legs, prices and durations', () => {
    const { itineraries, lowestPrice } = parseGoogleFlights(REAL);
    expect(lowestPrice).toBe(69);
    expect(itineraries.map((i) => [i.price, i.durationMinutes, i.stops])).toEqual([
      [69, 110, 0],
      [148, 345, 1],
      [446, 670, 1],
    ]);
    expect(itineraries[0]!.legs).toEqual([
      {
        airlineCode: 'U2',
        flightNumber: 'U24876',
        departureAirport: 'BER',
        arrivalAirport: 'ORY',
        departureDatetime: '2025-03-12T20:30',
        arrivalDatetime: '2025-03-12T22:20',
        durationMinutes: 110,
      },
    ]);
    expect(
      itineraries[2]!.legs.map((l) => [l.flightNumber, l.departureAirport, l.departureDatetime]),
    ).toEqual([
      ['VY1887', 'BER', '2025-03-12T21:15'],
      ['VY8000', 'BCN', '2025-03-13T06:30'],
    ]);
  });

  it('reads "no results" as an empty search and refuses other errors', () => {
    expect(
      parseGoogleFlights(
        JSON.stringify({ error: "Google Flights hasn't returned any results for this query." }),
      ),
    ).toEqual({
      itineraries: [],
    });
    expect(() => parseGoogleFlights(JSON.stringify({ error: 'Invalid API key.' }))).toThrow(PayloadError);
  });

  it('leaves out an itinerary without a price or with an unreadable leg', () => {
    const doc = JSON.parse(REAL);
    delete doc.best_flights[0].price;
    doc.other_flights[0].flights[1].flight_number = 'unknown';
    expect(parseGoogleFlights(JSON.stringify(doc)).itineraries.map((i) => i.price)).toEqual([148]);
  });
});
