/** What the flights list and the posture share: which configured theater holds an aircraft. */
import { inBox } from '../query-window';
import type { MilitaryAircraft, Theater } from './data';

/** The first configured theater whose box holds the aircraft (edges included). */
export function theaterOf(theaters: readonly Theater[], a: Pick<MilitaryAircraft, 'latitude' | 'longitude'>) {
  return theaters.find((t) => inBox(t, a.latitude, a.longitude));
}

/** Centre of a theater box (across the antimeridian when west > east). */
export function centreOf(t: Theater): { latitude: number; longitude: number } {
  const east = t.west > t.east ? t.east + 360 : t.east;
  const lon = (t.west + east) / 2;
  return { latitude: (t.south + t.north) / 2, longitude: lon > 180 ? lon - 360 : lon };
}
